import { uiMessages } from '@harbour/ui';
import { i18n, type Messages } from '@lingui/core';
import { messages as en } from '../locales/en/messages';
import { messages as hk } from '../locales/hk/messages';

/** Interface locales: hk (Traditional Chinese, the default) and en. */
export const LOCALES = ['hk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hk';

/** The BCP 47 tag of each locale code, for <html lang>. */
export const LOCALE_TAGS: Record<Locale, string> = { hk: 'zh-Hant-HK', en: 'en' };

/**
 * The built-in catalogs the first page needs, whatever it is: the widgets' (@harbour/ui) and the app's
 * own (the shell, the shared layer, login and the public pages). They are in the entry chunk, so
 * errors and warnings are worded even when a later chunk fails to load.
 */
export const BUILT_IN_MESSAGES: Record<Locale, Messages> = {
  hk: { ...uiMessages.hk, ...hk },
  en: { ...uiMessages.en, ...en },
};

i18n.load(BUILT_IN_MESSAGES);

/**
 * The catalogs of the areas behind the login, one chunk per area and locale, each loaded by its
 * layout route (/home: the dashboard and the personal centre; the course pages' layout: course
 * management, previews, publishing, task sheets), in the user's language only.
 */
const AREA_CATALOGS = {
  home: {
    hk: () => import('../locales/home-hk/messages'),
    en: () => import('../locales/home-en/messages'),
  },
  course: {
    hk: () => import('../locales/course-hk/messages'),
    en: () => import('../locales/course-en/messages'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ messages: Messages }>>>;
export type CatalogArea = keyof typeof AREA_CATALOGS;

/** Areas whose catalog a page has asked for: a change of language loads them again. */
const wantedAreas = new Set<CatalogArea>();
/** The remote language pack (spec §4), kept to go over every catalog loaded after it. */
const remotePack: Partial<Record<Locale, Messages>> = {};
/** The locale being switched to, or the active one. */
let targetLocale: Locale = DEFAULT_LOCALE;

async function loadAreaCatalog(area: CatalogArea, locale: Locale): Promise<void> {
  const { messages } = await AREA_CATALOGS[area][locale]();
  i18n.load(locale, { ...messages, ...remotePack[locale] });
}

/** Loads an area's texts in the current language (once per language; later calls are cached imports). */
export async function loadCatalog(area: CatalogArea): Promise<void> {
  wantedAreas.add(area);
  const locale = targetLocale;
  await loadAreaCatalog(area, locale);
  // Re-activate so that components already rendered pick up the new texts.
  if (i18n.locale === locale) i18n.activate(locale);
}

/** Changes the language once the texts of every area shown so far are loaded in it. */
export async function switchLocale(locale: Locale): Promise<void> {
  targetLocale = locale;
  await Promise.all([...wantedAreas].map((area) => loadAreaCatalog(area, locale)));
  if (targetLocale === locale) activateLocale(locale);
}

export function isLocale(value: unknown): value is Locale {
  return value === 'hk' || value === 'en';
}

export function activateLocale(locale: Locale): void {
  targetLocale = locale;
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
    remotePack[locale] = { ...remotePack[locale], ...valid };
    i18n.load(locale, valid);
    applied = true;
  }
  if (applied && isLocale(i18n.locale)) i18n.activate(i18n.locale);
  return applied;
}

export { i18n };
