import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { lookAt, signIn, watchErrors } from './helpers';

/**
 * The test reports on the seeded "5A Mid-term Test" (demo-teacher's English test, published, each
 * long answer commented): demo-teacher opens its total report, the per-question and per-student views, a
 * question, downloads a student's test PDF and reads it with pdfjs-dist; axe on every page in hk and en.
 * Read only: no record is changed, and no other spec reads this test.
 */

const SHOTS = '/tmp/shots-hC';
// Ten pages, each shot at two widths and checked by axe: more than the default minute on a loaded machine.
const TEST = '5A Mid-term Test';

/** Screenshots kept for a person to look at (1280 and 1440 wide), then the helpers' screenshot and axe run. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // Charts drawn (recharts loads with the first one), not their loading line.
  await expect(page.locator('.hb-report-chart__loading')).toHaveCount(0);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await lookAt(page, testInfo, name);
}

interface Report {
  eHomeworkId: number;
  studentCount: number;
  submittedCount: number;
  questions: { questionId: number; sortOrder: number; wrongAnswers: { answer: string }[] }[];
  students: { studentId: number; name: string; submitted: boolean; score: number; rank: number | null }[];
  courses: { courseId: number | null }[];
}

/** The seeded test's report as the server gives it to demo-teacher, in the page's language. */
async function seededReport(page: Page, language: 'hk' | 'en'): Promise<Report> {
  const token = await page.evaluate(() => localStorage.getItem('ael_school_token') ?? '');
  const headers = { accesstoken: token, 'accept-language': language === 'en' ? 'en' : 'zh-HK' };
  const list = await page.request.get(
    `/ael/school/practice/practices?keyword=${encodeURIComponent('Mid-term')}`,
    {
      headers,
    },
  );
  const rows = (await list.json()).resultData.list as { eHomeworkId: number; homeworkName: string }[];
  const found = rows.find((row) => row.homeworkName === TEST);
  if (!found) throw new Error(`no ${TEST} in ${JSON.stringify(rows)}`);
  const response = await page.request.get(`/ael/school/v2/report/ehomeworks/${found.eHomeworkId}/testing`, {
    headers,
  });
  const body = await response.json();
  expect(body.resultStatus, body.errorMessage).toBe(true);
  return body.resultData as Report;
}

