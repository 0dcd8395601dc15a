import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/e2e/chromium.mjs';
import {
  E2E_EXPECT_TIMEOUT_MS,
  E2E_SERVER_TIMEOUT_MS,
  E2E_TEST_TIMEOUT_MS,
} from '../../../scripts/test-timeouts.mjs';

/** Port of the static server of storybook-static. */
const PORT = 6107;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results',
  timeout: E2E_TEST_TIMEOUT_MS,
  expect: { timeout: E2E_EXPECT_TIMEOUT_MS },
  // No retries: a test that fails under load is fixed at its cause (issue 13), not retried into green.
  retries: 0,
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
    timeout: E2E_SERVER_TIMEOUT_MS,
  },
});
