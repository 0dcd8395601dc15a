import { hongKongWallTime, hongKongYearMonth } from '@harbour/domain';
import { expect, type Page, test } from '@playwright/test';
import { countsHoldStill, lookAt, schoolToken, signIn, watchErrors } from './helpers';

interface Day {
  totalDate: string;
  homeworks: { eHomeworkId: number; homeworkName: string; practiceStatus: string; processType: string }[];
}

/** The month the server reports for the class, read with the page's own token. */
async function monthFromApi(page: Page, classId: number, year: number, month: number): Promise<Day[]> {
  const token = (await schoolToken(page)) ?? '';
  const response = await page.request.get(
    `/ael/school/v2/schedule/classes/${classId}/practices?year=${year}&month=${month}`,
    { headers: { accessToken: token } },
  );
  const body = await response.json();
  expect(body.resultStatus).toBe(true);
  return body.resultData as Day[];
}

/** The classes in the user's scope, from the dropdown call. */
async function classIds(page: Page): Promise<number[]> {
  const grades = await page.evaluate(async () => {
    const r = await fetch('/ael/school/common/classes/dropdown', {
      headers: { accessToken: localStorage.getItem('ael_school_token') ?? '' },
    });
    return (await r.json()).resultData as { classes: { classId: number }[] }[];
  });
  return grades.flatMap((grade) => grade.classes.map((c) => c.classId));
}

test('the calendar shows the seeded homework on the right days', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const now = hongKongYearMonth(new Date());
  // The first class with homework this month (the dashboard opens on the first class).
  let classId = 0;
  let days: Day[] = [];
  for (const id of await classIds(page)) {
    days = await monthFromApi(page, id, now.year, now.month);
    classId = id;
    if (days.some((d) => d.homeworks.length > 0)) break;
  }
  const withHomework = days.filter((d) => d.homeworks.length > 0);
  expect(withHomework.length).toBeGreaterThan(0);
  await page.goto(`/home/dashboard?classId=${classId}`);

  await expect(page.locator('.hb-day')).toHaveCount(42);
  const practice = ['1', '2a', '2b', '2c', '2d'];
  const tests = ['3a', '3b', '4'];
  for (const day of days) {
    const cell = page.locator(`.hb-day[data-day="${day.totalDate}"]`);
    await expect(cell).toHaveAttribute('data-count', String(day.homeworks.length));
    const hasPractice = day.homeworks.some((h) => practice.includes(h.processType));
    const hasTest = day.homeworks.some((h) => tests.includes(h.processType));
    const marker = hasPractice && hasTest ? 'both' : hasPractice ? 'practice' : hasTest ? 'test' : 'none';
    await expect(cell).toHaveAttribute('data-marker', marker);
    // The icon of the day's first homework's processType family, top left.
    if (day.homeworks.length > 0)
      await expect(cell.locator('.hb-process-icon').first()).toHaveAttribute(
        'data-process-type',
        day.homeworks[0]!.processType,
      );
  }
  const first = withHomework[0]!;
  await page.locator(`.hb-day[data-day="${first.totalDate}"]`).click();
  const list = page.getByRole('region', { name: new RegExp(first.totalDate) });
  for (const homework of first.homeworks) {
    await expect(list.getByText(homework.homeworkName)).toBeVisible();
    // Each homework with its processType icon (spec §3), named by its family and code.
    await expect(
      list
        .locator('li', { hasText: homework.homeworkName })
        .locator(`[data-process-type="${homework.processType}"]`),
    ).toHaveAttribute('role', 'img');
  }
  expect(errors).toEqual([]);
});

test('a NOT_STARTED homework can be deleted from the calendar, which then refreshes', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const now = hongKongYearMonth(new Date());
  // This month and the next, in Hong Kong.
  const months = [0, 1].map((d) => hongKongYearMonth(hongKongWallTime(now.year, now.month + d, 1)));
  let target: { classId: number; year: number; month: number; day: Day; name: string } | null = null;
  for (const classId of await classIds(page))
    for (const { year, month } of months) {
      if (target) break;
      const days = await monthFromApi(page, classId, year, month);
      const day = days.find((d) => d.homeworks.some((h) => h.practiceStatus === 'NOT_STARTED'));
      const homework = day?.homeworks.find((h) => h.practiceStatus === 'NOT_STARTED');
      if (day && homework) target = { classId, year, month, day, name: homework.homeworkName };
    }
  expect(target, 'the seed has a NOT_STARTED homework').not.toBeNull();
  const { classId, year, month, day, name } = target!;
  await page.goto(
    `/home/dashboard?classId=${classId}&month=${year}-${String(month).padStart(2, '0')}&day=${day.totalDate}`,
  );
  const list = page.getByRole('region', { name: new RegExp(day.totalDate) });
  await list.getByRole('button', { name: `刪除${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '確認' }).click();
  await expect(page.getByRole('region', { name: '通知' }).getByRole('listitem').first()).toBeVisible();
  await expect(list.getByText(name)).toBeHidden();
});

test('the calendar cannot go before the year 2000', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const [classId] = await classIds(page);
  await page.goto(`/home/dashboard?classId=${classId}&month=2000-01`);
  await page.getByRole('button', { name: '上一個月' }).click();
  await expect(page.getByRole('region', { name: '通知' }).getByText('無法查詢更早的日期')).toBeVisible();
  await expect(page).toHaveURL(/month=2000-01/);
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  for (const locale of ['hk', 'en'] as const) {
    test(`dashboard, personal centre and change password look right at ${size.width}×${size.height} in ${locale}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      const tag = `${size.width}x${size.height}-${locale}`;
      await page.goto('/');
      await page.evaluate((l) => localStorage.setItem('locale', JSON.stringify(l)), locale);
      await page.reload();
      await expect(page.getByRole('button', { name: locale === 'en' ? 'Log in' : '登入' })).toBeVisible();
      await lookAt(page, testInfo, `login-${tag}`);
      await signIn(page, 'demo-teacher', { locale });
      await expect(page.locator('.hb-day')).toHaveCount(42);
      await countsHoldStill(page);
      // A day with homework open, so its list and processType icons are in the picture.
      const busyDay = page.locator('.hb-day:not([data-count="0"])').first();
      if ((await busyDay.count()) > 0) {
        await busyDay.click();
        await expect(page.locator('.hb-homework-list .hb-process-icon').first()).toBeVisible();
      }
      await lookAt(page, testInfo, `dashboard-${tag}`);
      const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : '主選單' });
      await nav.getByRole('link', { name: locale === 'en' ? 'Personal centre' : '個人中心' }).click();
      await expect(page).toHaveURL(/selfCenter/);
      await expect(page.locator('.hb-self__profile')).toBeVisible();
      await lookAt(page, testInfo, `self-center-${tag}`);
      await nav.getByRole('link', { name: locale === 'en' ? 'Change password' : '修改密碼' }).click();
      await expect(page).toHaveURL(/changePw/);
      await lookAt(page, testInfo, `change-password-${tag}`);
    });
  }
}

for (const path of ['/home/selfCenter', '/home/changePw']) {
  test(`${path} is styled when loaded directly, not only after visiting another page`, async ({ page }) => {
    await signIn(page, 'demo-teacher');
    await page.goto(path);
    const card = page.locator('main .hb-card').first();
    await expect(card).toBeVisible();
    // A card: the surface colour and its shadow, from the stylesheet the app loads for every page.
    await expect(card).not.toHaveCSS('box-shadow', 'none');
    await expect(card).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });
}
