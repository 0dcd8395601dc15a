import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Hong Kong time must not depend on the machine's zone: the tests run in a zone that is neither
    // Hong Kong nor UTC and has daylight saving (hong-kong-time.test.ts checks that it took effect).
    env: { TZ: 'America/New_York' },
    // A hang guard, not a budget (as in question-core): the property tests over hundreds of random classes
    // take seconds on a loaded two-core machine, past Vitest's default of 5 s.
    testTimeout: 60_000,
  },
});
