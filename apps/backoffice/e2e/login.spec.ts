import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, logIn, lookAt, schoolToken, watchErrors } from './helpers';

test('the login page renders in Traditional Chinese with no console errors', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Harbour 教師管理平台' })).toBeVisible();
  await expect(page.getByRole('button', { name: '登入' })).toBeDisabled();
  await page.getByLabel('我已閱讀並接受私隱政策及使用條款').check();
  await expect(page.getByRole('button', { name: '登入' })).toBeEnabled();
  await lookAt(page, testInfo, 'login-hk');
  expect(errors).toEqual([]);
});

for (const { account, role } of DEMO_ACCOUNTS) {
  // Each role lands on its own dashboard: the class teacher's class, the panel head's subject, the school
  // leaders' school, the teacher's calendar.
  const home =
    role === 'HEAD_TEACHER'
      ? /^班級主頁/
      : role === 'PANEL'
        ? /^科目主頁/
        : role === 'HEADMASTER' || role === 'CURRICULUM_DIRECTOR'
          ? /^全校主頁/
          : '主頁';
  test(`${account} logs in and lands on the dashboard as ${role}`, async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page, account);
    expect(await schoolToken(page)).toBeTruthy();
    const userInfo = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
    expect(userInfo.account).toBe(account);
    expect(userInfo.activeRole).toBe(role);
    await expect(page.getByRole('heading', { name: home, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '主頁', exact: true }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a wrong password shows the server message as a warning and keeps the user on /', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('帳號').fill('demo-teacher');
  await page.getByLabel('密碼').fill('wrong-password');
  await page.getByLabel('我已閱讀並接受私隱政策及使用條款').check();
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('region', { name: '通知' }).getByRole('listitem')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await schoolToken(page)).toBeNull();
});

test('a third-party sign-in button shows the server message (no provider is configured) as a warning', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('我已閱讀並接受私隱政策及使用條款').check();
  const answer = page.waitForResponse('**/ael/school/common/login/unify/third');
  await page.getByRole('button', { name: 'Google' }).click();
  expect(await (await answer).json()).toMatchObject({ resultStatus: false, errorCode: 100301 });
  await expect(
    page.getByRole('region', { name: '通知' }).getByText('此伺服器未設定 Google 登入，請以帳號及密碼登入'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await schoolToken(page)).toBeNull();

  // In English, the message comes in English.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await page.getByRole('button', { name: 'Microsoft' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(
        'Sign-in with Microsoft is not configured on this server; please log in with your account and password',
      ),
  ).toBeVisible();
});
