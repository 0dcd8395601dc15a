import { expect, test } from '@playwright/test';
import { lookAt, seededPaper, signIn } from './helpers';

// A 1024 × 640 laptop at the large font (and a 1440 × 900 screen at the small font): every /home page
// holds, and at 1024 px the menu folds to its icons.
test.use({ viewport: { width: 1024, height: 640 } });

const MAIN = { hk: '主選單', en: 'Main' } as const;

test('the menu folds to icons at 1024 px, each naming itself on hover and on keyboard focus', async ({
  page,
}) => {
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  const nav = page.getByRole('navigation', { name: MAIN.hk });
  const box = await nav.boundingBox();
  expect(box!.width).toBeLessThan(80);
  const entry = nav.getByRole('link', { name: '分發列表' });
  // Folded: the label is not drawn, but it still names the link.
  expect((await entry.locator('.hb-home__nav-label').boundingBox())!.width).toBeLessThanOrEqual(1);
  await entry.hover();
  expect((await entry.locator('.hb-home__nav-label').boundingBox())!.width).toBeGreaterThan(30);
  await page.mouse.move(600, 400);
  // By keyboard: Tab to the entry and its label shows; Enter opens it.
  await page.getByRole('link', { name: 'Harbour 教師管理平台' }).focus();
  for (let i = 0; i < 40 && !(await entry.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(entry).toBeFocused();
  expect((await entry.locator('.hb-home__nav-label').boundingBox())!.width).toBeGreaterThan(30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/distributionList/);
});

// The narrow screen at the large font in both languages (where a page overflows if any does); the wide screen
// at the small font once (the small font's setting holds). The wide screen in English is course-mag.spec.ts's
// tour of the same pages.
for (const { locale, ...view } of [
  { width: 1024, height: 640, font: 'large', locale: 'hk' },
  { width: 1024, height: 640, font: 'large', locale: 'en' },
  { width: 1440, height: 900, font: 'small', locale: 'hk' },
] as const) {
  test(`every /home page holds at ${view.width}×${view.height} at the ${view.font} font in ${locale}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    await signIn(page, 'demo-teacher', { locale });
    await page.evaluate((font) => localStorage.setItem('commonFont', JSON.stringify(font)), view.font);
    const paper = (await seededPaper(page)).query;
    const pages = [
      ['dashboard', '/home/dashboard'],
      ['near-homework', '/home/dashboard/nearHomework'],
      ['self-center', '/home/selfCenter'],
      ['change-password', '/home/changePw'],
      ['course-mag', '/home/courseMag?gradeCode=3&subjectCode=ENGLISH&textbookType=A_PLUS'],
      ['all-grade-course', '/home/allGradeCourse'],
      ['course-detail', `/home/courseMag/courseDetail?${paper.split('&')[0]}`],
      ['publish-homework', `/home/courseMag/courseOptions?${paper}`],
      ['publish-test', `/home/courseMag/issueExamination?${paper}`],
      ['paper-preview', `/home/courseMag/preViewPage?${paper}`],
      ['published-list', '/home/courseMag/batchPublic?tab=list'],
      ['batch-publish', '/home/courseMag/batchPublic?tab=publish'],
      ['distribution-list', '/home/distributionList'],
      ['upload-task-sheet', '/home/courseMag/workPaperPub'],
    ] as const;
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-common-font', view.font);
      // Nothing wider than the window: no sideways scrolling of the page.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the window`).toBeLessThanOrEqual(0);
      await lookAt(page, testInfo, `${name}-${view.width}x${view.height}-${view.font}-${locale}`);
    }
  });
}
