import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { lookAt, signIn, watchErrors } from './helpers';

/**
 * The homework report on the seeded "3B Reading Check: Last Week": demo-teacher opens last week's
 * homework, sees the hardest question and who got it wrong, opens the question, exports a table to XLSX and
 * reads it back, switches a chart to its table view; axe on each page in hk and en. Read only: no record is
 * changed, so no other spec is affected.
 */

const SHOTS = '/tmp/shots-hA';
const HOMEWORK = '3B Reading Check: Last Week';

/** Screenshots kept for a person to look at (1024, 1280 and 1440 wide), then the helpers' screenshot and axe run. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // The charts drawn (recharts loads on first use) before anything is shot.
  await expect(page.getByText(/正在載入圖表|Loading the chart/)).toHaveCount(0);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await lookAt(page, testInfo, name);
}

interface Report {
  eHomeworkId: number;
  hardestQuestionId: number | null;
  submittedCount: number;
  questions: {
    questionId: number;
    sortOrder: number;
    stem: string;
    correctRate: number | null;
    wrongAnswers: { answerText: string; count: number; students: { name: string }[] }[];
  }[];
  students: { studentId: number; name: string; completion: string }[];
}

/** The seeded homework's report as the server gives it to demo-teacher (in the page's language). */
async function seededReport(page: Page, language: 'hk' | 'en'): Promise<Report> {
  const token = await page.evaluate(() => localStorage.getItem('ael_school_token') ?? '');
  const headers = { accesstoken: token, 'accept-language': language === 'en' ? 'en' : 'zh-HK' };
  const list = await page.request.get(
    `/ael/school/practice/practices?keyword=${encodeURIComponent('Reading Check')}`,
    { headers },
  );
  const rows = (await list.json()).resultData.list as { eHomeworkId: number; homeworkName: string }[];
  const homework = rows.find((row) => row.homeworkName === HOMEWORK);
  if (!homework) throw new Error(`no ${HOMEWORK} in ${JSON.stringify(rows)}`);
  const response = await page.request.get(`/ael/school/v2/report/ehomeworks/${homework.eHomeworkId}`, {
    headers,
  });
  const body = await response.json();
  expect(body.resultStatus, body.errorMessage).toBe(true);
  return body.resultData as Report;
}

