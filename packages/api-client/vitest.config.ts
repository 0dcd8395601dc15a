import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    // The adapter tests run the real server from source: its workspace imports come from source too,
    // so no build (of this package or the engine) has to exist first.
    alias: {
      '@harbour/domain': source('../domain/src/index.ts'),
      '@harbour/api-client/contract': source('./src/contract/index.ts'),
      '@harbour/question-engine/core': source('../question-engine/src/core/index.ts'),
    },
  },
  test: { globals: true, environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
