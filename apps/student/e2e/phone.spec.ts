import { devices, expect, test } from '@playwright/test';
import { LOCALE_KEY, lookAt, watchErrors } from './helpers';

// A phone: the student is told to use the PC browser or the student app, with the download links (spec §1, §2).
test.use({ userAgent: devices['iPhone 13'].userAgent });

test('on a phone the PC-browser prompt opens with the download links, and closes by keyboard', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await page.goto('/student/');
  const prompt = page.getByRole('dialog');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link')).toHaveCount(6);
  await lookAt(page, testInfo, 'phone-prompt-hk');
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Harbour 學生功課' })).toBeVisible();

  // en too: the prompt opens again in the language the student chose.
  await page.evaluate((key) => localStorage.setItem(key, 'en'), LOCALE_KEY);
  await page.reload();
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link')).toHaveCount(6);
  await lookAt(page, testInfo, 'phone-prompt-en');
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Harbour student homework' })).toBeVisible();
  expect(errors).toEqual([]);
});
