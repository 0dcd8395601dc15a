import { uiMessagesEn } from '@harbour/ui';
import { messages as app } from '../locales/en/messages';

/** The app's texts in English, with the shared widgets'. */
export const messages = { ...uiMessagesEn, ...app };
