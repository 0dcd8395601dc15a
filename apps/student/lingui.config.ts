import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LINGUI_LOCALES, NOT_TEXTS } from '../../scripts/lingui-shared.mjs';

/** One catalog: the student app is small, and a student loads it in one language only (src/app/i18n.ts). */
export default defineConfig({
  ...LINGUI_LOCALES,
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: NOT_TEXTS }],
  format: formatter({ lineNumbers: false }),
});
