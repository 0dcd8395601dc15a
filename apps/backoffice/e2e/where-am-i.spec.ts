import { expect, type Page, test } from '@playwright/test';
import { lookAt, seededPaper, signIn } from './helpers';

const menu = (page: Page) => page.getByRole('navigation', { name: '主選單' });
const crumbs = (page: Page) => page.getByRole('navigation', { name: '頁面路徑' });

test('a page below a menu entry lights that entry and shows the way it was reached', async ({
  page,
}, testInfo) => {
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  const { courseId, paperId } = await seededPaper(page);
  await page.goto(`/home/courseMag/courseOptions?courseId=${courseId}&paperId=${paperId}&classId=1`);
  await expect(menu(page).getByRole('link', { name: '課程管理' })).toHaveAttribute('aria-current', 'page');
  await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(crumbs(page).getByRole('listitem')).toHaveText(['課程管理', '課程詳情', '發佈功課']);
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('發佈功課');
  await lookAt(page, testInfo, 'publish-breadcrumb');

  // The crumb goes back to the course's detail, keeping the course and the class.
  await crumbs(page).getByRole('link', { name: '課程詳情' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/courseMag/courseDetail\\?courseId=${courseId}&classId=1$`));
  await expect(crumbs(page).getByRole('listitem')).toHaveText(['課程管理', '課程詳情']);
  await expect(menu(page).getByRole('link', { name: '課程管理' })).toHaveAttribute('aria-current', 'page');

  // A published homework's preview belongs to the published list, opened on its list tab.
  await page.goto('/home/previewCourse?eHomeworkId=1');
  await expect(menu(page).getByRole('link', { name: '已發佈功課' })).toHaveAttribute('aria-current', 'page');
  await crumbs(page).getByRole('link', { name: '已發佈功課' }).click();
  await expect(page).toHaveURL(/\/home\/courseMag\/batchPublic\?tab=list$/);
});

test('a stale link to a course says the course cannot be found, on its page, with a way back', async ({
  page,
}, testInfo) => {
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  await page.goto('/home/courseMag/courseDetail?courseId=987654');
  await expect(page.getByRole('heading', { name: '找不到此記錄', level: 1 })).toBeVisible();
  // Not sent to the dashboard, and no toast saying it a second time.
  await expect(page).toHaveURL(/\/home\/courseMag\/courseDetail\?courseId=987654$/);
  await expect(page.locator('.hb-toast')).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: '課程管理' })).toHaveAttribute('aria-current', 'page');
  await lookAt(page, testInfo, 'missing-course');
  await page.getByRole('link', { name: '返回課程管理' }).click();
  await expect(page).toHaveURL(/\/home\/courseMag(\?|$)/);
  await expect(page.getByRole('heading', { name: '課程管理', level: 1 })).toBeVisible();
});

test('a stale link to marking says the record cannot be found in the page’s language, in every area', async ({
  page,
}) => {
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  await page.goto('/home/practice/practiceCorrect?eHomeworkId=987654');
  await expect(page.getByRole('heading', { name: '找不到此記錄', level: 1 })).toBeVisible();
  await expect(page.getByText('它可能已被刪除，或不在你任教的班別和科目之內。')).toBeVisible();
  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto('/home/practice/practiceCorrect?eHomeworkId=987654');
  await expect(page.getByRole('heading', { name: 'This record cannot be found', level: 1 })).toBeVisible();
});

test('a path no page answers is said in the page’s language, inside the shell', async ({
  page,
}, testInfo) => {
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  await page.goto('/home/noSuchPage');
  await expect(page.getByRole('heading', { name: '找不到此頁', level: 1 })).toBeVisible();
  await expect(menu(page)).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toHaveCount(0);
  await lookAt(page, testInfo, 'not-found-hk');
  await page.getByRole('link', { name: '返回主頁' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard/);

  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto('/home/noSuchPage');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an empty list says why it is empty', async ({ page }) => {
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  // The seed has no task sheets, and the ones the other tests upload end in the future: none is finished.
  await page.goto('/home/distributionList?status=FINISHED');
  await expect(page.getByRole('table').locator('tbody tr[data-work-paper-id]')).toHaveCount(0);
  await expect(page.getByText('沒有此狀態的工作紙。')).toBeVisible();
  await expect(page.getByText('暫無資料')).toHaveCount(0);
});
