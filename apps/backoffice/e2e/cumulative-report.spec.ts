import { wholePercent } from '@harbour/domain';
import { expect, type Page, test } from '@playwright/test';
import { choose, lastColumnRates, lookAt, schoolToken, signIn, watchErrors } from './helpers';

/** The cumulative report's answer as the API gives it to the signed-in teacher. */
interface Cumulative {
  units: { scheduleId: number; name: string; termId: number }[];
  students: { studentId: number; name: string; scoreRate: number | null; unitRates: (number | null)[] }[];
  unitAverages: (number | null)[];
  averageScoreRate: number | null;
}

async function cumulativeOf(page: Page, query: string): Promise<Cumulative> {
  const token = (await schoolToken(page)) ?? '';
  const response = await page.request.get(`/ael/school/v2/report/students/wholeperformance?${query}`, {
    headers: { accessToken: token },
  });
  const body = await response.json();
  expect(body.resultStatus, body.errorMessage).toBe(true);
  return body.resultData as Cumulative;
}

const rounded = (rate: number | null) => (rate === null ? null : wholePercent(rate));

test('the cumulative report: each student unit by unit over the term, then the school year, as the API answers; hk and en', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  await page.goto('/home/reportCenter');
  await choose(page, /班別/, '3B');
  await choose(page, /科目/, '英文');
  await expect(page.getByRole('button', { name: /科目/ })).toContainText('英文');
  await page.getByRole('navigation', { name: '班級報告' }).getByRole('link', { name: '累積報告' }).click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/accumulatedStudentReport\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('累積報告 3B');

  // The term: every student, their overall rate and the class average, as the API gives them.
  const search = new URL(page.url()).searchParams;
  const base = `classId=${search.get('classId')}&subjectCode=ENGLISH`;
  const term = await cumulativeOf(page, `${base}&termId=${search.get('termId')}`);
  expect(term.students.length).toBeGreaterThan(0);
  expect(term.units.length).toBeGreaterThan(0);
  const caption = '每位學生在各單元的得分率';
  await expect(page.getByRole('table', { name: caption }).locator('tbody tr')).toHaveCount(
    term.students.length,
  );
  expect(await lastColumnRates(page, caption)).toEqual(term.students.map((s) => rounded(s.scoreRate)));
  for (const unit of term.units)
    await expect(
      page.getByRole('table', { name: caption }).getByRole('columnheader', { name: unit.name }),
    ).toBeVisible();
  const average = page.locator('.hb-report-figures div').filter({ hasText: '全班平均' }).locator('dd');
  await expect(average).toHaveText(`${rounded(term.averageScoreRate)}%`);
  await lookAt(page, testInfo, 'cumulative-term-hk');

  // The school year: the URL says so, and the figures are the year's.
  await choose(page, /期間/, '全學年');
  await expect(page).toHaveURL(/period=year/);
  const terms = (await (
    await page.request.get(`/ael/school/common/classes/${search.get('classId')}/terms`, {
      headers: { accessToken: (await schoolToken(page)) ?? '' },
    })
  ).json()) as { resultData: { termId: number; schoolYear: number; semester: number }[] };
  const schoolYear = terms.resultData.find((t) => t.termId === Number(search.get('termId')))?.schoolYear;
  const year = await cumulativeOf(page, `${base}&schoolYear=${schoolYear}`);
  expect(new Set(year.units.map((u) => u.termId)).size).toBeGreaterThan(1);
  expect(year.units.length).toBeGreaterThanOrEqual(term.units.length);
  await expect(page.getByRole('table', { name: caption }).locator('thead th')).toHaveCount(
    year.units.length + 3,
  );
  expect(await lastColumnRates(page, caption)).toEqual(year.students.map((s) => rounded(s.scoreRate)));
  await expect(average).toHaveText(`${rounded(year.averageScoreRate)}%`);
  // Each semester has its Unit 1: over the year a unit's column says its semester.
  const semesterOf = new Map(terms.resultData.map((t) => [t.termId, t.semester]));
  const first = year.units[0];
  if (!first) throw new Error('the year has no unit');
  await expect(page.getByRole('table', { name: caption }).locator('thead th').nth(2)).toHaveText(
    `${first.name}（第${semesterOf.get(first.termId)}學期）`,
  );
  await lookAt(page, testInfo, 'cumulative-year-hk');

  // In English, from the same URL.
  const url = page.url();
  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cumulative report 3B');
  await expect(page.getByRole('table', { name: "Each student's score rate in each unit" })).toBeVisible();
  await lookAt(page, testInfo, 'cumulative-year-en');
  expect(errors).toEqual([]);
});
