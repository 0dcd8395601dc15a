import { uiMessagesEn } from '@harbour/ui';
import { messages as app } from '../../locales/en/messages';

/** The texts every page may show, in English: the widgets' and the app's own. */
export const messages = { ...uiMessagesEn, ...app };
