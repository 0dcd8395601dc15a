import { mkdirSync } from 'node:fs';
import { hongKongDate } from '@harbour/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { answerCurrent } from '../../student/e2e/answer-by-keyboard';
import { press, signInStudent } from '../../student/e2e/helpers';
import { lookAt, signIn, watchErrors } from './helpers';
import { hongKongInput, publishHomework } from './publish';

// Beyond the seed: a homework a teacher publishes today joins this week's unit of the teaching calendar,
// and once a student hands it in, the teacher finds it in the report centre and opens its report from the
// published list, without typing an address.

/** The student hands in the homework named `name` through the student app, answering every question. */
async function handIn(student: Page, name: string): Promise<void> {
  await signInStudent(student, 'en');
  await press(student, student.getByRole('link', { name }));
  await expect(student.getByRole('heading', { level: 1, name })).toBeVisible();
  const questions = student.getByRole('navigation', { name: 'Questions' }).getByRole('button');
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  for (let n = 0; n < count; n += 1) {
    await press(student, questions.nth(n));
    await answerCurrent(student);
  }
  await expect(student.getByTestId('save-state')).toHaveText('All answers saved');
  await press(student, student.getByRole('button', { name: 'Hand in homework' }));
  await press(student, student.getByRole('dialog').getByRole('button', { name: 'Hand in' }));
  await expect(student.getByRole('heading', { name: 'Handed in' })).toBeVisible();
}

/**
 * Chooses a class and a subject in the report centre and answers the rows of the term's units once they
 * are that class's and subject's: each row's link carries both, so rows still showing the previous choice
 * (the page moves on a moment after the click) are never read.
 */
async function unitsOf(
  page: Page,
  words: { klass: RegExp; subject: RegExp; units: string },
  className: string,
  subject: { label: string; code: string },
): Promise<Locator> {
  await page.getByRole('button', { name: words.klass }).click();
  await page.getByRole('option', { name: className, exact: true }).click();
  await expect(page).toHaveURL(/classId=\d+/);
  const classId = new URL(page.url()).searchParams.get('classId');
  await page.getByRole('button', { name: words.subject }).click();
  await page.getByRole('option', { name: subject.label, exact: true }).click();
  const rows = page.getByRole('table', { name: words.units }).locator('tbody tr');
  await expect(
    rows.locator(`a[href*="classId=${classId}"][href*="subject=${subject.code}"]`).first(),
  ).toBeVisible();
  return rows;
}

/** The index of the unit row whose dates (its first cell, "from – to") hold `day` (YYYY/MM/DD); -1 if none. */
function unitHolding(rows: Locator, day: string): Promise<number> {
  return rows.evaluateAll(
    (trs, day) =>
      trs.findIndex((tr) => {
        const [from, to] = (tr.querySelector('td')?.textContent ?? '').split(' – ');
        return from !== undefined && to !== undefined && from <= day && day <= to;
      }),
    day,
  );
}

