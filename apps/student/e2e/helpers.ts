import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { apiResult } from '../../../scripts/e2e/api-result.mjs';

/** The seeded student of the README, with the demo password. */
export const DEMO_STUDENT = 'demo-student';
export const DEMO_TEACHER = 'demo-teacher';
export const DEMO_PASSWORD = 'demo1234';
/** The student app's own token key and language key (src/app/session.ts, src/app/i18n.ts). */
export const STUDENT_TOKEN_KEY = 'harbour_student_token';
export const LOCALE_KEY = 'harbour_student_locale';

export type Locale = 'hk' | 'en';

/** Both widths a school's desktop shows, for the screenshots. */
export const WIDTHS = [1280, 1920] as const;

/** Collects console errors and page errors; tests assert the list is empty. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A refusal the page shows (400 submitTips) is logged by Chromium as a failed resource: not an app error.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Screenshots at 1280 and 1920 wide in the test's output folder, and an axe run that must find nothing. */
export async function lookAt(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** A session token of the API, by account and password (student or teacher). */
export async function apiLogin(page: Page, kind: 'student' | 'teacher', account: string): Promise<string> {
  const url = kind === 'student' ? '/ael/student/common/login' : '/ael/school/common/login';
  const response = await page.request.post(url, { data: { account, password: DEMO_PASSWORD } });
  const body = await response.json();
  expect(body.resultStatus, body.errorMessage).toBe(true);
  return body.resultData.accessToken as string;
}

const studentTokens = new Map<string, string>();

/** Signs a student in without the form (the form has its own test): the token where the app keeps it. */
export async function signInStudent(page: Page, locale: Locale, account = DEMO_STUDENT): Promise<void> {
  let token = studentTokens.get(account);
  if (!token) {
    token = await apiLogin(page, 'student', account);
    studentTokens.set(account, token);
  }
  await page.goto('/student/robots.txt');
  await page.evaluate(
    ({ token, locale, keys }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.locale, locale);
    },
    { token, locale, keys: { token: STUDENT_TOKEN_KEY, locale: LOCALE_KEY } },
  );
  await page.goto('/student/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'hk' ? '我的功課' : 'My homework',
  );
}

/** A call of the API with a token, its resultData. */
export function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  data?: unknown,
): Promise<T> {
  return apiResult<T>(page.request, method, url, token, data);
}

/** Focuses an element and presses Enter, as a keyboard user does. */
export async function press(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Enter');
}

/**
 * Publishes demo-teacher's first 3B English A+ course paper to 3B (demo-student's class), open from a minute
 * ago for a day, with the homework's own fields (name, count, kind); answers its eHomeworkId.
 */
export async function publishTo3B(page: Page, homework: Record<string, unknown>): Promise<number> {
  const token = await apiLogin(page, 'teacher', DEMO_TEACHER);
  const courses = await apiCall<{ courseId: number }[]>(
    page,
    'GET',
    '/ael/school/common/courses?gradeCode=3&subjectCode=ENGLISH&textbookType=A_PLUS',
    token,
  );
  const papers = await apiCall<{ papers: { paperId: number }[] }>(
    page,
    'GET',
    `/ael/school/common/courses/${courses[0]?.courseId}/papers`,
    token,
  );
  const now = Date.now();
  const published = await apiCall<{ homeworkInfo: { eHomeworkId: number } }>(
    page,
    'POST',
    '/ael/school/practice/practices',
    token,
    {
      subjectCode: 'ENGLISH',
      gradeCode: 3,
      textbookType: 'A_PLUS',
      paperId: papers.papers[0]?.paperId,
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 86_400_000).toISOString(),
      targets: [{ scope: 'SINGLE_CLASS', classId: 6 }],
      ...homework,
    },
  );
  return published.homeworkInfo.eHomeworkId;
}
