import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the login page renders in Traditional Chinese with no console errors', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Harbour 教師管理平台' })).toBeVisible();
  await expect(page.getByRole('button', { name: '登入' })).toBeDisabled();
  await page.getByLabel('我已閱讀並接受私隱政策及使用條款').check();
  await expect(page.getByRole('button', { name: '登入' })).toBeEnabled();

  await page.screenshot({ path: testInfo.outputPath('login-hk.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  expect(errors).toEqual([]);
});
