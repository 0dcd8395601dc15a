import { hongKongYearMonth } from '@harbour/domain';
import { expect, type Page, test } from '@playwright/test';
import { fillWallTime, lookAt, seededPaper, signIn } from './helpers';

// A teacher's browser that knows no Chinese and sits in another zone: the fields must still read and
// write Hong Kong's order and Hong Kong's time.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/** The picker's text as a person reads it (without React Aria's invisible isolation marks). */
function shown(page: Page, label: string): Promise<string> {
  return page.getByRole('group', { name: label, exact: true }).evaluate((group) =>
    (group.textContent ?? '')
      .replace(/[\u2066-\u2069\u200e\u200f\u00a0\u202f▾]/g, ' ')
      .replace(/\s+/g, '')
      .trim(),
  );
}

test('the publish form writes dates YYYY/MM/DD with 上午/下午 or am/pm, sends Hong Kong time, and shows it back with 上午/下午', async ({
  page,
}, testInfo) => {
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  const paper = (await seededPaper(page)).query;
  await page.goto(`/home/courseMag/courseOptions?${paper}`);
  expect(await shown(page, '開始')).toMatch(/^\d{4}\/\d{2}\/\d{2}(上午|下午)\d{2}:\d{2}$/);

  // Typed part by part: the year stops at four digits, the rest goes to the month, day and time.
  const year = hongKongYearMonth(new Date()).year + 1;
  await fillWallTime(page, '開始', `${year}-03-04T09:05`);
  await fillWallTime(page, '結束', `${year}-03-06T18:30`);
  expect(await shown(page, '開始')).toBe(`${year}/03/04上午09:05`);
  expect(await shown(page, '結束')).toBe(`${year}/03/06下午06:30`);
  await page.locator('.hb-publish__targets').getByText('3A', { exact: true }).click();
  await lookAt(page, testInfo, 'publish-date-time-hk');

  await page.getByRole('button', { name: '發佈功課' }).click();
  // The confirmation shows the times the server stored, in Hong Kong time: 09:05 stayed 09:05 though
  // the browser is twelve or thirteen hours behind.
  await expect(page.getByText(`${year}/03/04 上午09:05`)).toBeVisible();
  await expect(page.getByText(`${year}/03/06 下午06:30`)).toBeVisible();

  // The same field on an English page: year first still, with am/pm.
  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto(`/home/courseMag/courseOptions?${paper}`);
  await fillWallTime(page, 'Start', `${year}-03-04T21:05`);
  expect(await shown(page, 'Start')).toBe(`${year}/03/04,09:05pm`);
  await lookAt(page, testInfo, 'publish-date-time-en');
});

test('the calendar of a date field opens and chooses a day by keyboard alone', async ({ page }) => {
  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto(`/home/courseMag/courseOptions?${(await seededPaper(page)).query}`);
  const year = hongKongYearMonth(new Date()).year + 1;
  await fillWallTime(page, 'End', `${year}-05-10T10:00`);
  expect(await shown(page, 'End')).toBe(`${year}/05/10,10:00am`);
  const end = page.getByRole('group', { name: 'End', exact: true });
  await end.getByRole('spinbutton').first().focus();
  await page.keyboard.press('Alt+ArrowDown');
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('grid')).toBeVisible();
  // The chosen day has focus: one day on, Enter, and the calendar closes with the date changed.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  expect(await shown(page, 'End')).toBe(`${year}/05/11,10:00am`);
});
