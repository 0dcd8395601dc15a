import { expect, type Page, test } from '@playwright/test';
import { countsHoldStill, lookAt, schoolToken, signIn, watchErrors } from './helpers';

interface NearRow {
  eHomeworkId: number;
  homeworkName: string;
  processType: string;
  endTime: string;
  createTime: string;
  practiceStatus: string;
}

/** A near-homework list as the server gives it, read with the page's own token. */
async function nearFromApi(page: Page, classId: number, near: 'ENDING' | 'PUBLISHED', days = 7) {
  const token = (await schoolToken(page)) ?? '';
  const response = await page.request.get(
    `/ael/school/common/classes/ehomeworks?classId=${classId}&near=${near}&days=${days}`,
    { headers: { accessToken: token } },
  );
  const body = await response.json();
  expect(body.resultStatus, body.errorMessage).toBe(true);
  return body.resultData as NearRow[];
}

/** The first class of the user with seeded homework ending within 7 days. */
async function classWithNearHomework(page: Page): Promise<number> {
  const grades = await page.evaluate(async () => {
    const r = await fetch('/ael/school/common/classes/dropdown', {
      headers: { accessToken: localStorage.getItem('ael_school_token') ?? '' },
    });
    return (await r.json()).resultData as { classes: { classId: number }[] }[];
  });
  for (const { classId } of grades.flatMap((grade) => grade.classes))
    if ((await nearFromApi(page, classId, 'ENDING')).length > 0) return classId;
  throw new Error('the seed has no homework ending within 7 days');
}

/** Names in the table's rows, in order. */
const rowNames = (page: Page) => page.locator('.hb-near__table tbody th[scope="row"]');

test('the dashboard links to the homework due soon, which lists the seeded homework in order', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const classId = await classWithNearHomework(page);
  const ending = await nearFromApi(page, classId, 'ENDING');
  await page.goto(`/home/dashboard?classId=${classId}`);
  await page.getByRole('link', { name: `所有即將到期的功課（${ending.length}）` }).click();
  await expect(page).toHaveURL(new RegExp(`/home/dashboard/nearHomework\\?classId=${classId}`));
  await expect(page.getByRole('heading', { name: '即將到期的功課', level: 1 })).toBeVisible();
  await expect(rowNames(page)).toHaveCount(ending.length);
  for (const [index, homework] of ending.entries()) {
    await expect(rowNames(page).nth(index)).toContainText(homework.homeworkName);
    await expect(rowNames(page).nth(index).locator('.hb-process-icon')).toHaveAttribute(
      'data-process-type',
      homework.processType,
    );
  }
  expect(ending.every((h) => ['NOT_STARTED', 'IN_PROGRESS'].includes(h.practiceStatus))).toBe(true);
  expect(errors).toEqual([]);
});

test('the recently published list follows the class, the period and the subject chosen', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const classId = await classWithNearHomework(page);
  await page.goto(`/home/dashboard/nearPublicHomework?classId=${classId}`);
  await expect(page.getByRole('heading', { name: '最近發佈的功課', level: 1 })).toBeVisible();
  const week = await nearFromApi(page, classId, 'PUBLISHED', 7);
  await expect(rowNames(page)).toHaveCount(Math.max(week.length, 0));
  if (week.length === 0)
    await expect(page.getByText('這段期間沒有功課。請選擇較長的期間、其他班別或所有科目。')).toBeVisible();

  const month = await nearFromApi(page, classId, 'PUBLISHED', 31);
  expect(month.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /期間/ }).click();
  await page.getByRole('option', { name: '過去 31 日' }).click();
  await expect(page).toHaveURL(/days=31/);
  await expect(rowNames(page)).toHaveCount(month.length);
  for (const [index, homework] of month.entries())
    await expect(rowNames(page).nth(index)).toContainText(homework.homeworkName);
  const created = month.map((h) => Date.parse(h.createTime));
  expect(created).toEqual([...created].sort((a, b) => b - a));

  // A subject narrows the list to that subject's homework.
  const token = (await schoolToken(page)) ?? '';
  const english = (
    await (
      await page.request.get(
        `/ael/school/common/classes/ehomeworks?classId=${classId}&near=PUBLISHED&days=31&subjectCode=ENGLISH`,
        { headers: { accessToken: token } },
      )
    ).json()
  ).resultData as NearRow[];
  await page.getByRole('button', { name: /科目/ }).click();
  await page.getByRole('option', { name: '英文' }).click();
  await expect(page).toHaveURL(/subjectCode=ENGLISH/);
  await expect(rowNames(page)).toHaveCount(english.length);
  await expect(page.locator('.hb-near__table tbody td:nth-of-type(1)')).toHaveText(english.map(() => '英文'));

  // The tab to the other list keeps the class, the period and the subject.
  await page
    .getByRole('navigation', { name: '近期功課列表' })
    .getByRole('link', { name: '即將到期' })
    .click();
  await expect(page).toHaveURL(new RegExp(`nearHomework\\?classId=${classId}&days=31&subjectCode=ENGLISH`));
  expect(errors).toEqual([]);
});

for (const { width, height, locale } of [
  { width: 1280, height: 800, locale: 'hk' },
  { width: 1440, height: 900, locale: 'en' },
] as const) {
  test(`the near-homework pages look right at ${width}×${height} in ${locale}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'demo-teacher', { locale });
    const classId = await classWithNearHomework(page);
    await page.goto(`/home/dashboard?classId=${classId}`);
    await expect(page.locator('.hb-day')).toHaveCount(42);
    await countsHoldStill(page);
    await lookAt(page, testInfo, `dashboard-near-${width}x${height}-${locale}`);
    for (const [path, heading] of [
      ['nearHomework', locale === 'en' ? 'Homework due soon' : '即將到期的功課'],
      ['nearPublicHomework', locale === 'en' ? 'Recently published homework' : '最近發佈的功課'],
    ] as const) {
      await page.goto(`/home/dashboard/${path}?classId=${classId}&days=31`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(rowNames(page).first()).toBeVisible();
      await lookAt(page, testInfo, `${path}-${width}x${height}-${locale}`);
    }
  });
}
