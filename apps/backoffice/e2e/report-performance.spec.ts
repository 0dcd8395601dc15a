import { mkdirSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { choose, lastColumnRates, lookAt, signIn, watchErrors } from './helpers';

/**
 * The report centre, a unit report and a student report on the seeded data, read only: demo-teacher's
 * 3B English in the current term (the seed's units, with the homework due in them and the knowledge points of
 * their questions as objectives). No record is changed, so no other spec is affected.
 */

const SHOTS = '/tmp/shots-hB';

/** A screenshot kept for a person to look at (1280 and 1440 wide), then the helpers' screenshot and axe run. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await lookAt(page, testInfo, name);
}

test('demo-teacher opens the report centre, a unit report (weakest objective first) and a student report, in hk', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  await page.goto('/home/reportCenter');
  await expect(page.getByRole('heading', { name: '報告中心', level: 1 })).toBeVisible();
  await choose(page, /班別/, '3B');
  await expect(page).toHaveURL(/classId=\d+/);
  await choose(page, /科目/, '英文');
  await expect(page.getByRole('button', { name: /科目/ })).toContainText('英文');
  const units = page.getByRole('table', { name: '本學期單元' });
  await expect(units.locator('tbody tr')).toHaveCount(4);
  // The class's recent homework links to its homework report.
  const recent = page.getByRole('table', { name: '最近功課' });
  const seeded = recent.getByRole('link', { name: '3B Reading Check: Last Week' });
  await expect(seeded).toHaveAttribute(
    'href',
    /\/home\/reportCenter\/ePracticeReport\?eHomeworkId=\d+&classId=\d+/,
  );
  // The class's links (the menu has its own entry of that name).
  const classLinks = page.getByRole('navigation', { name: '班級報告' });
  await expect(classLinks.getByRole('link', { name: '錯題中心' })).toHaveAttribute(
    'href',
    /\/home\/errorCenter\?classId=\d+/,
  );
  // The filters survive a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: /班別/ })).toContainText('3B');
  await expect(page.getByRole('button', { name: /科目/ })).toContainText('英文');
  await expect(units.locator('tbody tr')).toHaveCount(4);
  await expect(recent).toBeVisible();
  await shoot(page, testInfo, 'report-centre-hk');

  // The unit with the seeded homework: its objectives weakest first.
  const unitRow = units.locator('tbody tr', { has: page.getByRole('cell', { name: /\d+%/ }) }).first();
  await unitRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/ePracticeCourse\?.*scheduleId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('3B');
  const rates = await lastColumnRates(page, '學習目標（最弱的在前）');
  expect(rates.length).toBeGreaterThan(0);
  const withRate = rates.filter((rate): rate is number => rate !== null);
  expect(withRate.length).toBeGreaterThan(0);
  expect(withRate).toEqual([...withRate].sort((a, b) => a - b));
  expect(rates.slice(withRate.length).every((rate) => rate === null)).toBe(true);
  // The chart's table view has the same numbers, and the choice is in the URL.
  const chart = page.getByRole('region', { name: '各學習目標得分率' });
  await chart.getByRole('tab', { name: '表格' }).click();
  await expect(page).toHaveURL(/view=table/);
  const chartTable = chart.getByRole('table');
  await expect(chartTable).toBeVisible();
  const firstRate = await chartTable.locator('tbody tr').first().locator('td').first().textContent();
  expect(firstRate).toBe(withRate[0] === undefined ? '' : `${withRate[0]}%`);
  await shoot(page, testInfo, 'unit-report-hk');

  // A student of the grid: the student report with the §9 weights of English and the attention band.
  const grid = page.getByRole('table', { name: '每位學生每份功課的得分率' });
  await grid.locator('tbody th a').first().click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/ePracticeReportStudent\?.*studentId=\d+/);
  const aspects = page.getByRole('table', { name: '學習範疇及其比重' });
  await expect(aspects.getByRole('row', { name: /語法/ })).toContainText('40%');
  await expect(aspects.getByRole('row', { name: /閱讀/ })).toContainText('30%');
  await expect(page.getByText('需關注', { exact: true })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: '加權分數' })).toBeVisible();
  // The period by keyboard: the term.
  await page.getByRole('button', { name: /期間/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: '學期' }).press('Enter');
  await expect(page).toHaveURL(/scope=term/);
  await expect(page.getByRole('table', { name: '學習範疇及其比重' })).toBeVisible();
  await shoot(page, testInfo, 'student-report-hk');
  // The class overview of the same class and subject.
  const from = new URL(page.url()).searchParams;
  await page.goto(
    `/home/reportCenter/homeOverView?classId=${from.get('classId')}&subject=${from.get('subject')}`,
  );
  await expect(page.getByText('過去 7 日')).toBeVisible();
  await expect(page.getByRole('heading', { name: '需關注的學生' })).toBeVisible();
  await shoot(page, testInfo, 'class-overview-hk');
  expect(errors).toEqual([]);
});

test('the class overview and the reports in en, axe clean', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto('/home/newReportCenter');
  await expect(page.getByRole('heading', { name: 'Report centre', level: 1 })).toBeVisible();
  await choose(page, /Class/, '3B');
  await choose(page, /Subject/, 'English');
  await expect(page.getByRole('table', { name: 'Units of the term' }).locator('tbody tr')).toHaveCount(4);
  await expect(page.getByRole('table', { name: 'Recent homework' })).toBeVisible();
  await shoot(page, testInfo, 'new-report-centre-en');
  await page.getByRole('link', { name: 'Class overview' }).click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/homeOverView\?/);
  await expect(page.getByText('Past 7 days')).toBeVisible();
  await expect(page.getByText('Past 30 days')).toBeVisible();
  await shoot(page, testInfo, 'class-overview-en');
  await page
    .getByRole('link', { name: /^Unit report: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('3B English');
  await shoot(page, testInfo, 'unit-report-en');
  await page
    .getByRole('table', { name: 'Score rate of each student in each homework' })
    .locator('tbody th a')
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Learning aspects with their weights' })).toContainText(
    'Grammar',
  );
  await shoot(page, testInfo, 'student-report-en');
  // The same component at the A+ route, and the term's units at ePracticeAllCourse.
  const search = new URL(page.url()).search;
  await page.goto(`/home/reportCenter/newAplusReport/student${search}`);
  await expect(page.getByText('A+ student report')).toBeVisible();
  await page.goto('/home/reportCenter/ePracticeAllCourse');
  await expect(page.getByRole('table', { name: 'Units of the term' })).toBeVisible();
  await shoot(page, testInfo, 'all-units-en');
  expect(errors).toEqual([]);
});
