import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('change password checks every rule of spec §5 and §8', async ({ page }) => {
  await signIn(page, 'demo-panel');
  await page.goto('/home/changePw');
  const old = page.getByLabel('舊密碼');
  const fresh = page.getByLabel('新密碼', { exact: true });
  const again = page.getByLabel('再次輸入新密碼');
  const submit = page.getByRole('button', { name: '確認' });

  await old.fill('demo1234');
  await fresh.fill('abc12');
  await again.fill('abc12');
  await submit.click();
  await expect(page.getByText('密碼須為6至30個字元，並包含英文字母及數字')).toBeVisible();

  await fresh.fill('demo1234');
  await again.fill('demo1234');
  await submit.click();
  await expect(page.getByText('新密碼不能與舊密碼相同')).toBeVisible();

  await fresh.fill('harbour2026');
  await again.fill('harbour2027');
  await submit.click();
  await expect(page.getByText('兩次輸入的密碼不一致')).toBeVisible();

  await old.fill('not-my-password1');
  await again.fill('harbour2026');
  await submit.click();
  // The server's errorMessage ("The old password you entered is not correct") is shown as a warning.
  await expect(page.getByText(/舊密碼/).last()).toBeVisible();
  await expect(page).toHaveURL(/changePw/);
});

test('the personal centre shows the profile and the school, and saves an edit', async ({ page }) => {
  await signIn(page, 'demo-director');
  await page.goto('/home/selfCenter');
  await expect(page.getByText('demo-director')).toBeVisible();
  await expect(page.getByRole('heading', { name: '學校' })).toBeVisible();
  const phone = page.getByLabel('手提電話號碼');
  await phone.fill('1234');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('手提電話號碼／電郵地址格式不正確')).toBeVisible();
  await phone.fill('91234567');
  const saved = page.waitForResponse((r) => r.url().endsWith('/ael/school/common/profile'));
  await page.getByRole('button', { name: '儲存' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('手提電話號碼')).toHaveValue('91234567');
});