test('a homework published today reaches this week’s unit, the unit report and its report from the published list', async ({
  page,
  context,
}, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const name = `E2E 報告之旅 ${Date.now() % 100000}`;
  // Begun at midnight today: the reports read homework once it has begun.
  await publishHomework(page, name, ['3B'], { start: hongKongInput(0, 0), end: hongKongInput(2, 18) });

  await handIn(await context.newPage(), name);

  // The report centre: 3B's English units of this term; the one holding today has the homework.
  await page.goto('/home/reportCenter');
  const thisWeek = await unitsOf(page, WORDS.hk, '3B', { label: '英文', code: 'ENGLISH' });
  const today = hongKongDate(new Date()).replaceAll('-', '/');
  // Each row: the unit (its header), then its dates, then its homework count.
  const holding = await unitHolding(thisWeek, today);
  expect(holding, `a unit of 3B English holds ${today}`).toBeGreaterThanOrEqual(0);
  const unitRow = thisWeek.nth(holding);
  const homeworkCount = Number(await unitRow.locator('td').nth(1).textContent());
  await lookAt(page, testInfo, 'report-centre-with-new-homework');
  await unitRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/ePracticeCourse\?.*scheduleId=\d+/);
  const grid = page.getByRole('table', { name: '每位學生每份功課的得分率' });
  await expect(grid.getByRole('link', { name })).toBeVisible();
  // The calendar's count of the unit's homework is the unit report's.
  const columns = await grid.locator('thead th a[href*="eHomeworkId="]').count();
  expect(columns).toBe(homeworkCount);
  await lookAt(page, testInfo, 'unit-report-with-new-homework');

  // From the published list, one link opens its report, where the hand-in counts.
  await page.goto(`/home/courseMag/batchPublic?tab=list&q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: `${name}的報告` }).click();
  // An A+ course's homework: the A+ family's homework report.
  await expect(page).toHaveURL(/\/home\/reportCenter\/newAplusReport\/detail\?eHomeworkId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await lookAt(page, testInfo, 'homework-report-from-published-list');
  expect(errors).toEqual([]);
});

const TEST = '5A Mid-term Test';
const TEST_SHOTS = '/tmp/shots-test-report';

/** Words of the pages the seeded test is reached from, per language. */
const WORDS = {
  hk: {
    klass: /班別/,
    subject: /科目/,
    english: '英文',
    units: '本學期單元',
    tests: '本學期測驗',
    grid: '每位學生每份功課的得分率',
  },
  en: {
    klass: /Class/,
    subject: /Subject/,
    english: 'English',
    units: 'Units of the term',
    tests: 'Tests of the term',
    grid: 'Score rate of each student in each homework',
  },
} as const;

for (const locale of ['hk', 'en'] as const) {
  test(`the seeded test is reached from the report centre, its unit report and the published list, never by typing its address, in ${locale}`, async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    const words = WORDS[locale];
    await signIn(page, 'demo-teacher', { locale });
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await page.evaluate(() => localStorage.getItem('ael_school_token') ?? '');
    const list = await page.request.get(
      `/ael/school/practice/practices?keyword=${encodeURIComponent('Mid-term')}`,
      {
        headers: { accesstoken: token },
      },
    );
    const seeded = (
      (await list.json()).resultData.list as { homeworkName: string; startTime: string }[]
    ).find((row) => row.homeworkName === TEST);
    if (!seeded) throw new Error(`no ${TEST}`);
    const begun = hongKongDate(new Date(seeded.startTime)).replaceAll('-', '/');

    // The report centre of 5A English (the term it was set in): the test among the term's tests.
    await page.goto('/home/reportCenter');
    const rows = await unitsOf(page, words, '5A', { label: words.english, code: 'ENGLISH' });
    const tests = page.getByRole('table', { name: words.tests });
    const testLink = tests.getByRole('link', { name: TEST });
    await expect(testLink).toHaveAttribute('href', /\/home\/reportCenter\/testTotalReport\?eHomeworkId=\d+/);
    await testLink.scrollIntoViewIfNeeded();
    mkdirSync(TEST_SHOTS, { recursive: true });
    await page.screenshot({ path: `${TEST_SHOTS}/report-centre-${locale}-1280.png`, fullPage: true });
    await lookAt(page, testInfo, `report-centre-test-${locale}`);

    // The unit it began in: its unit report links it to the test report.
    const holding = await unitHolding(rows, begun);
    expect(holding, `a unit of 5A English holds ${begun}`).toBeGreaterThanOrEqual(0);
    await rows.nth(holding).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/home\/reportCenter\/ePracticeCourse\?.*scheduleId=\d+/);
    await expect(
      page.getByRole('table', { name: words.grid }).getByRole('link', { name: TEST }),
    ).toHaveAttribute('href', /\/home\/reportCenter\/testTotalReport\?eHomeworkId=\d+/);

    // The published list links it to the test report, as it links homework to theirs.
    await page.goto(`/home/courseMag/batchPublic?tab=list&q=${encodeURIComponent('Mid-term')}`);
    await page.getByRole('link', { name: locale === 'hk' ? `${TEST}的報告` : `Report of ${TEST}` }).click();
    await expect(page).toHaveURL(/\/home\/reportCenter\/testTotalReport\?eHomeworkId=\d+/);
    await expect(page.getByRole('heading', { name: TEST, level: 1 })).toBeVisible();
    await expect(page.locator('.hb-report-chart__loading')).toHaveCount(0);
    await page.screenshot({ path: `${TEST_SHOTS}/test-report-${locale}-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
