import { defineConfig } from 'vitest/config';
import { testOptions } from '../../scripts/vitest-shared.mjs';

export default defineConfig({
  test: testOptions({ setupFiles: ['./vitest.setup.ts'] }),
});
