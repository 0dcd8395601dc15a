import { expect, type Page, test } from '@playwright/test';
import {
  apiCall,
  apiLogin,
  DEMO_PASSWORD,
  DEMO_STUDENT,
  DEMO_TEACHER,
  lookAt,
  press,
  signInStudent,
  watchErrors,
} from './helpers';

/** A PDF of two pages, each with a line of text (pdf.js must draw them and give their text). */
function twoPagePdf(): Buffer {
  const page = (text: string) => `BT /F1 24 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R 4 0 R]/Count 2>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 5 0 R/Resources<</Font<</F1 7 0 R>>>>>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 6 0 R/Resources<</Font<</F1 7 0 R>>>>>>',
    `<</Length ${page('First page').length}>>stream\n${page('First page')}\nendstream`,
    `<</Length ${page('Second page').length}>>stream\n${page('Second page')}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj${object}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A task sheet uploaded by demo-teacher and distributed to 3B (demo-student's class), open now. */
async function distributeTaskSheet(page: Page): Promise<number> {
  const token = await apiLogin(page, 'teacher', DEMO_TEACHER);
  const upload = await page.request.post('/ael/school/practice/workpapers', {
    headers: { accessToken: token },
    multipart: {
      workPaperName: `E2E 工作紙 ${Date.now()}`,
      subjectCode: 'ENGLISH',
      gradeCode: '3',
      workPaperDesc: 'Read page 1;Answer questions 1-5 on the sheet',
      file: { name: 'reading-sheet.pdf', mimeType: 'application/pdf', buffer: twoPagePdf() },
    },
  });
  const workPaperId = (await upload.json()).resultData.workPaperId as number;
  const now = Date.now();
  const done = await apiCall<{ eHomeworkId: number }>(
    page,
    'POST',
    `/ael/school/practice/workpapers/${workPaperId}/distribute`,
    token,
    {
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 2 * 86_400_000).toISOString(),
      targets: [{ scope: 'SINGLE_CLASS', classId: 6 }],
    },
  );
  return done.eHomeworkId;
}

/** Where the screenshots of the task sheet page are kept for review. */
const SHOTS = '/tmp/shots-student-items';

/** At 100 % zoom the drawn page fills the viewer's width (within a pixel) and never overflows it. */
async function expectPageFitsViewer(page: Page) {
  const canvas = page.locator('.hb-pdf__canvas');
  const gap = () =>
    canvas.evaluate((element) => {
      const viewer = element.parentElement as HTMLElement;
      const style = getComputedStyle(viewer);
      const inner =
        viewer.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return Math.abs(element.getBoundingClientRect().width - inner);
    });
  await expect.poll(gap).toBeLessThanOrEqual(1);
}

test('a task sheet: the student reads its PDF and instructions, attaches a photo and hands it in', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const eHomeworkId = await distributeTaskSheet(page);
  await signInStudent(page, 'hk');
  await page.goto(`/student/homework/${eHomeworkId}`);
  await expect(page.getByText('這份功課沒有題目')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '說明' })).toBeVisible();
  await expect(page.getByText('Answer questions 1-5 on the sheet')).toBeVisible();
  // Page 1 drawn by pdf.js, with its text for a screen reader; turned from the keyboard.
  const viewer = page.getByRole('region', { name: /^PDF reading-sheet\.pdf，第 \d 頁/ });
  await expect(page.getByRole('region', { name: 'PDF reading-sheet.pdf，第 1 頁，共 2 頁' })).toBeVisible();
  await expect(viewer.locator('canvas')).toBeVisible();
  await expect(page.getByTestId('pdf-page')).toHaveText('第 1 頁，共 2 頁');
  await expect(viewer).toContainText('First page');
  await expect(page.getByRole('link', { name: '下載 PDF（reading-sheet.pdf）' })).toHaveAttribute(
    'href',
    /\.pdf\?/,
  );
  await lookAt(page, testInfo, 'task-sheet-hk');
  await page.screenshot({ path: `${SHOTS}/task-sheet-hk-1280.png`, fullPage: true });
  await expectPageFitsViewer(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The page is drawn again to the narrower viewer's width.
  await expectPageFitsViewer(page);
  await page.screenshot({ path: `${SHOTS}/task-sheet-hk-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectPageFitsViewer(page);
  await viewer.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('pdf-page')).toHaveText('第 2 頁，共 2 頁');
  await expect(viewer).toContainText('Second page');
  await press(page, page.getByRole('button', { name: '上一頁' }));
  await expect(page.getByTestId('pdf-page')).toHaveText('第 1 頁，共 2 頁');
  await press(page, page.getByRole('button', { name: '放大' }));
  await expect(page.getByText('縮放 125%')).toBeVisible();
  await press(page, page.getByRole('button', { name: '縮小' }));
  await expect(page.getByText('縮放 100%')).toBeVisible();

  // Attach a photo with the page's own button (in the page's language, by keyboard), see it by its name,
  // remove it, attach it again (by pointer) and hand in.
  await expect(page.locator('input[type="file"]')).toBeHidden();
  const attach = page.getByRole('button', { name: '附上相片或 PDF' });
  const byKeyboard = page.waitForEvent('filechooser');
  await attach.focus();
  await page.keyboard.press('Enter');
  await (await byKeyboard).setFiles({ name: 'my-answers.png', mimeType: 'image/png', buffer: PNG });
  const files = page.getByRole('list', { name: '已附上的檔案' });
  await expect(files.getByRole('link', { name: 'my-answers.png' })).toBeVisible();
  await press(page, page.getByRole('button', { name: '移除 my-answers.png' }));
  await expect(page.getByText('尚未附上檔案。')).toBeVisible();
  // The removal is saved: after a reload the sheet still has no file.
  await expect(page.getByTestId('save-state')).toHaveText('所有答案已儲存');
  await page.reload();
  await expect(page.getByText('尚未附上檔案。')).toBeVisible();
  const byPointer = page.waitForEvent('filechooser');
  await attach.click();
  await (await byPointer).setFiles({ name: 'my-answers.png', mimeType: 'image/png', buffer: PNG });
  await expect(files.getByRole('link', { name: 'my-answers.png' })).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('所有答案已儲存');

  await press(page, page.getByRole('button', { name: 'Switch to English' }));
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByTestId('pdf-page')).toHaveText('Page 1 of 2');
  await lookAt(page, testInfo, 'task-sheet-en');
  await page.screenshot({ path: `${SHOTS}/task-sheet-en-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectPageFitsViewer(page);
  await page.screenshot({ path: `${SHOTS}/task-sheet-en-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await press(page, page.getByRole('button', { name: 'Hand in homework' }));
  await press(page, page.getByRole('dialog').getByRole('button', { name: 'Hand in' }));
  await expect(page.getByRole('heading', { name: 'Handed in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'my-answers.png' })).toBeVisible();

  // The teacher marks the sheet like an essay (a score, a comment, a mark drawn on the photo): the student sees
  // the outcome under the sheet.
  const teacher = await apiLogin(page, 'teacher', DEMO_TEACHER);
  const login = await page.request.post('/ael/student/common/login', {
    data: { account: DEMO_STUDENT, password: DEMO_PASSWORD },
  });
  const studentId = (await login.json()).resultData.student.studentId as number;
  const base = `/ael/school/practice/practices/${eHomeworkId}`;
  const unit = await apiCall<{
    answers: { answerId: number | null; maxScore: number; localAnswer: { imgUrl?: string[] } | null }[];
  }>(page, 'GET', `${base}/answers/next?studentId=${studentId}`, teacher);
  const sheet = unit.answers[0];
  const photo = sheet?.localAnswer?.imgUrl?.[0];
  if (!sheet?.answerId || !photo) throw new Error('the handed-in sheet has no photo to mark');
  await apiCall(page, 'POST', `${base}/answers/${sheet.answerId}/correct`, teacher, {
    score: sheet.maxScore - 1,
    comment: 'Questions 1-4 right; check question 5.',
    pictures: [{ imgUrl: photo, rotation: 0, marks: [{ kind: 'NOTE', x: 0.5, y: 0.5, text: 'See Q5' }] }],
    draft: false,
    baseVersion: 0,
  });
  await page.reload();
  const outcome = page.getByRole('region', { name: 'Result of question 1' });
  await expect(outcome).toContainText(`${sheet.maxScore - 1} / ${sheet.maxScore}`);
  await expect(outcome).toContainText('Questions 1-4 right; check question 5.');
  await expect(outcome.locator('.hb-photo-marks')).toContainText('See Q5');
  await lookAt(page, testInfo, 'task-sheet-marked-en');
  await page.screenshot({ path: `${SHOTS}/task-sheet-marked-en-1280.png`, fullPage: true });
  await press(page, page.getByRole('button', { name: '切換至繁體中文' }));
  await expect(page.getByRole('region', { name: '第 1 題的結果' })).toContainText(
    'Questions 1-4 right; check question 5.',
  );
  // A file saved before is named in the page's language as it is now.
  await expect(page.getByRole('list', { name: '已附上的檔案' }).getByRole('link')).toHaveText(['相片 1']);
  await lookAt(page, testInfo, 'task-sheet-marked-hk');
  await page.screenshot({ path: `${SHOTS}/task-sheet-marked-hk-1280.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test("the seed's task sheet is in demo-student's list and opens with its PDF and instructions", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInStudent(page, 'en');
  await page.goto('/student/home');
  await press(page, page.getByRole('link', { name: '3B Task Sheet: Reading Worksheet' }));
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByText('Read the passage on page 1')).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^PDF reading-worksheet\.pdf/ }).locator('canvas'),
  ).toBeVisible();
  await expect(page.getByTestId('pdf-page')).toHaveText('Page 1 of 1');
  expect(errors).toEqual([]);
});
