import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { APP_BUILD, ARIA_LOCALES, sourceAliases, testOptions } from '../../scripts/vitest-shared.mjs';

export default defineConfig({
  // Served by the same server as the back-office, under /student/ (apps/server/src/web.ts).
  base: '/student/',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    optimizeLocales.vite({ locales: ARIA_LOCALES }),
  ],
  resolve: {
    // The workspace packages from source, as the back-office does: each route chunk takes only what it uses.
    alias: sourceAliases(
      '@harbour/domain',
      '@harbour/ui',
      '@harbour/ui/styles.css',
      '@harbour/api-client',
      '@harbour/question-engine/core',
    ),
  },
  server: { proxy: { '/ael': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  build: APP_BUILD,
  // A student's browser may be in any zone and must still show Hong Kong times.
  test: testOptions({ dom: true, include: ['src/**/*.test.{ts,tsx}'] }),
});
