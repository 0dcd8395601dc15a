import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { wallTimeSegments } from '../src/shared/test/wall-time-segments';

/** Every demo account (README) and the role it starts in. */
export const DEMO_ACCOUNTS = [
  { account: 'demo-headmaster', role: 'HEADMASTER' },
  { account: 'demo-director', role: 'CURRICULUM_DIRECTOR' },
  { account: 'demo-panel', role: 'PANEL' },
  { account: 'demo-classteacher', role: 'HEAD_TEACHER' },
  { account: 'demo-teacher', role: 'TEACHER' },
] as const;
export const DEMO_PASSWORD = 'demo1234';

/** Logs in through the login page (in Chinese, the default) and waits for the dashboard. */
export async function logIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('帳號').fill(account);
  await page.getByLabel('密碼').fill(password);
  await page.getByLabel('我已閱讀並接受私隱政策及使用條款').check();
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard/);
}

interface Session {
  accessToken: string;
  userInfo: unknown;
}
const sessions = new Map<string, Session>();

/**
 * Signs in without the login form (the server allows 10 logins per account per 15 minutes, and the
 * form has its own tests): one API login per account per worker, its token and userInfo put in
 * local storage as the login page does, then the dashboard. `fresh` takes a new session (for tests
 * that end or change it: logout, role switch).
 */
export async function signIn(
  page: Page,
  account: string,
  { fresh = false, locale }: { fresh?: boolean; locale?: 'hk' | 'en' } = {},
): Promise<void> {
  let session = fresh ? undefined : sessions.get(account);
  if (!session) {
    const response = await page.request.post('/ael/school/common/login', {
      data: { account, password: DEMO_PASSWORD },
    });
    const body = await response.json();
    expect(body.resultStatus, body.errorMessage).toBe(true);
    session = body.resultData as Session;
    if (!fresh) sessions.set(account, session);
  }
  await page.goto('/blank');
  await page.evaluate(
    ({ session, locale }) => {
      localStorage.setItem('ael_school_token', session.accessToken);
      localStorage.setItem('userInfo', JSON.stringify(session.userInfo));
      if (locale) localStorage.setItem('locale', JSON.stringify(locale));
    },
    { session, locale },
  );
  await page.goto('/home/dashboard');
  await expect(page).toHaveURL(/\/home\/dashboard/);
}

/** A homework of the signed-in teacher's by its name (the marking list's search), through the API. */
export async function homeworkId(page: Page, name: string): Promise<number> {
  const response = await page.request.get(
    `/ael/school/practice/practices?keyword=${encodeURIComponent(name)}`,
    { headers: { accessToken: (await schoolToken(page)) ?? '' } },
  );
  const list = (await response.json()).resultData.list as { eHomeworkId: number; homeworkName: string }[];
  const found = list.find((h) => h.homeworkName === name);
  if (!found) throw new Error(`the seed has no homework ${name}`);
  return found.eHomeworkId;
}

/** Collects console errors and page errors; tests assert the list is empty. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A full-page screenshot in the test's output folder, and an axe run that must find nothing. */
export async function lookAt(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** The stored school token. */
export function schoolToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('ael_school_token'));
}

/**
 * The dashboard's counts animate from 0 (count-up): waits until each shows its final value (the one it
 * gives screen readers), e.g. before a screenshot.
 */
export async function countsHoldStill(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('.hb-count__value')
        .evaluateAll((counts) =>
          counts.every(
            (count) =>
              count.querySelector('[aria-hidden="true"]')?.textContent ===
              count.querySelector('.hb-visually-hidden')?.textContent,
          ),
        ),
    )
    .toBe(true);
}

/**
 * Types a Hong Kong wall time (`YYYY-MM-DDTHH:mm`) into the date-time picker labelled `label`, as a
 * person does: each part into its segment in whatever order the page's language shows them, then the
 * 上午/下午 (am/pm) part stepped with an arrow key to the half of the day wanted.
 */
export async function fillWallTime(scope: Page | Locator, label: string, wallTime: string): Promise<void> {
  const { parts, period: target } = wallTimeSegments(wallTime);
  const field = scope.getByRole('group', { name: label, exact: true });
  await expect(field).toBeVisible();
  const segments = field.getByRole('spinbutton');
  let period: Locator | null = null;
  for (const segment of await segments.all()) {
    const type = (await segment.getAttribute('data-type')) ?? '';
    if (type === 'dayPeriod') period = segment;
    const part = parts[type];
    if (part === undefined) continue;
    await segment.click();
    await segment.page().keyboard.type(part);
  }
  if (period) {
    // The period by what it shows (上午/下午 or AM/PM; the segment holds no aria-valuenow for it), toggled
    // and checked until it holds, so a field already in the wanted half is left as it is.
    const segment = period;
    await expect(async () => {
      if (!target.test((await segment.textContent()) ?? '')) {
        await segment.focus();
        await segment.press('ArrowUp');
      }
      await expect(segment).toHaveText(target, { timeout: 1_000 });
    }).toPass();
  }
}

/** The P3 English A+ course demo-teacher teaches in the seed, and its first paper (as the signed-in user). */
export async function seededPaper(page: Page): Promise<{ courseId: number; paperId: number; query: string }> {
  const headers = { accessToken: (await schoolToken(page)) ?? '' };
  const courses = await page.request.get(
    '/ael/school/common/courses?gradeCode=3&subjectCode=ENGLISH&textbookType=A_PLUS',
    { headers },
  );
  const courseId = (await courses.json()).resultData[0].courseId as number;
  const papers = await page.request.get(`/ael/school/common/courses/${courseId}/papers`, { headers });
  const paperId = (await papers.json()).resultData.papers[0].paperId as number;
  return { courseId, paperId, query: `courseId=${courseId}&paperId=${paperId}` };
}

/** Chooses an option of a labelled select (the shared Select: a button that opens a list box). */
export async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The whole percentages a table shows in its last column (a row's overall rate), top to bottom; null for none. */
export async function lastColumnRates(page: Page, caption: string): Promise<(number | null)[]> {
  const cells = await page
    .getByRole('table', { name: caption })
    .locator('tbody tr td:last-child')
    .allTextContents();
  return cells.map((text) => {
    const match = /(\d+)%/.exec(text);
    return match ? Number(match[1]) : null;
  });
}
