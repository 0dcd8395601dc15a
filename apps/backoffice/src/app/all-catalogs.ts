import { questionEngineMessages } from '@harbour/question-engine';
import type { Messages } from '@lingui/core';
import { messages as courseEn } from '../locales/course-en/messages';
import { messages as courseHk } from '../locales/course-hk/messages';
import { messages as homeEn } from '../locales/home-en/messages';
import { messages as homeHk } from '../locales/home-hk/messages';
import { i18n } from '../shared/i18n';

/**
 * Loads every catalog at once: the areas' (which the app loads with their layout routes) and the
 * question engine's, next to the app's and the widgets' (which ../shared/i18n loads). For Storybook
 * and the unit tests, which render pages and widgets without their routes.
 */
export function loadAllCatalogs(): void {
  const areas: Record<'hk' | 'en', Messages> = {
    hk: { ...homeHk, ...courseHk },
    en: { ...homeEn, ...courseEn },
  };
  i18n.load(areas);
  i18n.load(questionEngineMessages);
}
