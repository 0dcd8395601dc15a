import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testOptions } from '../../scripts/vitest-shared.mjs';

export default defineConfig({
  plugins: [react()],
  test: testOptions({
    include: ['src/**/*.test.{ts,tsx}'],
    environmentMatchGlobs: [['src/**/*.test.tsx', 'jsdom']],
    setupFiles: ['./vitest.setup.ts'],
  }),
});
