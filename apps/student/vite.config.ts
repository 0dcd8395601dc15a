import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from '../../scripts/test-timeouts.mjs';

/** React Aria's own strings in the two locales the app shows (as the back-office: hk → zh-TW, en → en-US). */
const ARIA_LOCALES = ['en-US', 'zh-TW'];

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

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
    alias: [
      { find: /^@harbour\/domain$/, replacement: source('domain/src/index.ts') },
      { find: /^@harbour\/ui$/, replacement: source('ui/src/index.ts') },
      { find: /^@harbour\/ui\/styles\.css$/, replacement: source('ui/src/tokens.css') },
      { find: /^@harbour\/api-client$/, replacement: source('api-client/src/index.ts') },
      { find: /^@harbour\/question-engine\/core$/, replacement: source('question-engine/src/core/index.ts') },
    ],
  },
  server: { proxy: { '/ael': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  build: {
    // Hidden: the maps are written for reading error reports, but no script names them and the server
    // does not serve them (web.ts), so the original sources are not public.
    sourcemap: 'hidden',
    manifest: true,
    minify: 'terser',
    rollupOptions: { output: { experimentalMinChunkSize: 1000 } },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    // A student's browser may be in any zone and must still show Hong Kong times.
    env: { TZ: 'America/New_York' },
  },
});