/** The text of a PDF, read with pdfjs-dist (the back-office's PDF reader). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return texts.join('\n');
}

test('demo-teacher opens the test report, a question and the students, downloads a student’s test PDF, in hk', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const report = await seededReport(page, 'hk');
  const top = report.students.find((s) => s.rank === 1);
  if (!top) throw new Error('nobody ranked first');

  // The entry: totals and the score distribution.
  await page.goto(`/home/reportCenter/testTotalReport?eHomeworkId=${report.eHomeworkId}`);
  await expect(page.getByRole('heading', { name: TEST, level: 1 })).toBeVisible();
  await expect(page.getByText(`${report.submittedCount} / ${report.studentCount}`)).toBeVisible();
  await expect(page.getByText('已發佈成績')).toBeVisible();
  await shoot(page, testInfo, 'test-total-hk');

  // Per question, by keyboard from the report's navigation.
  const nav = page.getByRole('navigation', { name: '測驗報告各部分' });
  await nav.getByRole('link', { name: '按題目' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/reportCenter\/testReport\?eHomeworkId=\d+/);
  const questions = page.getByRole('table', { name: '各題的正確率、得分率及最常見錯誤答案' });
  await expect(questions.locator('tbody tr')).toHaveCount(report.questions.length);
  const wrong = report.questions.find((q) => q.wrongAnswers.length > 0);
  if (!wrong) throw new Error('no wrong answer');
  await expect(questions).toContainText(wrong.wrongAnswers[0]?.answer ?? '?');
  await shoot(page, testInfo, 'test-questions-hk');

  // One question: its wrong answers with the names.
  await questions.getByRole('link', { name: `第 ${wrong.sortOrder} 題` }).click();
  await expect(page).toHaveURL(new RegExp(`testQuestion\\?eHomeworkId=\\d+&questionId=${wrong.questionId}`));
  await expect(page.getByRole('table', { name: '學生的錯誤答案（最多人答的排先）' })).toContainText(
    wrong.wrongAnswers[0]?.answer ?? '?',
  );
  await shoot(page, testInfo, 'test-question-hk');

  // Per student: score, rank, rate; the best student's test PDF.
  await page
    .getByRole('navigation', { name: '測驗報告各部分' })
    .getByRole('link', { name: '按學生' })
    .click();
  await expect(page).toHaveURL(/testAllStudentReport/);
  const students = page.getByRole('table', { name: '各學生的得分、排名、得分率及各課程得分率' });
  await expect(students.locator('tbody tr')).toHaveCount(report.students.length);
  const topRow = students.locator('tr', { has: page.getByRole('rowheader', { name: top.name }) });
  await expect(topRow).toContainText(String(top.score));
  await shoot(page, testInfo, 'test-students-hk');
  await topRow.getByRole('link', { name: `${top.name} 的 PDF` }).click();
  await expect(page).toHaveURL(new RegExp(`testStudentPdf\\?eHomeworkId=\\d+&studentId=${top.studentId}`));
  await expect(page.getByRole('heading', { name: `${top.name}的測驗 PDF` })).toBeVisible();
  await shoot(page, testInfo, 'test-pdf-hk');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下載 PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^5A Mid-term Test - 5A \d+ .+\.pdf$/);
  expect(download.suggestedFilename()).toContain(top.name);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(top.name);
  expect(text).toContain('老師評語');
  // A gap of a question prints as a line to write on, never "[]".
  expect(text).toContain('________');
  expect(text).not.toContain('[]');
  await expect(page.getByRole('status').filter({ hasText: '已下載' })).toBeVisible();

  // The courses and the answer types.
  for (const [link, url] of [
    ['按課程', /testAllCourseReport/],
    ['按題型', /testAllStudentListTypeDetail/],
  ] as const) {
    await page.getByRole('navigation', { name: '測驗報告各部分' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('table').first()).toBeVisible();
    await shoot(page, testInfo, `test-${link === '按課程' ? 'courses' : 'types'}-hk`);
  }
  expect(errors).toEqual([]);
});

test('the test report pages in English, a chart as its table, axe clean', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher', { locale: 'en' });
  const report = await seededReport(page, 'en');
  const student = report.students.find((s) => s.submitted);
  const question = report.questions[0];
  if (!student || !question) throw new Error('no student or question');
  const id = report.eHomeworkId;
  const pages: [string, string][] = [
    [`/home/reportCenter/testTotalReport?eHomeworkId=${id}`, 'total'],
    [`/home/reportCenter/testReport?eHomeworkId=${id}`, 'questions'],
    [`/home/reportCenter/testQuestion?eHomeworkId=${id}&questionId=${question.questionId}`, 'question'],
    [`/home/reportCenter/testAllCourseReport?eHomeworkId=${id}`, 'courses'],
    [
      `/home/reportCenter/testCourseReport?eHomeworkId=${id}&courseId=${report.courses[0]?.courseId ?? 0}`,
      'course',
    ],
    [`/home/reportCenter/testAllStudentReport?eHomeworkId=${id}`, 'students'],
    [`/home/reportCenter/testReportStudent?eHomeworkId=${id}&studentId=${student.studentId}`, 'student'],
    [`/home/reportCenter/testAllStudentListTypeDetail?eHomeworkId=${id}`, 'types'],
    [`/home/reportCenter/testStudentPdf?eHomeworkId=${id}&studentId=${student.studentId}`, 'pdf'],
    [`/home/reportCenter/aplusTestReport?eHomeworkId=${id}`, 'aplus-total'],
  ];
  for (const [url, name] of pages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: TEST, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Parts of the test report' })).toBeVisible();
    await shoot(page, testInfo, `test-${name}-en`);
  }
  // The score distribution as its table: the view goes into the URL.
  await page.goto(`/home/reportCenter/testTotalReport?eHomeworkId=${id}`);
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page.getByRole('table', { name: 'Students by score rate band' })).toBeVisible();
  await shoot(page, testInfo, 'test-total-table-en');
  expect(errors).toEqual([]);
});
