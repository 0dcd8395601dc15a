import { LOCALES, type Locale } from '@harbour/domain';
import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';

/** Interface locales: hk (Traditional Chinese, the default) and en. */
export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'hk';

/** The BCP 47 tag of each locale code, for <html lang>. */
export const LOCALE_TAGS: Record<Locale, string> = { hk: 'zh-Hant-HK', en: 'en' };

/**
 * The catalogs, one chunk per area and locale, each loaded by its layout route in the user's language
 * only: the root route loads the app's (the widgets', the shell's, the shared layer's, login's and the
 * public pages'), the public documents' layout theirs, /home the dashboard's and the personal centre's, the course pages' layout those of
 * course management, previews, publishing and task sheets, the marking pages' layout those of the homework
 * list, its students and the scoring screens, and the app-wide overlays theirs when they
 * first load. The entry chunk carries no texts.
 */
const AREA_CATALOGS = {
  app: {
    hk: () => import('./catalogs/app-hk'),
    en: () => import('./catalogs/app-en'),
  },
  public: {
    hk: () => import('../locales/public-hk/messages'),
    en: () => import('../locales/public-en/messages'),
  },
  home: {
    hk: () => import('../locales/home-hk/messages'),
    en: () => import('../locales/home-en/messages'),
  },
  course: {
    hk: () => import('../locales/course-hk/messages'),
    en: () => import('../locales/course-en/messages'),
  },
  marking: {
    hk: () => import('../locales/marking-hk/messages'),
    en: () => import('../locales/marking-en/messages'),
  },
  // The report areas: one homework's report, unit and student reports, test reports, mistakes centre.
  report: {
    hk: () => import('../locales/report-hk/messages'),
    en: () => import('../locales/report-en/messages'),
  },
  reportPerformance: {
    hk: () => import('../locales/reportPerformance-hk/messages'),
    en: () => import('../locales/reportPerformance-en/messages'),
  },
  reportTest: {
    hk: () => import('../locales/reportTest-hk/messages'),
    en: () => import('../locales/reportTest-en/messages'),
  },
  errorCenter: {
    hk: () => import('../locales/errorCenter-hk/messages'),
    en: () => import('../locales/errorCenter-en/messages'),
  },
  // The question engine's app-wide overlays bring their own texts, loaded with the overlays' chunk.
  overlays: {
    hk: () => import('@harbour/question-engine/overlays').then((m) => ({ messages: m.overlayMessages.hk })),
    en: () => import('@harbour/question-engine/overlays').then((m) => ({ messages: m.overlayMessages.en })),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ messages: Messages }>>>;
export type CatalogArea = keyof typeof AREA_CATALOGS;

/** Areas whose catalog a page has asked for: a change of language loads them again. */
const wantedAreas = new Set<CatalogArea>();
/** The remote language pack (spec §4), kept to go over every catalog loaded after it. */
const remotePack: Partial<Record<Locale, Messages>> = {};
/** The locale being switched to, or the active one. */
let targetLocale: Locale = DEFAULT_LOCALE;

/*
 * Texts that arrive while the app runs (an area's catalog, the remote pack) change the I18nProvider's
 * context, which re-renders every translated component. Loaded in a transition, React renders that in
 * short slices between the browser's other work instead of one long task (Lighthouse's total blocking
 * time on the dashboard); i18n itself is updated at once, and the page shows the same texts.
 */
async function loadAreaCatalog(area: CatalogArea, locale: Locale): Promise<void> {
  const { messages } = await AREA_CATALOGS[area][locale]();
  startTransition(() => i18n.load(locale, { ...messages, ...remotePack[locale] }));
}

/** Loads an area's texts in the current language (once per language; later calls are cached imports). */
export async function loadCatalog(area: CatalogArea): Promise<void> {
  wantedAreas.add(area);
  const locale = targetLocale;
  await loadAreaCatalog(area, locale);
  // Re-activate so that components already rendered pick up the new texts.
  if (i18n.locale === locale) startTransition(() => i18n.activate(locale));
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
    startTransition(() => i18n.load(locale, valid));
    applied = true;
  }
  const active = i18n.locale;
  if (applied && isLocale(active)) startTransition(() => i18n.activate(active));
  return applied;
}

export { i18n };
