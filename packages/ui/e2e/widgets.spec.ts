import { expect, test } from '@playwright/test';
import { openStory } from './stories';

// Behaviour that needs a real browser: media playback, native range keys, full screen, HTML5 drag
// and drop, contenteditable typing, outside clicks over real layout.

test.describe('VideoPlayer', () => {
  test('plays and pauses, skips 15 s, seeks and sets the volume by keyboard, goes full screen', async ({
    page,
  }) => {
    await openStory(page, 'ui-videoplayer--default', 'en');
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBe(40);

    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 10;
    });
    await page.getByRole('button', { name: 'Forward 15 seconds' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(25);
    await page.getByRole('button', { name: 'Back 15 seconds' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(10);

    const seek = page.getByRole('slider', { name: 'Position' });
    await seek.focus();
    await page.keyboard.press('End');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(40);

    const volume = page.getByRole('slider', { name: 'Volume' });
    await volume.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.volume)).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.volume)).toBe(0.01);

    const fullscreen = page.getByRole('button', { name: 'Full screen' });
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.fullscreenElement?.tagName)).toBe('FIGURE');
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('DragSortList', () => {
  test('reorders by dragging a handle and by Alt+Arrow', async ({ page }) => {
    await openStory(page, 'ui-dragsortlist--default', 'en');
    await expect(page.getByText('Order: Reading, Writing, Listening, Speaking')).toBeVisible();
    await page
      .getByRole('button', { name: 'Reorder Reading' })
      .dragTo(page.getByRole('listitem').filter({ hasText: 'Listening' }), {
        targetPosition: { x: 40, y: 30 },
      });
    await expect(page.getByText('Order: Writing, Listening, Reading, Speaking')).toBeVisible();

    await page.getByRole('button', { name: 'Reorder Speaking' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByText('Order: Writing, Listening, Speaking, Reading')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reorder Speaking' })).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('Speaking moved to position 3 of 4');
  });
});

test.describe('RichTextEditor', () => {
  test("shows '請輸入正文', types, formats and emits HTML", async ({ page }) => {
    await openStory(page, 'ui-richtexteditor--empty', 'hk');
    const area = page.getByRole('textbox', { name: '正文' });
    const placeholder = await area
      .locator('p')
      .first()
      .evaluate((p) => getComputedStyle(p, '::before').content);
    expect(placeholder).toBe('"請輸入正文"');
    await area.click();
    await page.keyboard.type('功課');
    await page.getByRole('button', { name: '粗體' }).click();
    await page.keyboard.type('提示');
    await page.getByRole('button', { name: '項目符號清單' }).click();
    await expect(page.getByTestId('html')).toHaveText('<ul><li><p>功課<strong>提示</strong></p></li></ul>');
  });
});

test.describe('Select', () => {
  test('closes on an outside click and filters a long list as the teacher types', async ({ page }) => {
    await openStory(page, 'ui-select--searchable', 'en');
    await page.getByRole('button', { name: /Please select/ }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('student 3');
    await expect(page.getByRole('option')).toHaveCount(11);
    await page.mouse.click(1200, 850);
    await expect(page.getByRole('listbox')).toBeHidden();
  });
});

test.describe('Modal', () => {
  test('closes on an outside click only when allowed', async ({ page }) => {
    await openStory(page, 'ui-modal--ok', 'en');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(page.getByRole('dialog')).toBeVisible();
    await openStory(page, 'ui-modal--click-outside-closes', 'en');
    await page.mouse.click(10, 10);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
