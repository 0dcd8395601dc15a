import { expect, test } from '@playwright/test';
import { lookAt, schoolToken, signIn } from './helpers';

test.describe('navigation guard', () => {
  test('sends a user without a token from /home pages to /', async ({ page }) => {
    for (const path of ['/home/dashboard', '/home/selfCenter', '/home/changePw', '/home']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('leaves the public pages open without a token', async ({ page }) => {
    for (const path of [
      '/blank',
      '/protocol',
      '/policy',
      '/termsofUse',
      '/collectInfo',
      '/helpCenter',
      '/guide',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('sends a user holding a token from the login page to the dashboard', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    await page.goto('/');
    await expect(page).toHaveURL(/\/home\/dashboard/);
  });
});

test('an unknown or expired token sends the user to / and removes it', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.evaluate(() => localStorage.setItem('ael_school_token', 'expired-or-unknown-token'));
  await page.goto('/home/selfCenter');
  await expect(page).toHaveURL(/\/$/);
  expect(await schoolToken(page)).toBeNull();
});

test('switching the language persists, calls /language/switch and translates the page', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const call = page.waitForRequest(
    (request) => request.url().endsWith('/ael/school/common/language/switch') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: /語言/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await call;
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('"en"');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The server keeps the choice too.
  const teacher = await page.evaluate(async () => {
    const r = await fetch('/ael/school/common/teacher', {
      headers: { accessToken: localStorage.getItem('ael_school_token') ?? '' },
    });
    return (await r.json()).resultData;
  });
  expect(teacher.locale).toBe('en');
});

test('switching the font size persists and resizes the page', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await expect(page.locator('html')).toHaveAttribute('data-common-font', 'small');
  await page.getByRole('button', { name: /字體大小/ }).click();
  await page.getByRole('option', { name: '大' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-common-font', 'large');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
  expect(await page.evaluate(() => localStorage.getItem('commonFont'))).toBe('"large"');
});

test('logout clears storage except locale and font', async ({ page }) => {
  await signIn(page, 'demo-teacher', { fresh: true });
  await page.evaluate(() => {
    localStorage.setItem('locale', '"hk"');
    localStorage.setItem('commonFont', '"medium"');
    sessionStorage.setItem('homeWorkInfo', '{}');
  });
  await page.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['commonFont', 'locale']);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/home/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('the role switcher changes the active role', async ({ page }) => {
  await signIn(page, 'demo-teacher', { fresh: true });
  await page.getByRole('button', { name: /身份/ }).click();
  await page.getByRole('option', { name: '班主任' }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').activeRole))
    .toBe('HEAD_TEACHER');
  // Each role lands on its own dashboard: the class teacher's is the class dashboard.
  await expect(page).toHaveURL(/\/home\/dashboardHeadTeacher$/);
  await expect(page.getByRole('heading', { name: /^班級主頁/, level: 1 })).toBeVisible();
  // The active role is the account's (every session's): switched back, so later tests meet the teacher.
  await page.getByRole('button', { name: /身份/ }).click();
  await page.getByRole('option', { name: '老師' }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').activeRole))
    .toBe('TEACHER');
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});

test('a session whose stored classes are stale (the role switched elsewhere) still opens the dashboard', async ({
  page,
}) => {
  await signIn(page, 'demo-teacher');
  // The stored user info names a class the account no longer reaches: the dashboard's first guess.
  await page.evaluate(() => {
    const info = JSON.parse(localStorage.getItem('userInfo') ?? '{}');
    info.gradeClasses = [{ gradeCode: 6, gradeName: 'P6', classes: [{ classId: 987654, className: '6Z' }] }];
    localStorage.setItem('userInfo', JSON.stringify(info));
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: '主頁', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '找不到此記錄' })).toHaveCount(0);
  await expect(page.locator('.hb-toast')).toHaveCount(0);
});

test('a vertical window shows the resize prompt; a wide one does not', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('請調整瀏覽器大小，以達至最佳效果。')).toBeHidden();
  await page.setViewportSize({ width: 700, height: 1000 });
  await expect(page.getByText('請調整瀏覽器大小，以達至最佳效果。')).toBeInViewport();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByText('請調整瀏覽器大小，以達至最佳效果。')).toBeHidden();
});

test('a tall window opened directly shows the prompt', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 800, height: 1100 } });
  await page.goto('/');
  await expect(
    page.getByRole('status').filter({ hasText: '請調整瀏覽器大小，以達至最佳效果。' }),
  ).toBeVisible();
  await page.close();
});

test('a window snapped to half a wide screen can hide the prompt for the session and stays usable', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 960, height: 1000 } });
  await page.goto('/');
  const prompt = page.getByRole('status').filter({ hasText: '請調整瀏覽器大小，以達至最佳效果。' });
  await expect(prompt).toBeInViewport();
  // A bar along the bottom, not over the page: the login form is still there to use.
  await expect(page.getByRole('button', { name: '登入' })).toBeInViewport();
  await prompt.getByRole('button', { name: '隱藏此提示' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: '登入' })).toBeVisible();
  await expect(page.getByText('請調整瀏覽器大小，以達至最佳效果。')).toBeHidden();
  await page.close();
});

