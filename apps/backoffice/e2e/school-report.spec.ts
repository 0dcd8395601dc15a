import { expect, test } from '@playwright/test';
import { lastColumnRates, lookAt, schoolToken, signIn, watchErrors } from './helpers';

/**
 * The whole-school report on the seeded data, read only: the headmaster drills from the school to a grade, a
 * class and a student, one click and one URL each, and every figure on the way is the API's.
 */

interface YearReport {
  schoolYear: number;
  classes: { classId: number; className: string; gradeCode: number; averageScoreRate: number | null }[];
  grades: { gradeCode: number; subjects: { averageScoreRate: number | null }[] }[];
}

interface Mastery {
  totals: MasterySubject[];
  grades: { gradeCode: number; subjects: MasterySubject[] }[];
}
interface MasterySubject {
  subjectCode: string;
  levelCounts: Record<'FULL' | 'MASTERED' | 'PARTIAL' | 'MINIMAL' | 'NONE' | 'NO_DATA', number>;
  aspects: { aspect: string }[];
}

const rounded = (rate: number | null) => (rate === null ? null : Math.round(rate));

test('a headmaster drills from the school to a grade, a class and a student; hk and en', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-headmaster');
  await page.goto('/home/dashboardHead');
  await page.getByRole('link', { name: '全校報告' }).click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/schoolReport$/);
  const response = await page.request.get('/ael/school/v2/report/school/year', {
    headers: { accessToken: (await schoolToken(page)) ?? '' },
  });
  const report = (await response.json()).resultData as YearReport;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('全校報告');

  // The school: each grade and subject with its average, as the API gives them.
  const gradesCaption = '學年各年級各科';
  const cells = report.grades.flatMap((grade) => grade.subjects);
  await expect(page.getByRole('table', { name: gradesCaption }).locator('tbody tr')).toHaveCount(
    cells.length,
  );
  expect(await lastColumnRates(page, gradesCaption)).toEqual(
    cells.map((cell) => rounded(cell.averageScoreRate)),
  );
  // The mastery: the school's and each grade's students per level, and each subject's learning aspects.
  const mastery = (
    await (
      await page.request.get('/ael/school/v2/report/school/year/mastery', {
        headers: { accessToken: (await schoolToken(page)) ?? '' },
      })
    ).json()
  ).resultData as Mastery;
  const levels = page.getByRole('table', { name: '各科各掌握程度的學生人數' });
  const levelRows = [...mastery.totals, ...mastery.grades.flatMap((grade) => grade.subjects)];
  await expect(levels.locator('tbody tr')).toHaveCount(levelRows.length);
  // Grade, subject, then FULL … NONE and no data: each cell's count is the API's.
  const fullCells = await levels.locator('tbody tr > :nth-child(3)').allTextContents();
  expect(fullCells.map((text) => Number(/^\d+/.exec(text)?.[0]))).toEqual(
    levelRows.map((row) => row.levelCounts.FULL),
  );
  const english = mastery.totals.find((total) => total.subjectCode === 'ENGLISH');
  await expect(page.getByRole('table', { name: '英文：學習範疇及其比重' }).locator('tbody tr')).toHaveCount(
    english?.aspects.length ?? -1,
  );
  await expect(
    page.getByText('數學科沒有學習範疇比重').or(page.getByText('此科沒有學習範疇比重，因此不計算加權分數。')),
  ).toBeVisible();
  await expect(page.getByText(/正在載入圖表/)).toHaveCount(0);
  await lookAt(page, testInfo, 'school-report-hk');

  // Printing: the button opens the browser's print (the dialog itself, outside the page, is stood in for), and
  // the printed page is the report alone, made into a PDF by Chromium.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await page.getByRole('button', { name: '列印或儲存為 PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: '主選單' })).toBeHidden();
  await expect(page.getByRole('button', { name: '列印或儲存為 PDF' })).toBeHidden();
  await expect(page.getByRole('table', { name: gradesCaption })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('school-report-print.png'), fullPage: true });
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    path: testInfo.outputPath('school-report.pdf'),
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  // One click: a grade's classes.
  await page.getByRole('link', { name: 'P3中文：該年級各班' }).click();
  await expect(page).toHaveURL(/schoolReport\?gradeCode=3$/);
  const classesCaption = 'P3各班本學年各科';
  const p3 = report.classes.filter((row) => row.gradeCode === 3);
  await expect(page.getByRole('table', { name: classesCaption }).locator('tbody tr')).toHaveCount(p3.length);
  await lookAt(page, testInfo, 'school-report-grade-hk');

  // One more: a class's cumulative report for the year, then one of its students.
  const first = p3[0];
  if (!first) throw new Error('no class in P3');
  await page
    .getByRole('table', { name: classesCaption })
    .getByRole('link', { name: first.className })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`accumulatedStudentReport\\?.*classId=${first.classId}.*period=year`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`累積報告 ${first.className}`);
  const student = page.getByRole('table', { name: '每位學生在各單元的得分率' }).getByRole('link').first();
  const name = (await student.textContent()) ?? '';
  await student.click();
  await expect(page).toHaveURL(/ePracticeReportStudent\?.*studentId=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  // Back up with the browser: each level was its own URL.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/schoolReport\?gradeCode=3$/);

  // Last year: the same page on the year before.
  await page.goto(`/home/reportCenter/schoolReport?schoolYear=${report.schoolYear - 1}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${report.schoolYear - 1}/${String(report.schoolYear % 100).padStart(2, '0')}`,
  );

  await signIn(page, 'demo-headmaster', { locale: 'en' });
  await page.goto('/home/reportCenter/schoolReport');
  await expect(page.getByRole('table', { name: 'The school year by grade and subject' })).toBeVisible();
  await lookAt(page, testInfo, 'school-report-en');
  expect(errors).toEqual([]);
});

