import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // A hang guard, not a budget: the property and linearity tests run long on a loaded two-core machine.
    testTimeout: 60_000,
  },
});
