import { LOCALES, type Locale } from '@harbour/domain';
import { uiMessages } from '@harbour/ui';
import { i18n, type Messages } from '@lingui/core';
import { messages as en } from '../locales/en/messages';
import { messages as hk } from '../locales/hk/messages';

/** Interface locales: hk (Traditional Chinese, the default) and en. */
export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'hk';

/** The BCP 47 tag of each locale code, for <html lang>. */
export const LOCALE_TAGS: Record<Locale, string> = { hk: 'zh-Hant-HK', en: 'en' };

/** The built-in catalogs: the widgets' (@harbour/ui) and the app's own. */
export const BUILT_IN_MESSAGES: Record<Locale, Messages> = {
  hk: { ...uiMessages.hk, ...hk },
  en: { ...uiMessages.en, ...en },
};

i18n.load(BUILT_IN_MESSAGES);

export function isLocale(value: unknown): value is Locale {
  return value === 'hk' || value === 'en';
}

export function activateLocale(locale: Locale): void {
  i18n.activate(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}

/**
 * Merges a remote language pack over the built-in catalogs. The pack is a JSON object
 * `{ hk?: Messages, en?: Messages }` of compiled Lingui messages; anything else is ignored, so a
 * malformed pack leaves the built-in texts (spec §8: fall back silently). Returns whether it applied.
 */
export function applyLanguagePack(pack: unknown): boolean {
  if (!pack || typeof pack !== 'object') return false;
  let applied = false;
  for (const locale of LOCALES) {
    const messages = (pack as Record<string, unknown>)[locale];
    if (!messages || typeof messages !== 'object' || Array.isArray(messages)) continue;
    const valid: Messages = {};
    for (const [id, text] of Object.entries(messages as Record<string, unknown>)) {
      if (typeof text === 'string' || Array.isArray(text)) valid[id] = text as Messages[string];
    }
    i18n.load(locale, valid);
    applied = true;
  }
  if (applied && isLocale(i18n.locale)) i18n.activate(i18n.locale);
  return applied;
}

export { i18n };