test('the subject and the zone reports are the whole-school report over one subject or one family; hk and en', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const yearOf = async (query: string) =>
    (
      await (
        await page.request.get(`/ael/school/v2/report/school/year?${query}`, {
          headers: { accessToken: (await schoolToken(page)) ?? '' },
        })
      ).json()
    ).resultData as YearReport;

  // The panel head's subject report: their subject (English), by grade.
  await signIn(page, 'demo-panel');
  await page.goto('/home/dashboardGrade');
  await page.getByRole('navigation', { name: '學校報告' }).getByRole('link', { name: '科目報告' }).click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/subjectReport$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('科目報告');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('英文');
  const english = await yearOf('subjectCode=ENGLISH');
  expect(await lastColumnRates(page, '學年各年級各科')).toEqual(
    english.grades.flatMap((grade) => grade.subjects.map((cell) => rounded(cell.averageScoreRate))),
  );
  await lookAt(page, testInfo, 'subject-report-hk');

  // The headmaster's SE Zone report: only homework published from SE Zone units; a grade's classes.
  await signIn(page, 'demo-headmaster');
  await page.goto('/home/dashboardHead');
  await page.getByRole('link', { name: 'SE 專區報告' }).click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/seZoneReport$/);
  const seZone = await yearOf('textbookType=SE_ZONE');
  const whole = await yearOf('');
  expect(seZone.classes.length).toBeGreaterThan(0);
  expect(await lastColumnRates(page, '學年各年級各科')).toEqual(
    seZone.grades.flatMap((grade) => grade.subjects.map((cell) => rounded(cell.averageScoreRate))),
  );
  expect(seZone.grades.map((grade) => grade.subjects)).not.toEqual(
    whole.grades.map((grade) => grade.subjects),
  );
  await page.getByRole('link', { name: 'P3數學：該年級各班' }).click();
  await expect(page).toHaveURL(/seZoneReport\?gradeCode=3$/);
  const p3 = seZone.classes.filter((row) => row.gradeCode === 3);
  await expect(page.getByRole('table', { name: 'P3各班本學年各科' }).locator('tbody tr')).toHaveCount(
    p3.length,
  );
  await lookAt(page, testInfo, 'se-zone-report-grade-hk');

  // The category report chooses its family, in English.
  await signIn(page, 'demo-headmaster', { locale: 'en' });
  await page.goto('/home/reportCenter/categoryReport?textbookType=HKAT');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Category report');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('HKAT');
  const hkat = await yearOf('textbookType=HKAT');
  expect(hkat.classes.length).toBeGreaterThan(0);
  await expect(
    page.getByRole('table', { name: 'The school year by grade and subject' }).locator('tbody tr'),
  ).toHaveCount(hkat.grades.flatMap((grade) => grade.subjects).length);
  await lookAt(page, testInfo, 'category-report-en');
  expect(errors).toEqual([]);
});
