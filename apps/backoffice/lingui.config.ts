import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Pages loaded on demand keep their texts in catalogs of their own, loaded with their code
 * (src/locales/<area>-load.ts), so the login page's entry chunk carries only the shell's texts.
 */
const COURSE_PAGES = [
  'src/features/course-mag',
  'src/features/previews',
  'src/features/publish',
  'src/features/task-sheet',
  'src/app/routes/home/courseMag',
];

export default defineConfig({
  locales: ['hk', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/*.stories.tsx',
        ...COURSE_PAGES.map((dir) => `${dir}/**`),
      ],
    },
    {
      path: '<rootDir>/src/locales/course-{locale}/messages',
      include: COURSE_PAGES,
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
