import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LINGUI_LOCALES, NOT_TEXTS } from '../../scripts/lingui-shared.mjs';

/**
 * One catalog per area, each loaded with its pages (src/shared/i18n.ts): the app's own (the shell,
 * the shared layer, login and the public pages) is in the entry chunk; the others are loaded by their
 * layout route, in the user's language only, so the login page carries none of their texts.
 */
const AREAS = {
  public: ['src/features/legal', 'src/features/help', 'src/app/routes/_public'],
  home: [
    'src/features/dashboard',
    'src/features/self-center',
    'src/app/shell/components',
    // Lists of every area under /home (whose catalog is always loaded there).
    'src/shared/components/pager.tsx',
    // Each dashboard's cards and the link to arrange them.
    'src/shared/components/dashboard-cards.tsx',
  ],
  course: [
    'src/features/course-mag',
    'src/features/previews',
    'src/features/publish',
    'src/features/task-sheet',
    'src/shared/publish',
    'src/shared/components/list-filters.tsx',
    // The course families' names: the course pages' and the category reports'.
    'src/shared/textbook-labels.ts',
    'src/app/routes/home/_course',
  ],
  marking: [
    'src/features/practice',
    'src/features/marking',
    'src/shared/components/list-filters.tsx',
    'src/shared/components/question-view.tsx',
    'src/app/routes/home/_marking',
  ],
  // Reports: the shared report widgets (src/shared/report) are in each report area's catalog.
  report: [
    'src/features/report',
    'src/shared/report',
    'src/shared/components/question-view.tsx',
    'src/app/routes/home/_report',
  ],
  reportPerformance: [
    'src/features/report-performance',
    'src/features/calendar-setup',
    'src/shared/report',
    'src/shared/textbook-labels.ts',
    'src/app/routes/home/_reportPerformance',
  ],
  reportTest: ['src/features/report-test', 'src/shared/report', 'src/app/routes/home/_reportTest'],
  errorCenter: [
    'src/features/error-center',
    'src/shared/report',
    'src/shared/components/question-view.tsx',
    'src/app/routes/home/_errorCenter',
  ],
};

export default defineConfig({
  ...LINGUI_LOCALES,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        ...NOT_TEXTS,
        ...Object.values(AREAS).flatMap((paths) =>
          paths.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
        ),
      ],
    },
    ...Object.entries(AREAS).map(([area, include]) => ({
      path: `<rootDir>/src/locales/${area}-{locale}/messages`,
      include,
      exclude: NOT_TEXTS,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
