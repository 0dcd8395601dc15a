import { defineConfig } from '@playwright/test';
import { suiteConfig } from '../../../scripts/e2e/suite-config.mjs';

export default defineConfig(
  suiteConfig({
    port: 6107,
    server: 'static',
    viewport: { width: 1100, height: 800 },
    chromiumArgs: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
    overrides: {
      testDir: '.',
      testMatch: '*.spec.ts',
      outputDir: '../test-results',
      workers: 2,
      reporter: [['list']],
    },
  }),
);