test('a tablet gets the PC-browser prompt with download links, closed with I see', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 1024 },
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '請使用電腦瀏覽器' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Windows 版 Chrome' })).toHaveAttribute(
    'href',
    /google\.com\/chrome/,
  );
  await expect(dialog.getByRole('link', { name: 'iOS 學生應用程式' })).toBeVisible();
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('the history rule tracks /home pages in local and session storage', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const nav = page.getByRole('navigation', { name: '主選單' });
  const names = (area: 'localStorage' | 'sessionStorage') =>
    page.evaluate(
      (a) => (JSON.parse(window[a].getItem('history') ?? '[]') as { name: string }[]).map((e) => e.name),
      area,
    );
  // The dashboard is recorded once its navigation has resolved (its data loaded). A click before that
  // supersedes it, and a page never shown is not in the history: wait for it, as a teacher would.
  await expect.poll(() => names('localStorage')).toEqual(['dashboard']);
  await nav.getByRole('link', { name: '個人中心' }).click();
  await expect(page.getByRole('heading', { name: '個人中心', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: '修改密碼' }).click();
  await expect(page.getByRole('heading', { name: '修改密碼', level: 1 })).toBeVisible();
  await expect.poll(() => names('localStorage')).toEqual(['dashboard', 'selfCenter', 'changePw']);
  expect(await names('sessionStorage')).toEqual(['dashboard', 'selfCenter', 'changePw']);
  // Back to a page already in the history: the entries after it are cut.
  await nav.getByRole('link', { name: '主頁', exact: true }).click();
  await expect.poll(() => names('localStorage')).toEqual(['dashboard']);
  // Public pages are not tracked.
  await page.goto('/helpCenter');
  await expect(page.getByRole('heading', { name: '幫助中心' })).toBeVisible();
  expect(await names('localStorage')).toEqual(['dashboard']);
});

test('a page whose script chunk fails to load is reported', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.route(/\/assets\/selfCenter-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '個人中心' }).click();
  await expect(page.getByRole('heading', { name: '無法顯示此頁面' })).toBeVisible();
  await expect(page.getByRole('button', { name: '重新載入' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '通知' }).getByText('部分頁面未能載入，請重新整理頁面。'),
  ).toBeVisible();
});

test('the public pages read well and pass axe', async ({ page }, testInfo) => {
  for (const [path, heading] of [
    ['/protocol', '用戶協議'],
    ['/policy', '私隱政策'],
    ['/termsofUse', '使用條款'],
    ['/collectInfo', '收集個人資料聲明'],
    ['/helpCenter', '幫助中心'],
    ['/guide', '登入指引'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await lookAt(page, testInfo, `public${path.replace('/', '-')}`);
  }
});

test('with a slow API the header and the menu stay while a page loads, and the page says it is loading', async ({
  page,
}) => {
  await signIn(page, 'demo-teacher');
  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: '主選單' });
  await expect(nav).toBeVisible();
  // Every API answer from now on takes 2.5 s; each page below asks for data not loaded yet.
  await page.route('**/ael/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  for (const item of ['課程管理', '個人中心', '分發列表']) {
    await nav.getByRole('link', { name: item }).click();
    // The page waits (its loader's data, or a page that suspends): the content area says so.
    await expect(
      page.locator('main').getByRole('status').filter({ hasText: '載入中…' }).first(),
    ).toBeAttached();
    await expect(header).toBeVisible();
    await expect(nav).toBeVisible();
    await expect(page.locator('main').getByRole('status').filter({ hasText: '載入中…' })).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
});

test('each menu item opens what it names: 已發佈功課 opens the published list', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const nav = page.getByRole('navigation', { name: '主選單' });
  await nav.getByRole('link', { name: '已發佈功課' }).click();
  await expect(page).toHaveURL(/tab=list/);
  await expect(page.getByRole('tab', { name: '已發佈功課' })).toHaveAttribute('aria-selected', 'true');
  await expect(nav.getByRole('link', { name: '已發佈功課' })).toHaveAttribute('aria-current', 'page');
});

test('on a first load with a slow API the header and the menu paint before any page data arrives, and the page asks for its data in parallel', async ({
  page,
}) => {
  await signIn(page, 'demo-teacher');
  // The dashboard's data: the class list, the class's homework calendar and its homework ending soon.
  const dataKind = (path: string) => /\/(classes\/dropdown|practices|ehomeworks)$/.exec(path)?.[1];
  const started: string[] = [];
  let answered = 0;
  // No API answer leaves until the test opens the gate: what shows before is drawn without any.
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route('**/ael/**', async (route) => {
    started.push(new URL(route.request().url()).pathname);
    await gate;
    await route.continue();
    answered += 1;
  });
  await page.goto('/home/dashboard');
  const nav = page.getByRole('navigation', { name: '主選單' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(nav.getByRole('link', { name: '主頁', exact: true })).toBeVisible();
  // All three data requests start while none is answered: none waits for another (no waterfall).
  // Distinct kinds are counted: on a loaded machine a request held past the client's timeout is
  // asked again, which is not a waterfall.
  await expect.poll(() => new Set(started.map(dataKind).filter(Boolean)).size).toBe(3);
  expect(answered).toBe(0);
  open();
  await expect(page.getByRole('heading', { name: '主頁', level: 1 })).toBeVisible();
});

test('a skip link is the first stop of the keyboard, shown on focus, and jumps to the page', async ({
  page,
}) => {
  await signIn(page, 'demo-teacher');
  await expect(page.getByRole('heading', { name: '主頁', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳至主要內容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the page, past the header and the menu.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the menu offers a headmaster who teaches no class neither uploading task sheets nor marking', async ({
  page,
}) => {
  await signIn(page, 'demo-headmaster');
  const nav = page.getByRole('navigation', { name: '主選單' });
  await expect(nav.getByRole('link', { name: '主頁', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: '報告中心' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '上載工作紙' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '批改作業' })).toHaveCount(0);
});
