import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from '../../scripts/test-timeouts.mjs';

/**
 * React Aria's own strings in the two locales ThemeRoot gives it (ARIA_LOCALE_TAGS of @harbour/ui:
 * hk → zh-TW, en → en-US). Each of its `intlStrings` modules imports the strings of 34 locales, about
 * 5 kB min+gzip on the dashboard for locales no page can show; an unknown locale falls back to en-US.
 */
const ARIA_LOCALES = ['en-US', 'zh-TW'];

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

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
    optimizeLocales.vite({ locales: ARIA_LOCALES }),
  ],
  resolve: {
    // The workspace packages are bundled from source: one module per widget and per call, so each
    // route chunk takes only what it uses (a single prebuilt file cannot be split across chunks).
    alias: [
      { find: /^@harbour\/domain$/, replacement: source('domain/src/index.ts') },
      { find: /^@harbour\/ui$/, replacement: source('ui/src/index.ts') },
      // From source too: one copy of React Aria, shared with the widgets above (its I18nProvider reaches it).
      {
        find: /^@harbour\/ui\/date-time-picker$/,
        replacement: source('ui/src/date-time-picker/index.ts'),
      },
      {
        find: /^@harbour\/ui\/photo-marks-editor$/,
        replacement: source('ui/src/photo-marks/editor-index.ts'),
      },
      { find: /^@harbour\/ui\/styles\.css$/, replacement: source('ui/src/tokens.css') },
      { find: /^@harbour\/api-client$/, replacement: source('api-client/src/index.ts') },
      { find: /^@harbour\/question-engine\/core$/, replacement: source('question-engine/src/core/index.ts') },
    ],
  },
  server: { proxy: { '/ael': 'http://127.0.0.1:3000' } },
  build: {
    // Hidden: the maps are written for reading error reports, but no script names them and the server
    // does not serve them (web.ts), so the original sources are not public.
    sourcemap: 'hidden',
    manifest: true,
    // No preload lists: Vite would write, beside every lazy import in the entry chunk, the list of the chunks
    // that import needs (the route families' pages, the lazy dialogs), in every user's first download, and
    // each new route would add its own. The router preloads a page's chunk on intent (hover, focus); the
    // browser then fetches the chunk's own imports as it reads it.
    modulePreload: false,
    // Terser instead of Vite's default esbuild minifier: a teacher downloads every page's JS, and terser's
    // output is about 3 % smaller after gzip (login 129.9 -> 126.3 kB, dashboard 203.4 -> 197.8 kB,
    // 2026-11-24) for a build of about the same time. Two compress passes gained nothing more.
    minify: 'terser',
    rollupOptions: {
      output: {
        // A shared chunk of a few hundred bytes (one area's calls, a small helper) costs a page more in its
        // own request and lost compression than it saves: chunks under 1 kB with no side effects are merged
        // into a chunk loaded under the same conditions (the route budgets are measured after it). Not 1.2:
        // with the lazy confirm modal, select search and day popover, Rollup then merged two calls modules
        // into the entry chunk (login 130.1 kB).
        experimentalMinChunkSize: 1000,
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    // A teacher's browser may be in any zone and must still show Hong Kong days and times: the unit
    // tests run in New York (behind Hong Kong, with daylight saving), so browser-local date code fails.
    env: { TZ: 'America/New_York' },
  },
});
