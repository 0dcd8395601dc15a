// Apart from the texts (./messages, which every page loads with the toasts): only the widgets that
// format dates or give React Aria a locale need these.

/** BCP 47 tag of each Lingui locale code used by the app (for Intl date names). */
export const UI_LOCALE_TAGS: Record<string, string> = { hk: 'zh-Hant-HK', en: 'en' };

export function localeTag(locale: string): string {
  return UI_LOCALE_TAGS[locale] ?? locale;
}

/**
 * Locale given to React Aria for its own strings. It matches zh-Hant-HK to its first 'zh' catalog
 * (Simplified, zh-CN), so hk uses zh-TW, its Traditional Chinese catalog.
 */
export const ARIA_LOCALE_TAGS: Record<string, string> = { hk: 'zh-TW', en: 'en-US' };

export function ariaLocaleTag(locale: string): string {
  return ARIA_LOCALE_TAGS[locale] ?? locale;
}
