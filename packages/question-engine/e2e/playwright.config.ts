import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/e2e/chromium.mjs';

/** Port of the static server of storybook-static. */
const PORT = 6107;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results',
  timeout: 60_000,
  // One retry in CI on this shared 2-core machine; a retried pass is reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1100, height: 800 },
    launchOptions: chromiumLaunchOptions([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ]),
  },
  webServer: {
    command: `node ../../../scripts/e2e/static-server.mjs ${PORT}`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
