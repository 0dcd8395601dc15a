// What every workspace package's Vite/Vitest config shares: the test options (one set of hang guards,
// one test zone) and where a workspace package's source is, for the configs that bundle or test the
// packages from source rather than from their builds.
import { fileURLToPath } from 'node:url';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './test-timeouts.mjs';

/**
 * Each workspace import a config may read from source, and its file under packages/. From source, an app
 * bundles one module per widget and per call (each route chunk takes only what it uses), and a test never
 * runs against a stale build.
 */
const SOURCES = {
  '@harbour/domain': 'domain/src/index.ts',
  '@harbour/ui': 'ui/src/index.ts',
  '@harbour/ui/date-time-picker': 'ui/src/date-time-picker/index.ts',
  '@harbour/ui/photo-marks-editor': 'ui/src/photo-marks/editor-index.ts',
  '@harbour/ui/styles.css': 'ui/src/tokens.css',
  '@harbour/api-client': 'api-client/src/index.ts',
  '@harbour/api-client/contract': 'api-client/src/contract/index.ts',
  '@harbour/question-engine/core': 'question-engine/src/core/index.ts',
};

/** Vite aliases that resolve the named workspace imports (exactly those names) to their source files. */
export function sourceAliases(...names) {
  return names.map((name) => {
    const file = SOURCES[name];
    if (!file) throw new Error(`no source file is known for ${name}`);
    return {
      find: new RegExp(`^${name.replace(/[./]/g, '\\$&')}$`),
      replacement: fileURLToPath(new URL(`../packages/${file}`, import.meta.url)),
    };
  });
}

/**
 * Vitest options of a package. `dom`: component tests in jsdom, run in New York — behind Hong Kong and with
 * daylight saving — so that code reading the browser's own zone where it must show Hong Kong days fails.
 */
export function testOptions({ dom = false, include = ['src/**/*.test.ts'], ...rest } = {}) {
  return {
    globals: true,
    environment: dom ? 'jsdom' : 'node',
    include,
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    ...(dom ? { setupFiles: ['./vitest.setup.ts'], env: { TZ: 'America/New_York' } } : {}),
    ...rest,
  };
}

/** React Aria's own strings in the two locales the apps show (hk → zh-TW, en → en-US). */
export const ARIA_LOCALES = ['en-US', 'zh-TW'];

/**
 * Build options of a served app. Source maps are hidden: written for reading error reports, but no script
 * names them and the server does not serve them (web.ts). Terser: about 3 % smaller after gzip than
 * esbuild's minifier. Chunks under 0.5 kB with no side effects are merged into a chunk loaded under the same
 * conditions: a tiny chunk costs a page more in its own request and lost compression than it saves. Not 1 kB:
 * the entry chunk, loaded before every page, is a merge target for any shared chunk, and at 1 kB Rollup put
 * pages' shared widgets there (back-office 2026-11-29: login 130.1 kB in 4 files and the dashboard 163.6 kB in
 * 21 at 1 kB; 129.6 kB and 163.2 kB in 25 at 0.5 kB; 129.7 kB and 163.2 kB in 29 with no merging).
 */
export const APP_BUILD = {
  sourcemap: 'hidden',
  manifest: true,
  minify: 'terser',
  rollupOptions: { output: { experimentalMinChunkSize: 500 } },
};
