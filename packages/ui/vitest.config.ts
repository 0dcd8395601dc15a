import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from '../../scripts/test-timeouts.mjs';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    // The calendar shows Hong Kong days in any browser zone: the tests run in New York.
    env: { TZ: 'America/New_York' },
  },
});
