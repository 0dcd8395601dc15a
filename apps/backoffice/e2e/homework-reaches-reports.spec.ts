import { hongKongDate } from '@harbour/domain';
import { expect, type Page, test } from '@playwright/test';
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
  await page.getByRole('button', { name: /班別/ }).click();
  await page.getByRole('option', { name: '3B', exact: true }).click();
  await page.getByRole('button', { name: /科目/ }).click();
  await page.getByRole('option', { name: '英文', exact: true }).click();
  const units = page.getByRole('table', { name: '本學期單元' });
  await expect(units.locator('tbody tr').first()).toBeVisible();
  const today = hongKongDate(new Date()).replaceAll('-', '/');
  // Each row: the unit (its header), then its dates, then its homework count.
  const thisWeek = units.locator('tbody tr');
  const holding = await thisWeek.evaluateAll(
    (trs, day) =>
      trs.findIndex((tr) => {
        const [from, to] = (tr.querySelector('td')?.textContent ?? '').split(' – ');
        return from !== undefined && to !== undefined && from <= day && day <= to;
      }),
    today,
  );
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
