import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    environmentMatchGlobs: [['src/**/*.test.tsx', 'jsdom']],
    setupFiles: ['./vitest.setup.ts'],
    // A hang guard, not a budget: widget tests drive several pointer and keyboard steps in jsdom and
    // took up to 15 s when other suites shared the two cores (they take 1-6 s on a quiet machine).
    testTimeout: 60_000,
  },
});
