import { expect, test } from '@playwright/test';
import { fillWallTime, lookAt, schoolToken, signIn, watchErrors } from './helpers';
import {
  api,
  type Chapter,
  COURSE,
  COURSE_SEARCH,
  type Course,
  classesOfGrade,
  course,
  fillAndPublish,
  hongKongInput,
  openFirstPaperToPublish,
  type Paper,
  publishHomework,
  tick,
} from './publish';

test('publish to a class, see it on the calendar, preview it', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  // From the catalogue: grade, subject, category, the chapter, its paper.
  await page.goto(`/home/courseMag?${COURSE_SEARCH}`);
  // Its menu entry is the current page whatever the catalogue's search params.
  await expect(
    page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '課程管理' }),
  ).toHaveAttribute('aria-current', 'page');
  const { papers } = await course(page);
  await openFirstPaperToPublish(page, papers[0]!);
  const name = `E2E 班別功課 ${Date.now() % 100000}`;
  await fillAndPublish(page, name, ['3A']);

  await page.getByRole('link', { name: '在日曆上查看' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard\?/);
  const day = hongKongInput(3, 18).slice(0, 10);
  await expect(page.locator(`.hb-day[data-day="${day}"]`)).toHaveAttribute('data-marker', /practice|both/);
  await expect(page.getByRole('region', { name: new RegExp(day) }).getByText(name)).toBeVisible();

  // Preview from the published list: every question of the paper through the question engine.
  await page.goto('/home/courseMag/batchPublic?tab=list');
  await page.getByRole('link', { name: `預覽 ${name}` }).click();
  await expect(page).toHaveURL(/previewCourse\?eHomeworkId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.hb-paper-questions > li')).toHaveCount(papers[0]!.questionCount);
  await expect(page.locator('.hqe-question').first()).toBeVisible();
  // Analysis visible: the right answer and the explanation are open before any answer.
  await expect(page.locator('.hqe-explanation').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('publish to a group and to a class at once; the group is shown with its prefix', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const grade = await classesOfGrade(page);
  const group = grade.groups[0]!;
  const name = `E2E 小組功課 ${Date.now() % 100000}`;
  await publishHomework(page, name, [`◆ ${group.groupName}`, '3B']);
  const facts = page.locator('.hb-publish-page__facts');
  await expect(facts).toContainText(group.groupName);
  await expect(facts).toContainText('3B');
  // The group's class calendar shows it on its end day.
  const day = hongKongInput(3, 18).slice(0, 10);
  await page.goto(`/home/dashboard?classId=${group.classId}&month=${day.slice(0, 7)}&day=${day}`);
  await expect(page.getByRole('region', { name: new RegExp(day) }).getByText(name)).toBeVisible();
});

test('a NOT_STARTED homework is deleted from the published list', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const name = `E2E 待刪除 ${Date.now() % 100000}`;
  await publishHomework(page, name, ['3A']);
  await page.goto('/home/courseMag/batchPublic?tab=list');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `刪除${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '確認' }).click();
  await expect(page.getByRole('region', { name: '通知' }).getByText('已刪除功課')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('batch re-publish, then batch delete of homework nobody has completed', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const name = `E2E 批量 ${Date.now() % 100000}`;
  await publishHomework(page, name, ['3B']);
  await page.goto('/home/courseMag/batchPublic?tab=list');
  const rows = page.getByRole('row', { name: new RegExp(name) });
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: '再次發佈已選（1）' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: '開始', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 項中 1 項成功' })).toBeVisible();
  await expect(rows).toHaveCount(2);

  for (const row of await rows.all()) await row.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: '刪除已選（2）' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '確認' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 項中 2 項成功' })).toBeVisible();
  await expect(rows).toHaveCount(0);
});

test('batch publish of five chapters names the one that failed', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const grade = await classesOfGrade(page);
  const classId = grade.classes[0]!.classId;
  const { chapters } = await api<{ chapters: Chapter[] }>(
    page,
    `/ael/school/common/chapters/choosable?${COURSE_SEARCH}&classId=${classId}`,
  );
  const five = chapters.slice(-5);
  expect(five).toHaveLength(5);
  const empty = five.find((c) => c.questionCount === 0);
  expect(empty, 'the seed has a chapter without questions').toBeDefined();
  // Chosen in the catalogue, then sent to batch publish.
  await page.goto(`/home/courseMag?${COURSE_SEARCH}&classId=${classId}`);
  for (const chapter of five)
    await page.getByRole('checkbox', { name: `選擇 ${chapter.chapterName}` }).check({ force: true });
  await page.getByRole('link', { name: '批量發佈已選章節（5）' }).click();
  await expect(page).toHaveURL(new RegExp(`chapterIds=${five.map((c) => c.chapterId).join('%2C')}`));
  await expect(page.getByRole('heading', { name: '要發佈的章節（5）' })).toBeVisible();
  await fillWallTime(page, '開始', hongKongInput(1, 8));
  await fillWallTime(page, '結束', hongKongInput(4, 18));
  await tick(page, grade.classes[0]!.className);
  await page.getByRole('button', { name: '發佈已選章節' }).click();
  const bar = page.getByRole('progressbar', { name: '批量發佈進度' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('status').filter({ hasText: '5 項中 4 項成功' })).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: '部分功課發佈失敗' });
  await expect(failed).toContainText(empty!.chapterName);
  await expect(failed).toContainText('題目數量不足');
  // Only the failed chapter stays chosen, ready to try again.
  await expect(page.getByRole('heading', { name: '要發佈的章節（1）' })).toBeVisible();
});

test('bad input is refused with the spec messages, and nothing is sent', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const before = await api<{ total: number }>(page, '/ael/school/practice/practices?pageSize=1');
  const { courseId, papers } = await course(page);
  await page.goto(`/home/courseMag/courseOptions?courseId=${courseId}&paperId=${papers[0]!.paperId}`);
  await page.getByLabel('功課名稱', { exact: true }).fill('名'.repeat(51));
  await fillWallTime(page, '開始', hongKongInput(3, 8));
  await fillWallTime(page, '結束', hongKongInput(2, 8));
  await tick(page, '3A');
  await page.getByRole('button', { name: '發佈功課' }).click();
  await expect(page.getByText('功課名稱最多50個字')).toBeVisible();
  await expect(page.getByText('結束日期不能早於開始日期')).toBeVisible();
  await expect(page.getByText('開始日期不能晚於結束日期')).toBeVisible();

  // Tests: a duration longer than the period and a maximum above 100%.
  await page.goto(`/home/courseMag/issueExamination?courseId=${courseId}&paperId=${papers[0]!.paperId}`);
  // A test is named a test by default, not after its paper's 練習.
  await expect(page.getByLabel('功課名稱', { exact: true })).toHaveValue(`${papers[0]!.chapterName} 測驗`);
  await fillWallTime(page, '開始', hongKongInput(1, 8));
  await fillWallTime(page, '結束', hongKongInput(1, 9));
  await page.getByLabel('時長（分鐘）').fill('61');
  await page.getByLabel('最高值（%）').fill('101');
  await page.getByLabel('題號', { exact: true }).fill('1,,3');
  await tick(page, '3A');
  await page.getByRole('button', { name: '發佈測驗' }).click();
  await expect(page.getByText('測驗時長不能超過測驗時段')).toBeVisible();
  await expect(page.getByText('最高值不能超過100%')).toBeVisible();
  await expect(page.getByText('題號須為列表，例如 1,2,5-8')).toBeVisible();

  const after = await api<{ total: number }>(page, '/ael/school/practice/practices?pageSize=1');
  expect(after.total).toBe(before.total);
});

/** A PDF of two pages, each with a line of text (the viewer must draw them and give their text). */
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

/** Bytes of a PDF and of a PNG named like a PDF. */
const PDF = twoPagePdf();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a task sheet: one PDF uploaded, previewed, distributed; a renamed PNG is refused', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  await page.goto('/home/courseMag/workPaperPub');
  const name = `E2E 工作紙 ${Date.now() % 100000}`;
  await page.getByLabel('工作紙名稱').fill(name);
  await page
    .getByLabel('PDF 檔案')
    .setInputFiles({ name: 'picture.pdf', mimeType: 'application/pdf', buffer: PNG });
  await page.getByRole('button', { name: '上載' }).click();
  await expect(page.getByText('上載失敗：檔案須為 PDF 檔案')).toBeVisible();
  await expect(page).toHaveURL(/workPaperPub/);

  await page
    .getByLabel('PDF 檔案')
    .setInputFiles({ name: 'sheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('已選：sheet.pdf')).toBeVisible();
  await page.getByRole('button', { name: '上載' }).click();
  await expect(page).toHaveURL(/workPaperSub\?workPaperId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.hb-wp__status')).toHaveText('未分發');
  // Drawn by pdf.js on a canvas, never in the browser's viewer; the page is turned from the keyboard.
  await expect(page.locator('iframe, object, embed')).toHaveCount(0);
  const viewer = page.getByRole('region', { name: /^PDF sheet\.pdf/ });
  await expect(viewer.locator('canvas')).toBeVisible();
  await expect(page.getByText('第 1 頁，共 2 頁')).toBeVisible();
  // The page is drawn (dark text on white) and its text is there for screen readers.
  const darkPixels = () =>
    viewer.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      let dark = 0;
      for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 128) dark++;
      return dark;
    });
  await expect.poll(darkPixels).toBeGreaterThan(100);
  await expect(viewer.getByText('First page')).toBeAttached();
  await viewer.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('第 2 頁，共 2 頁')).toBeVisible();
  await expect(viewer.getByText('Second page')).toBeAttached();
  await page.keyboard.press('Home');
  await expect(page.getByText('第 1 頁，共 2 頁')).toBeVisible();
  await page.getByRole('button', { name: '下一頁' }).click();
  await expect(page.getByText('第 2 頁，共 2 頁')).toBeVisible();
  await expect(page.getByRole('button', { name: '下一頁' })).toBeDisabled();
  await expect(page.getByRole('link', { name: '下載 PDF（sheet.pdf）' })).toHaveAttribute(
    'href',
    /^\/uploads\/schools\/.+\.pdf\?expires=\d+&signature=/,
  );
  await page.screenshot({ path: test.info().outputPath('task-sheet-pdf.png'), fullPage: true });

  await fillWallTime(page, '開始', hongKongInput(1, 8));
  await fillWallTime(page, '結束', hongKongInput(2, 18));
  await tick(page, '3A');
  await page.getByRole('button', { name: '分發' }).click();
  await expect(page).toHaveURL(/workPaperDetail\?workPaperId=\d+/);
  await expect(page.locator('.hb-wp__status')).toHaveText('未開始');

  await page.goto('/home/distributionList');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.locator('.hb-dist__status')).toHaveText('未開始');
  await row.getByRole('link', { name: `${name} 的進度` }).click();
  await expect(page).toHaveURL(/distributionDetail/);
  await expect(page.getByRole('heading', { name: '按班別' })).toBeVisible();
  // The students sort by a header, from the keyboard; the sort is the URL's, so a reload keeps it.
  const students = page.getByRole('table', { name: '按學生' });
  const numberHeader = students.getByRole('columnheader', { name: /學號/ });
  await students.getByRole('button', { name: /學號/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=classNumber/);
  // The table shows the URL's sort before the next press (the URL changes a moment before the page draws it).
  await expect(numberHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(students.getByRole('button', { name: /學號/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=-classNumber/);
  await page.reload();
  await expect(numberHeader).toHaveAttribute('aria-sort', 'descending');

  // The list and the detail say its grade and when it starts.
  const startDay = hongKongInput(1, 8).slice(0, 10).replaceAll('-', '/');
  await expect(page.locator('.hb-dist__muted')).toContainText('P3');
  await expect(page.locator('.hb-dist__muted')).toContainText(startDay);
  await page.goto('/home/distributionList');
  await expect(row.getByRole('cell', { name: 'P3', exact: true })).toBeVisible();
  await expect(row).toContainText(startDay);

  // From the published list its preview is its PDF, not an empty list of questions.
  await page.goto(`/home/courseMag/batchPublic?tab=list&q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: `預覽 ${name}` }).click();
  await expect(page).toHaveURL(/workPaperDetail\?workPaperId=\d+/);
  const firstId = Number(new URL(page.url()).searchParams.get('workPaperId'));
  await expect(page.getByRole('region', { name: /^PDF sheet\.pdf/ }).locator('canvas')).toBeVisible();
  await expect(page.getByText('0 題')).toHaveCount(0);

  // Published once, it is published again to another class from the same PDF, without a new upload.
  await page.getByRole('button', { name: `再次發佈：${name}` }).click();
  await expect(page).toHaveURL(/distributionOption\?workPaperId=\d+/);
  const againId = Number(new URL(page.url()).searchParams.get('workPaperId'));
  expect(againId).not.toBe(firstId);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.hb-wp__status')).toHaveText('未分發');
  await expect(page.getByRole('region', { name: /^PDF sheet\.pdf/ }).locator('canvas')).toBeVisible();
  await fillWallTime(page, '開始', hongKongInput(1, 8));
  await fillWallTime(page, '結束', hongKongInput(2, 18));
  await tick(page, '3B');
  await page.getByRole('button', { name: '分發' }).click();
  await expect(page).toHaveURL(new RegExp(`workPaperId=${againId}`));
  await page.goto('/home/distributionList');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(`${name}.*3B`) })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the published list searches, filters and sorts in the URL; the day list names class and submissions and opens the homework', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const stamp = String(Date.now() % 100000).padStart(5, '0');
  const [first, second] = [`E2E 篩選 A ${stamp}`, `E2E 篩選 B ${stamp}`];
  await publishHomework(page, first, ['3A']);
  await publishHomework(page, second, ['3B']);
  const names = () => page.locator('.hb-batch__table tbody tr').filter({ hasText: stamp });

  await page.goto('/home/courseMag/batchPublic?tab=list');
  const find = page.getByRole('search', { name: '搜尋功課' });
  await find.getByLabel('功課名稱').fill(stamp);
  await find.getByLabel('功課名稱').press('Enter');
  // The router writes a number-like word as JSON ("43001"), which it reads back as text.
  await expect(page).toHaveURL(new RegExp(`q=(%22)?${stamp}`));
  await expect(names()).toHaveCount(2);

  // The browser's back button takes the search back, the box with it.
  await page.goBack();
  await expect(find.getByLabel('功課名稱')).toHaveValue('');
  await page.goForward();
  await expect(find.getByLabel('功課名稱')).toHaveValue(stamp);
  await expect(names()).toHaveCount(2);

  // Sorted by a header from the keyboard, both ways, in the URL.
  await page.getByRole('columnheader', { name: /功課/ }).getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByRole('columnheader', { name: /功課/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(names().first()).toContainText(first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=-name/);
  await expect(names().first()).toContainText(second);

  // A class: only what reaches it; kept by a reload.
  await find.getByRole('button', { name: /班別/ }).click();
  await page.getByRole('option', { name: '3A', exact: true }).click();
  await expect(page).toHaveURL(/classId=\d+/);
  await expect(names()).toHaveCount(1);
  await expect(names().first()).toContainText(first);
  await page.reload();
  await expect(names()).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: /功課/ })).toHaveAttribute('aria-sort', 'descending');
  await lookAt(page, testInfo, 'published-list-filtered-hk');

  // Due dates: the end day is in, the day before is out, and the empty list says what to do.
  const endDay = hongKongInput(3, 18).slice(0, 10);
  await page.goto(`/home/courseMag/batchPublic?tab=list&q=${stamp}&from=${endDay}&to=${endDay}`);
  await expect(names()).toHaveCount(2);
  await page.goto(`/home/courseMag/batchPublic?tab=list&q=${stamp}&to=${hongKongInput(2, 18).slice(0, 10)}`);
  await expect(page.getByText('沒有符合篩選條件的已發佈功課。清除篩選以查看更多。')).toBeVisible();
  await page.getByRole('button', { name: '清除篩選' }).click();
  await expect(page).not.toHaveURL(/q=|to=/);

  // The calendar's day list: whom it went to, submitted of assigned, and a link that opens it.
  const grade = await classesOfGrade(page);
  const classId = grade.classes.find((c) => c.className === '3A')!.classId;
  await page.goto(`/home/dashboard?classId=${classId}&month=${endDay.slice(0, 7)}&day=${endDay}`);
  const dayList = page.getByRole('region', { name: new RegExp(endDay) });
  const item = dayList.getByRole('listitem').filter({ hasText: first });
  await expect(item).toContainText('對象：3A');
  await expect(item).toContainText(/已提交 0\/\d+/);
  await lookAt(page, testInfo, 'dashboard-day-list-hk');
  await item.getByRole('link', { name: first }).click();
  await expect(page).toHaveURL(/previewCourse\?eHomeworkId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  expect(errors).toEqual([]);
});

