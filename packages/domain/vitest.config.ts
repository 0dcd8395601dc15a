import { defineConfig } from 'vitest/config';
import { testOptions } from '../../scripts/vitest-shared.mjs';

export default defineConfig({
  // Hong Kong time must not depend on the machine's zone: the tests run in a zone that is neither
  // Hong Kong nor UTC and has daylight saving (hong-kong-time.test.ts checks that it took effect).
  test: testOptions({ env: { TZ: 'America/New_York' } }),
});
