import { defineConfig } from '@playwright/test';

/** Port of the server the tests start, the way the README starts it (built, then `pnpm start`). */
const PORT = 3210;
const CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  workers: 1,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The calendar's days are Hong Kong days, as the server's totalDate.
    timezoneId: 'Asia/Hong_Kong',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/ael/school/common/version/system`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
  },
});
