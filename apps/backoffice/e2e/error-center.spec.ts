import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiResult } from '../../../scripts/e2e/api-result.mjs';
import { schoolToken, signIn, watchErrors } from './helpers';

/**
 * The mistakes centre's journey on the seeded data: demo-teacher opens last week's homework of 3B in the mistakes
 * centre, finds the question most of the class got wrong, opens it, and publishes a follow-up to exactly the
 * students who got it wrong; one of them sees it in the student app, a classmate who got it right does not.
 * The spec adds a homework (the follow-up) and changes nothing another spec reads.
 */
const LAST_WEEK = '3B Reading Check: Last Week';
const SHOTS = '/tmp/shots-hD';

/** Screenshots at 1280 and 1440 wide (looked at by hand), and an axe run that must find nothing. */
async function shootAndCheck(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** A call of the API with the back-office's token of the page, its resultData. */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  return apiResult<T>(page.request, method, url, (await schoolToken(page)) ?? '', data);
}

/** The student app in a fresh browser context, signed in as a teacher's simulated session of a student. */
async function studentApp(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/student/robots.txt');
  await page.evaluate((value) => localStorage.setItem('ael_super_token', value), token);
  await page.goto('/student/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** The seeded homework's id, from demo-teacher's homework list. */
async function lastWeekHomeworkId(page: Page): Promise<number> {
  const list = await api<{ list: { eHomeworkId: number; homeworkName: string }[] }>(
    page,
    'GET',
    `/ael/school/practice/practices?keyword=${encodeURIComponent('Reading Check')}`,
  );
  const row = list.list.find((one) => one.homeworkName === LAST_WEEK);
  if (!row) throw new Error(`no ${LAST_WEEK}`);
  return row.eHomeworkId;
}

test('demo-teacher opens last week’s hardest question from its homework report in the mistakes centre and sends a follow-up only those who got it wrong see', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const eHomeworkId = await lastWeekHomeworkId(page);

  // The homework report (the report's page): the hardest question, opened, then in the mistakes centre.
  await page.goto(`/home/reportCenter/ePracticeReport?eHomeworkId=${eHomeworkId}`);
  await expect(page.getByRole('heading', { name: LAST_WEEK, level: 1 })).toBeVisible();
  const report = await api<{
    hardestQuestionId: number;
    questions: { questionId: number; sortOrder: number }[];
  }>(page, 'GET', `/ael/school/v2/report/ehomeworks/${eHomeworkId}`);
  const hardest = report.questions.find((q) => q.questionId === report.hardestQuestionId);
  if (!hardest) throw new Error('no hardest question');
  await expect(page.locator('tr', { has: page.getByText('最難', { exact: true }) })).toHaveCount(1);
  await page
    .getByRole('link', { name: new RegExp(`第${hardest.sortOrder}題`) })
    .first()
    .click();
  await expect(page).toHaveURL(/seeReportQuestion\?.*questionId=\d+/);
  await page.getByRole('link', { name: '在錯題中心開啟' }).click();

  // The question page: the right answer, the explanation, and every wrong answer decoded beside its score.
  await expect(page).toHaveURL(/\/home\/errorCenter\/seeQuestion\?.*questionId=\d+/);
  const url = new URL(page.url());
  const classId = Number(url.searchParams.get('classId'));
  const questionId = Number(url.searchParams.get('questionId'));
  expect(questionId).toBe(hardest.questionId);
  expect(Number(url.searchParams.get('eHomeworkId'))).toBe(eHomeworkId);
  await expect(page.getByText('正確答案', { exact: true })).toBeVisible();
  const detail = await api<{ mistakes: { studentId: number; name: string; answerText: string }[] }>(
    page,
    'GET',
    `/ael/school/v2/report/classes/${classId}/errors/questions/${questionId}?eHomeworkId=${eHomeworkId}`,
  );
  const wrong = detail.mistakes.length;
  // Most of the class got the hardest question wrong.
  expect(wrong).toBeGreaterThan(10);
  const rows = page.locator('table.hb-errors__answers tbody tr');
  await expect(rows).toHaveCount(wrong);
  await expect(rows.first().locator('th')).toContainText(detail.mistakes[0]?.name ?? '?');
  // A decoded answer (an option's letter with its text), never a bare code.
  await expect(rows.first().locator('td').first()).toHaveText(detail.mistakes[0]?.answerText ?? '?');
  expect(detail.mistakes[0]?.answerText).toMatch(/^[A-Z]\. \S/);
  await expect(page.locator('.hb-errors__question-view')).not.toContainText('未能顯示');
  await shootAndCheck(page, 'see-question-hk');

  // The follow-up: this question, to exactly the students who got it wrong (preselected), by keyboard.
  await page.getByRole('button', { name: '發佈跟進練習…' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '發佈跟進練習' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(wrong);
  const name = `3B 跟進 ${Date.now() % 1_000_000}`;
  await dialog.getByLabel('功課名稱').fill(name);
  await shootAndCheck(page, 'follow-up-dialog-hk');
  await dialog.getByRole('button', { name: '下一步' }).press('Enter');
  await expect(dialog.getByRole('heading', { name: '發佈這個跟進練習？' })).toBeVisible();
  await expect(dialog.getByText(`只發給 3B 以下 ${wrong} 名學生`)).toBeVisible();
  await dialog.getByRole('button', { name: '發佈', exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `跟進練習「${name}」已發佈給 ${wrong} 名學生。` }),
  ).toBeVisible();

  // The teacher sees it in the homework list.
  await page.getByRole('link', { name: '在功課列表查看' }).click();
  await expect(page).toHaveURL(/\/home\/practice\?/);
  await expect(page.locator('tr', { hasText: name })).toBeVisible();

  // One chosen student sees it in the student app; a classmate who got it right neither sees nor opens it.
  const centre = await api<{ options: { students: { studentId: number }[] } }>(
    page,
    'GET',
    `/ael/school/v2/report/classes/${classId}/errors?pageSize=1`,
  );
  const chosenIds = new Set(detail.mistakes.map((m) => m.studentId));
  const chosen = detail.mistakes[0]?.studentId ?? 0;
  const unchosen = centre.options.students.find((s) => !chosenIds.has(s.studentId))?.studentId ?? 0;
  expect(unchosen).toBeGreaterThan(0);
  const simulate = (studentId: number) =>
    api<{ accessToken: string }>(page, 'POST', '/ael/school/common/login/simulate', { studentId });
  const theirs = await studentApp(browser, (await simulate(chosen)).accessToken);
  await expect(theirs.getByText(name)).toBeVisible();
  const other = await studentApp(browser, (await simulate(unchosen)).accessToken);
  await expect(other.getByText(name)).toHaveCount(0);
  await theirs.getByText(name).click();
  await expect(theirs).toHaveURL(/\/student\/homework\/\d+/);
  const followUpId = Number(/\/homework\/(\d+)/.exec(theirs.url())?.[1]);
  await other.goto(`/student/homework/${followUpId}`);
  await expect(other.getByRole('alert')).toBeVisible();
  await expect(other.getByText(name)).toHaveCount(0);
  await theirs.context().close();
  await other.context().close();
  expect(errors).toEqual([]);
});

test('the mistakes centre in hk: a class and last week’s homework in the URL, grouped by question or knowledge point with each group’s counts, screenshots and axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  await page.goto('/home/errorCenter');
  await expect(page.getByRole('heading', { name: '錯題中心', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/classId=\d+/);
  await page.getByRole('button', { name: /班別$/ }).click();
  await page.getByRole('option', { name: '3B', exact: true }).click();
  // 3B's homework options load after the class changes: choose among them once they are there
  // (a choice made while the list changes can land on another spec's homework).
  await expect(page.getByRole('button', { name: /班別$/ })).toContainText('3B');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /功課$/ }).click();
  await page.getByRole('option', { name: LAST_WEEK, exact: true }).click();
  await expect(page.getByRole('button', { name: /功課$/ })).toContainText(LAST_WEEK);
  await expect(page).toHaveURL(/eHomeworkId=\d+/);
  await expect(page.getByRole('status').filter({ hasText: '個錯題' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /功課$/ })).toContainText(LAST_WEEK);
  const groups = page.locator('li.hb-errors__group');
  await expect(groups.first()).toBeVisible();
  const counts = await groups.evaluateAll((items) =>
    items.map((li) => Number(li.getAttribute('data-mistakes'))),
  );
  expect(Math.max(...counts)).toBeGreaterThan(10);
  await shootAndCheck(page, 'error-center-hk');
  await page.getByRole('button', { name: '按知識點' }).press('Enter');
  await expect(page).toHaveURL(/groupBy=knowledge/);
  await expect(groups.first()).toBeVisible();
  await page.getByRole('button', { name: '按題目' }).click();
  await expect(page).not.toHaveURL(/groupBy=/);
  expect(errors).toEqual([]);
});

test('the mistakes centre and its question page in English: axe clean, screenshots', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto('/home/errorCenter');
  await expect(page.getByRole('heading', { name: 'Mistakes centre', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Class$/ }).click();
  await page.getByRole('option', { name: '3B', exact: true }).click();
  await page.getByRole('button', { name: 'By knowledge point' }).click();
  await expect(page.locator('li.hb-errors__group').first()).toBeVisible();
  await shootAndCheck(page, 'error-center-en');
  await page.locator('li.hb-errors__group').first().getByRole('link').first().click();
  await expect(page.getByText('Right answer', { exact: true })).toBeVisible();
  await shootAndCheck(page, 'see-question-en');
  // Choosing by keyboard keeps the question while the teacher goes back to the list.
  await page.getByRole('button', { name: 'Choose this question' }).press('Enter');
  await expect(page.getByText('Questions chosen for a follow-up: 1')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the mistakes centre' }).click();
  await expect(page.getByText('Questions chosen for a follow-up: 1')).toBeVisible();
  expect(errors).toEqual([]);
});