test('all-grade courses are folded a grade at a time, opened by keyboard', async ({ page }, testInfo) => {
  await signIn(page, 'demo-headmaster');
  await page.goto('/home/allGradeCourse');
  const grades = page.locator('details.hb-cm__grade');
  await expect(grades.first()).toBeVisible();
  expect(await grades.count()).toBeGreaterThan(1);
  await expect(grades.first()).toHaveAttribute('open', '');
  await expect(grades.nth(1)).not.toHaveAttribute('open', '');
  await expect(grades.nth(1).locator('.hb-cm__table')).toBeHidden();
  // The page is short: one line a folded grade.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(2000);
  await grades.nth(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(grades.nth(1).locator('.hb-cm__table')).toBeVisible();
  await expect(grades.nth(1).locator('summary')).toContainText(/\d+ 個課程/);
  await lookAt(page, testInfo, 'all-grade-course-folded-hk');
});

for (const view of [
  { locale: 'hk', width: 1280, height: 800 },
  { locale: 'en', width: 1440, height: 900 },
] as const) {
  test(`the course pages look right at ${view.width}×${view.height} in ${view.locale}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    await signIn(page, 'demo-teacher', { locale: view.locale });
    const tag = `${view.width}x${view.height}-${view.locale}`;
    const { courseId, papers } = await course(page);
    const paper = `courseId=${courseId}&paperId=${papers[0]!.paperId}`;
    // Something published and a task sheet to look at.
    const homework = await api<{ list: { eHomeworkId: number }[] }>(page, '/ael/school/practice/practices');
    const eHomeworkId = homework.list[0]?.eHomeworkId;
    const sheets = await api<{ list: { workPaperId: number }[] }>(page, '/ael/school/practice/workpapers');
    const workPaperId = sheets.list[0]?.workPaperId;
    // An undistributed task sheet for the distribute pages.
    const upload = await page.request.post('/ael/school/practice/workpapers', {
      headers: { accessToken: (await schoolToken(page)) ?? '' },
      multipart: {
        workPaperName: `Look ${view.locale}`,
        subjectCode: COURSE.subjectCode,
        gradeCode: String(COURSE.gradeCode),
        workPaperDesc: 'Read page 3;Answer questions 1-5',
        file: { name: 'look.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    const undistributed = (await upload.json()).resultData.workPaperId as number;
    const [hkat] = await api<Course[]>(
      page,
      `/ael/school/common/courses?gradeCode=5&subjectCode=${COURSE.subjectCode}&textbookType=HKAT`,
    );
    const hkatPapers = await api<{ papers: Paper[] }>(
      page,
      `/ael/school/common/courses/${hkat!.courseId}/papers`,
    );
    const pages: [string, string, string][] = [
      ['course-mag', `/home/courseMag?${COURSE_SEARCH}`, '.hb-cm__table'],
      ['all-grade-course', '/home/allGradeCourse', '.hb-cm__table'],
      ['course-detail', `/home/courseMag/courseDetail?courseId=${courseId}`, '.hb-cm__table'],
      ['pre-view-page', `/home/courseMag/preViewPage?${paper}`, '.hqe-question'],
      ['course-options', `/home/courseMag/courseOptions?${paper}`, '.hb-publish'],
      ['issue-examination', `/home/courseMag/issueExamination?${paper}`, '.hb-publish'],
      [
        'hkat-test-detail',
        `/home/courseMag/hkatTestDetail?courseId=${hkat!.courseId}&paperId=${hkatPapers.papers[0]!.paperId}`,
        '.hb-publish',
      ],
      ['work-paper-sub', `/home/courseMag/workPaperSub?workPaperId=${undistributed}`, '.hb-publish'],
      ['distribution-option', `/home/distributionOption?workPaperId=${undistributed}`, '.hb-publish'],
      ['batch-public', `/home/courseMag/batchPublic?${COURSE_SEARCH}`, '.hb-publish'],
      ['batch-public-list', '/home/courseMag/batchPublic?tab=list', '.hb-batch__card'],
      ['work-paper-pub', '/home/courseMag/workPaperPub', '.hb-wp__form'],
      ['distribution-list', '/home/distributionList', '.hb-dist__card'],
    ];
    if (eHomeworkId !== undefined)
      for (const preview of ['previewCourse', 'previewTest', 'previewExercise', 'previewHkatTest'])
        pages.push([preview, `/home/${preview}?eHomeworkId=${eHomeworkId}`, '.hqe-question']);
    if (workPaperId !== undefined)
      pages.push(
        [
          'work-paper-detail',
          `/home/courseMag/workPaperDetail?workPaperId=${workPaperId}`,
          '.hb-pdf__canvas:not([hidden])',
        ],
        ['distribution-detail', `/home/distributionDetail?workPaperId=${workPaperId}`, '.hb-dist'],
      );
    for (const [name, path, ready] of pages) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await lookAt(page, testInfo, `${name}-${tag}`);
    }
  });
}

test('a homework published in the app shows at once in the dashboard’s due-soon list, without a reload', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const grade = await classesOfGrade(page);
  const classId = grade.classes.find((c) => c.className === '3A')!.classId;
  const [gradeRow] = (
    await api<{ gradeCode: number; gradeName: string }[]>(
      page,
      '/ael/school/common/gradesandclasses/dropdown',
    )
  ).filter((g) => g.gradeCode === COURSE.gradeCode);
  // The dashboard of 3A: its due-soon list is now cached (fresh for the query client's staleTime).
  await page.goto(`/home/dashboard?classId=${classId}`);
  const dueSoon = page.getByRole('link', { name: /^所有即將到期的功課（\d+）$/ });
  await expect(dueSoon).toBeVisible();
  const before = Number(/（(\d+)）/.exec((await dueSoon.textContent()) ?? '')?.[1]);
  // A page load would empty the cache: from here on every move is inside the app.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '課程管理' }).click();
  const filters = page.getByRole('region', { name: '選擇教材' });
  for (const [label, option] of [
    ['年級', gradeRow!.gradeName],
    ['科目', '英文'],
    ['教材類別', 'A+ 課程'],
  ] as const) {
    await filters.getByRole('button', { name: new RegExp(label) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  const { papers } = await course(page);
  await openFirstPaperToPublish(page, papers[0]!);
  const name = `E2E 即將到期 ${Date.now() % 100000}`;
  await fillAndPublish(page, name, ['3A']);

  await page.getByRole('link', { name: '在日曆上查看' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/dashboard\\?classId=${classId}`));
  await page.getByRole('link', { name: `所有即將到期的功課（${before + 1}）` }).click();
  await expect(page.locator('.hb-near__table tbody th[scope="row"]').filter({ hasText: name })).toHaveCount(
    1,
  );
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});
