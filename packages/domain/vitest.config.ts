import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Hong Kong time must not depend on the machine's zone: the tests run in a zone that is neither
    // Hong Kong nor UTC and has daylight saving (hong-kong-time.test.ts checks that it took effect).
    env: { TZ: 'America/New_York' },
  },
});
