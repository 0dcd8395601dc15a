import type { Messages } from '@lingui/core';
import { uiMessagesEn } from './catalog-en';
import { uiMessagesHk } from './catalog-hk';

/** The catalogs of this package, compiled (Lingui's array form), to pass to `i18n.load(uiMessages)`. */
export const uiMessages: { hk: Messages; en: Messages } = { hk: uiMessagesHk, en: uiMessagesEn };
