import { defineConfig } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from '../../scripts/test-timeouts.mjs';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    // Hong Kong time must not depend on the machine's zone: the tests run in a zone that is neither
    // Hong Kong nor UTC and has daylight saving (hong-kong-time.test.ts checks that it took effect).
    env: { TZ: 'America/New_York' },
  },
});
