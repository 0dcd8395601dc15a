import { expect, test } from '@playwright/test';
import { seededPaper, signIn } from './helpers';

test('the question cards use the shell’s font and colours, not a product of their own', async ({ page }) => {
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  await page.goto(`/home/courseMag/preViewPage?${(await seededPaper(page)).query}`);
  const player = page.locator('.hqe-player').first();
  await expect(player).toBeVisible();
  const looks = await player.evaluate((element) => {
    const card = getComputedStyle(element);
    const shell = getComputedStyle(document.querySelector('.hb-home') as Element);
    const tokens = getComputedStyle(document.documentElement);
    return {
      font: card.fontFamily,
      shellFont: shell.fontFamily,
      accent: card.getPropertyValue('--hqe-accent').trim(),
      purple: tokens.getPropertyValue('--hb-purple').trim(),
      focus: card.getPropertyValue('--hqe-focus').trim(),
      focusToken: tokens.getPropertyValue('--hb-focus').trim(),
    };
  });
  expect(looks.font).toBe(looks.shellFont);
  expect(looks.font).toContain('Noto Sans');
  expect(looks.accent).toBe(looks.purple);
  expect(looks.focus).toBe(looks.focusToken);
});

test('toasts sit below the header, never over the role and language pickers', async ({ page }) => {
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  const header = await page.locator('.hb-home__header').boundingBox();
  const toasts = await page.getByRole('region', { name: '通知' }).boundingBox();
  expect(header).not.toBeNull();
  expect(toasts).not.toBeNull();
  expect(toasts!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  // Also at the large font, where the header grows.
  await page.getByRole('button', { name: /字體大小/ }).click();
  await page.getByRole('option', { name: '大' }).click();
  const largeHeader = await page.locator('.hb-home__header').boundingBox();
  const largeToasts = await page.getByRole('region', { name: '通知' }).boundingBox();
  expect(largeToasts!.y).toBeGreaterThanOrEqual(largeHeader!.y + largeHeader!.height);
});

test('links have the one link colour on the public pages too', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link').first();
  await expect(link).toBeVisible();
  const colours = await link.evaluate((element) => ({
    link: getComputedStyle(element).color,
    token: getComputedStyle(document.documentElement).getPropertyValue('--hb-purple-dark').trim(),
  }));
  // #5b21b6, the token, never the browser's default blue.
  expect(colours.token).toBe('#5b21b6');
  expect(colours.link).toBe('rgb(91, 33, 182)');
});
