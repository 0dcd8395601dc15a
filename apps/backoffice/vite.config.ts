import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { APP_BUILD, ARIA_LOCALES, sourceAliases, testOptions } from '../../scripts/vitest-shared.mjs';

export default defineConfig({
  plugins: [
    // Every route's loader goes with its page (one chunk, loaded on navigation): left in the route tree,
    // loaders would put the API calls and their schemas into the entry chunk that the login page loads.
    // Where the routes live is in tsr.config.json, which the route CLI (typecheck) reads too.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // React Aria's `intlStrings` modules import the strings of 34 locales, about 5 kB min+gzip on the
    // dashboard for locales no page can show; an unknown locale falls back to en-US.
    optimizeLocales.vite({ locales: ARIA_LOCALES }),
  ],
  resolve: {
    // The workspace packages are bundled from source: one module per widget and per call, so each
    // route chunk takes only what it uses (a single prebuilt file cannot be split across chunks). The
    // ui entries from source too: one copy of React Aria, shared with the widgets (its I18nProvider
    // reaches them).
    alias: sourceAliases(
      '@harbour/domain',
      '@harbour/ui',
      '@harbour/ui/date-time-picker',
      '@harbour/ui/photo-marks-editor',
      '@harbour/ui/styles.css',
      '@harbour/api-client',
      '@harbour/question-engine/core',
    ),
  },
  server: { proxy: { '/ael': 'http://127.0.0.1:3000' } },
  build: {
    ...APP_BUILD,
    // No preload lists: Vite would write, beside every lazy import in the entry chunk, the list of the chunks
    // that import needs (the route families' pages, the lazy dialogs), in every user's first download, and
    // each new route would add its own. The router preloads a page's chunk on intent (hover, focus); the
    // browser then fetches the chunk's own imports as it reads it.
    modulePreload: false,
    // The minifier (terser: login 129.9 -> 126.3 kB, dashboard 203.4 -> 197.8 kB against esbuild's,
    // 2026-11-24) and the 0.5 kB smallest chunk (the figures are there) are APP_BUILD's.
  },
  // A teacher's browser may be in any zone and must still show Hong Kong days and times.
  test: testOptions({ dom: true, include: ['src/**/*.test.{ts,tsx}'] }),
});
