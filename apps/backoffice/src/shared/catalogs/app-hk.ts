import { uiMessagesHk } from '@harbour/ui';
import { messages as app } from '../../locales/hk/messages';

/** The texts every page may show, in Traditional Chinese: the widgets' and the app's own. */
export const messages = { ...uiMessagesHk, ...app };
