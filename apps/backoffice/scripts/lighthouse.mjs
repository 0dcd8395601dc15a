// Lighthouse (mobile profile, its default) on the login page and on the dashboard of a running production
// server (`pnpm start` after the build), in Debian's Chromium. Not a test: it prints the scores and writes
// each run's JSON report to a temporary folder. See BENCHMARKS.md.
//
// Usage: node scripts/lighthouse.mjs [base URL, default http://localhost:3000] [runs per page, default 3]
//
// Lighthouse itself runs with `pnpm dlx lighthouse@12` (12.x is the last major that runs on Node 20) and
// attaches to a Chromium started here with a remote-debugging port, so no browser is ever downloaded. The
// login page is measured signed out. For the dashboard, the demo teacher signs in through the login form
// first (the token is kept in local storage, as for a teacher), then Lighthouse runs with its storage reset
// off (which would sign the teacher out) and the HTTP cache is cleared here before each run instead, so every
// run is a cold load.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_EXECUTABLE, chromiumLaunchOptions } from '../../../scripts/e2e/chromium.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_EXECUTABLE;
const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.argv[3] ?? 3);
const port = 9300 + Math.floor(Math.random() * 600);
const out = mkdtempSync(join(tmpdir(), 'harbour-lighthouse-'));
const profile = join(out, 'profile');

// A plain Chromium that Lighthouse attaches to by its port (a browser driven by Playwright holds new tabs
// at start, and Lighthouse's navigation then never ends). Playwright connects only to sign in and to clear
// the cache, and disconnects before each run.
const browserProcess = spawn(
  CHROME_PATH,
  [
    '--headless=new',
    ...chromiumLaunchOptions().args,
    `--user-data-dir=${profile}`,
    `--remote-debugging-port=${port}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
/** Runs `action` on the browser's first tab through Playwright, then disconnects. */
async function withPage(action) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        const [context] = browser.contexts();
        const page = context.pages()[0] ?? (await context.newPage());
        return await action(page, context);
      } finally {
        await browser.close();
      }
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('ECONNREFUSED')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
const clearCache = () =>
  withPage(async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  });

/** One Lighthouse run of `url`; the category scores (0–100) and the main metrics. */
function lighthouse(url, name, keepStorage) {
  const report = join(out, `${name}.json`);
  const result = spawnSync(
    'pnpm',
    [
      'dlx',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--output=json',
      `--output-path=${report}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--quiet',
      ...(keepStorage ? ['--disable-storage-reset'] : []),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${result.status})`);
  const lhr = JSON.parse(readFileSync(report, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: name,
    url: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(metric('speed-index')),
    transferKb: Math.round(metric('total-byte-weight') / 1024),
  };
}

const results = [];
try {
  await withPage((page) => page.goto('about:blank'));
  for (let i = 1; i <= runs; i += 1) results.push(lighthouse(`${base}/`, `login-${i}`, false));

  // The demo teacher signs in through the form, as a teacher does.
  await withPage(async (page) => {
    await page.goto(`${base}/`);
    await page.getByLabel('帳號').fill('demo-teacher');
    await page.getByLabel('密碼').fill('demo1234');
    await page.getByLabel('我已閱讀並接受私隱政策及使用條款').check();
    await page.getByRole('button', { name: '登入' }).click();
    await page.waitForURL(/\/home\/dashboard/, { timeout: 60_000 });
    await page.goto('about:blank');
  });
  for (let i = 1; i <= runs; i += 1) {
    await clearCache();
    const result = lighthouse(`${base}/home/dashboard`, `dashboard-${i}`, true);
    if (!result.url.includes('/home/dashboard')) throw new Error(`not signed in: ended on ${result.url}`);
    results.push(result);
  }
} finally {
  browserProcess.kill();
}
console.table(results);
console.log(`reports: ${out}`);
await new Promise((resolve) => browserProcess.once('exit', resolve));
rmSync(profile, { recursive: true, force: true });
