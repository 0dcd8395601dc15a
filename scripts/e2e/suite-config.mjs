// The one Playwright configuration every browser suite shares: Debian's Chromium, one worker unless a
// suite says otherwise, no retries (a test that fails under load is fixed at its cause), the hang guards
// of scripts/test-timeouts.mjs, and a server the suite starts fresh for itself.

import { E2E_EXPECT_TIMEOUT_MS, E2E_SERVER_TIMEOUT_MS, E2E_TEST_TIMEOUT_MS } from '../test-timeouts.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

const scripts = new URL('..', import.meta.url).pathname;

/**
 * A suite's configuration. `server: 'app'` starts the built server on a fresh demo school, as the README
 * starts it (E2E_PORT moves it, to run a spec beside another run); `server: 'static'` serves
 * storybook-static/. `chromiumArgs` adds the suite's own browser flags; `overrides` the rest.
 */
export function suiteConfig({ port, server, viewport, chromiumArgs = [], timezoneId, overrides = {} }) {
  const host = server === 'app' ? 'localhost' : '127.0.0.1';
  const webServer =
    server === 'app'
      ? {
          command: `node ${scripts}e2e/app-server.mjs`,
          url: `http://${host}:${port}/ael/school/common/version/system`,
          env: { PORT: String(port) },
        }
      : { command: `node ${scripts}e2e/static-server.mjs ${port}`, url: `http://${host}:${port}/index.json` };
  return {
    testDir: './e2e',
    outputDir: './test-results',
    timeout: E2E_TEST_TIMEOUT_MS,
    expect: { timeout: E2E_EXPECT_TIMEOUT_MS },
    retries: 0,
    workers: 1,
    reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
    use: {
      baseURL: `http://${host}:${port}`,
      screenshot: 'only-on-failure',
      trace: 'retain-on-failure',
      ...(timezoneId ? { timezoneId } : {}),
      launchOptions: chromiumLaunchOptions(chromiumArgs),
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport } }],
    // The app server seeds a fresh demo school first (its photos and recordings too): ~20 s alone,
    // minutes on a loaded CI.
    // SIGTERM, not Playwright's default SIGKILL, so the app server removes its database when the suite ends.
    webServer: {
      ...webServer,
      timeout: E2E_SERVER_TIMEOUT_MS,
      reuseExistingServer: false,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    },
    ...overrides,
  };
}