test('demo-teacher sees last week’s hardest question and who got it wrong, opens it, exports XLSX, in hk', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const report = await seededReport(page, 'hk');
  const hardest = report.questions.find((q) => q.questionId === report.hardestQuestionId);
  if (!hardest) throw new Error('no hardest question');
  const commonWrong = hardest.wrongAnswers[0];
  if (!commonWrong) throw new Error('no wrong answer');

  await page.goto(`/home/reportCenter/ePracticeReport?eHomeworkId=${report.eHomeworkId}`);
  await expect(page.getByRole('heading', { name: HOMEWORK, level: 1 })).toBeVisible();
  // Completion with the names: two missing, one late.
  await expect(page.getByRole('heading', { name: '未提交：2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '遲交：1' })).toBeVisible();
  // The hardest question is marked in the questions table, its common wrong answer with who gave it.
  const questions = page.getByRole('table', { name: '各題正確率及最常見錯誤答案' });
  const row = questions.locator('tr', { has: page.getByText('最難', { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toContainText(hardest.stem.slice(0, 20));
  await expect(row).toContainText(commonWrong.answerText);
  for (const student of commonWrong.students.slice(0, 3)) await expect(row).toContainText(student.name);
  expect(commonWrong.count * 2).toBeGreaterThan(report.submittedCount);
  // The summary names it too.
  await expect(page.getByRole('link', { name: new RegExp(`第${hardest.sortOrder}題`) })).toBeVisible();
  await shoot(page, testInfo, 'report-hk');

  // The distribution chart switched to its table view by keyboard: the same numbers, kept in the URL.
  const chart = page.getByRole('region', { name: '各得分率區間人數' });
  await chart.getByRole('tab', { name: '圖表' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(chart.getByRole('tab', { name: '表格' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/view=table/);
  const bandTable = chart.getByRole('table');
  await expect(bandTable).toBeVisible();
  await expect(bandTable.getByRole('rowheader', { name: '80–100%' })).toBeVisible();

  // The questions table exported to XLSX and read back.
  const exporter = page.getByRole('group', { name: `匯出題目 ${HOMEWORK}` });
  const downloading = page.waitForEvent('download');
  await exporter.getByRole('button', { name: '匯出 Excel (XLSX)' }).click();
  // The kit says what became of the export (saved, or failed) in its status.
  await expect(exporter.getByRole('status')).toContainText(/\.xlsx|失敗|failed/);
  await expect(exporter.getByRole('status')).toContainText('.xlsx');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(await readFile(await download.path()));
  expect(sheet[0]).toEqual(['題號', '題目', '正確率（%）', '得分率（%）', '最常見錯誤答案', '最難']);
  expect(sheet).toHaveLength(report.questions.length + 1);
  const exported = sheet.find((cells) => cells[0] === hardest.sortOrder);
  expect(exported?.[5]).toBe('最難');
  expect(String(exported?.[4])).toContain(commonWrong.answerText);
  // The export writes the whole percentage the page shows (29.6 is 30).
  expect(exported?.[2]).toBe(Math.round(hardest.correctRate ?? 0));

  // The students' part: score and time, each linked to their answers.
  await page.getByRole('tab', { name: '學生' }).click();
  await expect(page).toHaveURL(/tab=students/);
  const studentTable = page.getByRole('table', { name: '學生（按學號）' });
  await expect(studentTable.locator('tbody tr')).toHaveCount(report.students.length);
  const struggler = commonWrong.students[0]?.name ?? '';
  await studentTable.getByRole('link', { name: struggler, exact: true }).click();
  await expect(page).toHaveURL(/ePracticeStudentDetail\?.*studentId=\d+/);
  await expect(page.getByRole('heading', { name: struggler, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: '學生答案與正確答案' })).toContainText(commonWrong.answerText);
  await shoot(page, testInfo, 'student-hk');

  // The hardest question's page: the question, the right answer, the wrong answers grouped with who.
  await page.goBack();
  await page.getByRole('tab', { name: '總覽' }).click();
  await page.getByRole('link', { name: new RegExp(`第${hardest.sortOrder}題`) }).click();
  await expect(page).toHaveURL(/seeReportQuestion\?.*questionId=\d+/);
  await expect(page.getByRole('heading', { name: `第${hardest.sortOrder}題`, level: 1 })).toBeVisible();
  await expect(page.getByText('正確答案：')).toBeVisible();
  const answers = page.getByRole('table', { name: '相同答案合併，人數多者先列' });
  const first = answers.locator('tbody tr').first();
  await expect(first.getByRole('rowheader')).toHaveText(commonWrong.answerText);
  await expect(first).toContainText(String(commonWrong.count));
  await expect(page.getByRole('link', { name: '在錯題中心開啟' })).toHaveAttribute(
    'href',
    new RegExp(`/home/errorCenter/seeQuestion\\?.*questionId=${hardest.questionId}`),
  );
  await expect(page.locator('.hqe-question').first()).toBeVisible();
  await shoot(page, testInfo, 'question-hk');
  expect(errors).toEqual([]);
});

test('the report, a question and a student in English, every tab, axe clean', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher', { locale: 'en' });
  const report = await seededReport(page, 'en');
  await page.goto(`/home/reportCenter/ePracticeReport?eHomeworkId=${report.eHomeworkId}`);
  await expect(page.getByRole('heading', { name: HOMEWORK, level: 1 })).toBeVisible();
  await expect(page.getByText('Hardest', { exact: true }).first()).toBeVisible();
  await shoot(page, testInfo, 'report-en');
  for (const [tab, caption] of [
    ['Students', 'Students in class-number order'],
    ['Wrong questions', 'Wrong and part-right answers by question'],
    ['Practice view', 'Practice view'],
    ['Submissions', 'First handed in first, the missing last'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('table', { name: caption })).toBeVisible();
    await shoot(page, testInfo, `report-${tab.replace(/\s+/g, '-').toLowerCase()}-en`);
  }
  const hardest = report.questions.find((q) => q.questionId === report.hardestQuestionId);
  await page.goto(
    `/home/reportCenter/seeReportQuestion?eHomeworkId=${report.eHomeworkId}&questionId=${hardest?.questionId}`,
  );
  await expect(page.getByRole('heading', { name: `Question ${hardest?.sortOrder}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Right answer:')).toBeVisible();
  await shoot(page, testInfo, 'question-en');
  const student = report.students.find((s) => s.completion !== 'MISSING');
  await page.goto(
    `/home/reportCenter/ePracticeStudentDetail?eHomeworkId=${report.eHomeworkId}&studentId=${student?.studentId}`,
  );
  await expect(page.getByRole('heading', { name: student?.name ?? '', level: 1 })).toBeVisible();
  await shoot(page, testInfo, 'student-en');
  // The same components at the family routes.
  await page.goto(`/home/reportCenter/eExerciseReport?eHomeworkId=${report.eHomeworkId}`);
  await expect(page.getByText('eExercise homework report')).toBeVisible();
  await page.goto(`/home/reportCenter/newAplusReport/detail?eHomeworkId=${report.eHomeworkId}&tab=students`);
  await expect(page.getByRole('table', { name: 'Students in class-number order' })).toBeVisible();
  // No homework in the URL: "No data" and the way to the report centre.
  await page.goto('/home/reportCenter/ePracticeReport');
  await expect(page.getByText('No data')).toBeVisible();
  await shoot(page, testInfo, 'empty-en');
  expect(errors).toEqual([]);
});
