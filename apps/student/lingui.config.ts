import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** One catalog: the student app is small, and a student loads it in one language only (src/app/i18n.ts). */
export default defineConfig({
  locales: ['hk', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
