import { questionEngineMessages } from '@harbour/question-engine';
import type { Messages } from '@lingui/core';
import { messages as courseEn } from '../locales/course-en/messages';
import { messages as courseHk } from '../locales/course-hk/messages';
import { messages as errorCenterEn } from '../locales/errorCenter-en/messages';
import { messages as errorCenterHk } from '../locales/errorCenter-hk/messages';
import { messages as homeEn } from '../locales/home-en/messages';
import { messages as homeHk } from '../locales/home-hk/messages';
import { messages as markingEn } from '../locales/marking-en/messages';
import { messages as markingHk } from '../locales/marking-hk/messages';
import { messages as publicEn } from '../locales/public-en/messages';
import { messages as publicHk } from '../locales/public-hk/messages';
import { messages as reportEn } from '../locales/report-en/messages';
import { messages as reportHk } from '../locales/report-hk/messages';
import { messages as reportPerformanceEn } from '../locales/reportPerformance-en/messages';
import { messages as reportPerformanceHk } from '../locales/reportPerformance-hk/messages';
import { messages as reportTestEn } from '../locales/reportTest-en/messages';
import { messages as reportTestHk } from '../locales/reportTest-hk/messages';
import { messages as appEn } from '../shared/catalogs/app-en';
import { messages as appHk } from '../shared/catalogs/app-hk';
import { i18n } from '../shared/i18n';

/**
 * Loads every catalog at once, in both languages: the areas' (which the app loads with their layout
 * routes, see ../shared/i18n) and the question engine's. For Storybook and the unit tests, which
 * render pages and widgets without their routes.
 */
export function loadAllCatalogs(): void {
  const areas: Record<'hk' | 'en', Messages> = {
    hk: {
      ...appHk,
      ...publicHk,
      ...homeHk,
      ...courseHk,
      ...markingHk,
      ...reportHk,
      ...reportPerformanceHk,
      ...reportTestHk,
      ...errorCenterHk,
    },
    en: {
      ...appEn,
      ...publicEn,
      ...homeEn,
      ...courseEn,
      ...markingEn,
      ...reportEn,
      ...reportPerformanceEn,
      ...reportTestEn,
      ...errorCenterEn,
    },
  };
  i18n.load(areas);
  i18n.load(questionEngineMessages);
}
