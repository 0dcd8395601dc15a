import { uiMessagesHk } from '@harbour/ui';
import { messages as app } from '../locales/hk/messages';

/** The app's texts in Traditional Chinese, with the shared widgets'. */
export const messages = { ...uiMessagesHk, ...app };
