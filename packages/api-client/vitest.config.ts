import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    // The contract imports the domain package: from source, so no build has to exist first.
    alias: { '@harbour/domain': source('../domain/src/index.ts') },
  },
  test: { globals: true, environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
