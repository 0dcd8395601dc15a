import { i18n, type Messages } from '@lingui/core';

/** Interface locales: hk (Traditional Chinese, the default) and en. */
export type Locale = 'hk' | 'en';
export const DEFAULT_LOCALE: Locale = 'hk';
/** Where the student app keeps its language (its own key: the back-office's 'locale' is the teacher's). */
export const LOCALE_KEY = 'harbour_student_locale';
/** The BCP 47 tag of each locale, for <html lang>. */
export const LOCALE_TAGS: Record<Locale, string> = { hk: 'zh-Hant-HK', en: 'en' };

/** The app's and the shared widgets' texts, one chunk per locale: a student loads one. */
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  hk: () => import('./catalog-hk'),
  en: () => import('./catalog-en'),
};

export function isLocale(value: unknown): value is Locale {
  return value === 'hk' || value === 'en';
}

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Texts loaded after the app's (the question engine's, the overlays'), loaded again on a language change. */
const extraCatalogs: Array<(locale: Locale) => Messages | Promise<Messages>> = [];

/** Adds texts that arrive with a lazy chunk, in the active language and in every later one. */
export async function addCatalog(load: (locale: Locale) => Messages | Promise<Messages>): Promise<void> {
  extraCatalogs.push(load);
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  i18n.load(locale, await load(locale));
  i18n.activate(locale);
}

/** Loads the texts of a locale and shows the app in it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const [{ messages }, ...extra] = await Promise.all([
    CATALOGS[locale](),
    ...extraCatalogs.map((load) => load(locale)),
  ]);
  i18n.load(locale, Object.assign({}, messages, ...extra));
  i18n.activate(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode: the language lasts for this page.
  }
}

export { i18n };
