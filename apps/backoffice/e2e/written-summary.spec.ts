import { expect, test } from '@playwright/test';
import { choose, lookAt, schoolToken, signIn, watchErrors } from './helpers';

/**
 * The AI report (spec §2 aiReport) on the seeded data, read only: demo-teacher's 3B English this term written
 * out by the rules, every figure in the sentences the report API's.
 */

test('demo-teacher reads the class and each student written out from the term’s figures; hk and en', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  await page.goto('/home/reportCenter');
  await choose(page, /班別/, '3B');
  await choose(page, /科目/, '英文');
  await expect(page.getByRole('button', { name: /科目/ })).toContainText('英文');
  await page.getByRole('navigation', { name: '班級報告' }).getByRole('link', { name: '文字總結' }).click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/aiReport\?.*classId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('文字總結 3B');

  const search = new URL(page.url()).searchParams;
  const query = `classId=${search.get('classId')}&termId=${search.get('termId')}&subjectCode=ENGLISH`;
  const headers = { accessToken: (await schoolToken(page)) ?? '' };
  const term = (
    await (
      await page.request.get(`/ael/school/v2/report/schedules/wholeperformance?${query}`, { headers })
    ).json()
  ).resultData as { averageScoreRate: number | null };
  const students = (
    await (await page.request.get(`/ael/school/v2/report/students/performance?${query}`, { headers })).json()
  ).resultData as { students: { scoreRate: number | null }[]; catchUpCount: number };
  if (term.averageScoreRate === null) throw new Error('the seed marks 3B English this term');

  const classPart = page.locator('section:has(#hb-summary-class)');
  await expect(classPart).toContainText(`本學期全班平均為 ${Math.round(term.averageScoreRate)}%`);
  await expect(classPart).toContainText(
    students.catchUpCount === 0 ? '沒有學生需要跟進' : `${students.catchUpCount} 名學生需要跟進`,
  );
  const table = page.getByRole('table', { name: '本學期每位學生的文字總結' });
  await expect(table.locator('tbody tr')).toHaveCount(students.students.length);
  // Both list the students by class number. (Not by name: a name's language is the request's, and the API
  // call here sends none, so it follows the account's last language switch.)
  const index = students.students.findIndex((s) => s.scoreRate !== null);
  const rate = students.students[index]?.scoreRate;
  if (rate == null) throw new Error('no student of 3B has a rate');
  await expect(table.locator('tbody tr').nth(index)).toContainText(`得分率 ${Math.round(rate)}%`);
  await lookAt(page, testInfo, 'written-summary-hk');

  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto(`/home/reportCenter/aiReport?${query.replace('subjectCode', 'subject')}`);
  await expect(page.locator('section:has(#hb-summary-class)')).toContainText(
    `The class average this term is ${Math.round(term.averageScoreRate)}%`,
  );
  await lookAt(page, testInfo, 'written-summary-en');
  expect(errors).toEqual([]);
});
