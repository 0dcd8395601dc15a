import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // A hang guard, not a budget: CI runs every package's tests at once on two cores.
    testTimeout: 60_000,
    // The calendar shows Hong Kong days in any browser zone: the tests run in New York.
    env: { TZ: 'America/New_York' },
  },
});
