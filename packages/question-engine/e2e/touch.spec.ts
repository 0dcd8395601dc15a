import { expect, test } from '@playwright/test';
import { openStory } from './story';

// A tablet: coarse pointer, so the player uses react-dnd's touch backend; tapping places options.
test.use({ hasTouch: true, isMobile: true, viewport: { width: 1024, height: 768 } });

test('tablet: the touch backend is used and tapping an option then a slot answers a recombination', async ({
  page,
}) => {
  await openStory(page, 'question-engine-types-sentence-recombination--unanswered');
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  const pool = page.getByRole('group', { name: 'Options to place' });
  for (const [word, n] of [
    ['I', 0],
    ['walk', 1],
    ['to', 2],
    ['school', 3],
  ] as const) {
    await pool.getByRole('button', { name: word, exact: true }).tap();
    await page.locator(`[data-slot="${n}"]`).tap();
  }
  await page.getByRole('button', { name: 'Submit' }).tap();
  await expect(page.locator('.hqe-status')).toHaveText('Correct');
});

test('tablet: tapping links connect items', async ({ page }) => {
  await openStory(page, 'question-engine-types-connect--unanswered');
  await page.getByRole('button', { name: 'cat', exact: true }).tap();
  await page.getByRole('button', { name: 'meow', exact: true }).tap();
  await expect(page.locator('.hqe-connect__line')).toHaveCount(1);
});
