import { devices, expect, test } from '@playwright/test';
import { LOCALE_KEY, lookAt, signInStudent, watchErrors } from './helpers';

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

test('at a phone’s width the homework page puts the question navigator above the question, which takes the page’s width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStudent(page, 'hk');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page
    .getByRole('link', { name: /3B 中文 本週功課/ })
    .first()
    .click();
  const navigator = page.getByRole('navigation', { name: '題目' });
  const question = page.getByRole('region', { name: /^第 \d+ 題$/ });
  await expect(question).toBeVisible();
  const navigatorBox = await navigator.boundingBox();
  const questionBox = await question.boundingBox();
  expect(navigatorBox && questionBox).toBeTruthy();
  if (!navigatorBox || !questionBox) return;
  expect(questionBox.y).toBeGreaterThanOrEqual(navigatorBox.y + navigatorBox.height);
  // The question has the page's width, less the page's margins (it was about 80 px beside the navigator).
  expect(questionBox.width).toBeGreaterThan(300);
  // The header keeps its buttons on one line each.
  const logOut = page.getByRole('button', { name: '登出' });
  expect((await logOut.boundingBox())?.height ?? 0).toBeLessThan(50);
});
