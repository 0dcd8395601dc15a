import { hongKongDate, hongKongWallTime, hongKongYearMonth } from '@harbour/domain';
import { expect, test } from '@playwright/test';
import { signIn, watchErrors } from './helpers';

// The client's time-zone rule: a teacher whose browser is in another zone sees Hong Kong days.
test.use({ timezoneId: 'America/New_York' });

test("a browser in New York shows Hong Kong's month and today on the dashboard", async ({ page }) => {
  const errors = watchErrors(page);
  // 04:00 on the 1st of next month in Hong Kong: still the last day of this month in New York.
  const { year, month } = hongKongYearMonth(new Date());
  const moment = hongKongWallTime(year, month + 1, 1, 4);
  const hongKongToday = hongKongDate(moment);
  await page.clock.setFixedTime(moment);
  await signIn(page, 'demo-teacher');
  await page.goto('/home/dashboard');

  const browserDate = await page.evaluate(() => new Date().getDate());
  expect(browserDate).not.toBe(1);
  await expect(page.locator('.hb-day')).toHaveCount(42);
  await expect(page.locator('.hb-day--today')).toHaveCount(1);
  await expect(page.locator('.hb-day--today')).toHaveAttribute('data-day', hongKongToday);
  await expect(page.locator('.hb-day:not(.hb-day--outside)').first()).toHaveAttribute(
    'data-day',
    hongKongToday,
  );
  expect(errors).toEqual([]);
});
