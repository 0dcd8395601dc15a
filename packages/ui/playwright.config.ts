import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/e2e/chromium.mjs';
import {
  E2E_EXPECT_TIMEOUT_MS,
  E2E_SERVER_TIMEOUT_MS,
  E2E_TEST_TIMEOUT_MS,
} from '../../scripts/test-timeouts.mjs';

/** Port of the static server for storybook-static/ (e2e/serve.mjs). */
const PORT = 6231;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: E2E_TEST_TIMEOUT_MS,
  expect: { timeout: E2E_EXPECT_TIMEOUT_MS },
  workers: 1,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `node ../../scripts/e2e/static-server.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    timeout: E2E_SERVER_TIMEOUT_MS,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
