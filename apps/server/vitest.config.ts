import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from '../../scripts/test-timeouts.mjs';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests read the workspace packages from source, so they never run against a stale build.
    alias: [
      { find: /^@harbour\/domain$/, replacement: source('../../packages/domain/src/index.ts') },
      {
        find: /^@harbour\/question-engine\/core$/,
        replacement: source('../../packages/question-engine/src/core/index.ts'),
      },
      {
        find: /^@harbour\/api-client\/contract$/,
        replacement: source('../../packages/api-client/src/contract/index.ts'),
      },
      { find: /^@harbour\/api-client$/, replacement: source('../../packages/api-client/src/index.ts') },
    ],
  },
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    // Two cores: one PGlite per worker is what the machine holds comfortably.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
