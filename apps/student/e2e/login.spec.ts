import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_STUDENT, lookAt, STUDENT_TOKEN_KEY, watchErrors } from './helpers';

test('the login page in hk (default) and en: a student signs in by keyboard alone', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await page.goto('/student/');
  await expect(page.getByRole('heading', { name: 'Harbour 學生功課' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  await lookAt(page, testInfo, 'login-hk');

  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour student homework' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await lookAt(page, testInfo, 'login-en');

  // A wrong password is said on the page.
  await page.getByLabel('Account').fill(DEMO_STUDENT);
  await page.getByLabel('Password').fill('wrong-password1');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();

  // Keyboard alone: Tab to the fields, Enter to send.
  await page.getByLabel('Account').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(DEMO_STUDENT);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/home$/);
  await expect(page.getByRole('heading', { name: 'My homework' })).toBeVisible();
  // The student's own key: the teacher's ael_school_token is never written.
  const keys = await page.evaluate(() => ({ ...localStorage }));
  expect(keys[STUDENT_TOKEN_KEY]).toBeTruthy();
  expect(keys.ael_school_token).toBeUndefined();

  // Signed in, the login page leads to the homework; logging out comes back to it.
  await page.goto('/student/');
  await expect(page).toHaveURL(/\/student\/home$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/student\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STUDENT_TOKEN_KEY)).toBeNull();
  expect(errors).toEqual([]);
});

test('a page behind the login sends a signed-out student to the login page', async ({ page }) => {
  await page.goto('/student/home');
  await expect(page).toHaveURL(/\/student\/$/);
});
