import { defineConfig } from 'vitest/config';
import { sourceAliases, testOptions } from '../../scripts/vitest-shared.mjs';

export default defineConfig({
  resolve: {
    // Tests read the workspace packages from source, so they never run against a stale build.
    alias: sourceAliases(
      '@harbour/domain',
      '@harbour/question-engine/core',
      '@harbour/api-client/contract',
      '@harbour/api-client',
    ),
  },
  test: testOptions({
    globalSetup: ['src/test/global-setup.ts'],
    // Two cores: one PGlite per worker is what the machine holds comfortably.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  }),
});
