import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testOptions } from '../../scripts/vitest-shared.mjs';

export default defineConfig({
  plugins: [react()],
  // The calendar shows Hong Kong days in any browser zone.
  test: testOptions({ dom: true, include: ['src/**/*.test.{ts,tsx}'] }),
});
