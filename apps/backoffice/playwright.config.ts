import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/e2e/chromium.mjs';
import {
  E2E_EXPECT_TIMEOUT_MS,
  E2E_SERVER_TIMEOUT_MS,
  E2E_TEST_TIMEOUT_MS,
} from '../../scripts/test-timeouts.mjs';

/**
 * Port of the server the tests start, the way the README starts it (built, then `pnpm start`);
 * E2E_PORT moves it, to run a spec beside another run of the suite.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: E2E_TEST_TIMEOUT_MS,
  expect: { timeout: E2E_EXPECT_TIMEOUT_MS },
  workers: 1,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The calendar's days are Hong Kong days, as the server's totalDate.
    timezoneId: 'Asia/Hong_Kong',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node ../../scripts/e2e/app-server.mjs',
    url: `http://localhost:${PORT}/ael/school/common/version/system`,
    // The server seeds a fresh demo school first (its photos and recordings too): ~20 s alone, minutes on a loaded CI.
    timeout: E2E_SERVER_TIMEOUT_MS,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
  },
});
