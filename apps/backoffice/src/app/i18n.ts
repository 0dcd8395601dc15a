import { i18n } from '@lingui/core';
import { messages as en } from '../locales/en/messages';
import { messages as hk } from '../locales/hk/messages';

/** Interface locales: hk (Traditional Chinese, the default) and en. */
export const LOCALES = ['hk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hk';

/** The BCP 47 tag of each locale code, for <html lang>. */
export const LOCALE_TAGS: Record<Locale, string> = { hk: 'zh-Hant-HK', en: 'en' };

i18n.load({ hk, en });

export function activateLocale(locale: Locale): void {
  i18n.activate(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}

export { i18n };
