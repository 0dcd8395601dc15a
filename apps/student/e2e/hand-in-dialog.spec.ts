import { expect, type Page, test } from '@playwright/test';
import { lookAt, press, publishTo3B, signInStudent, watchErrors } from './helpers';

/** Where the screenshots of the hand-in dialog are kept for review. */
const SHOTS = '/tmp/shots-student-items';
const VERTICAL_TEXT = '請調整瀏覽器大小，以達至最佳效果。';

/** A practice of three questions of its own, published by demo-teacher to 3B (demo-student's class) now. */
async function publishPractice(page: Page): Promise<number> {
  return publishTo3B(page, {
    homeworkName: `E2E 交功課對話框 ${Date.now()}`,
    questionCount: 3,
    processType: '1',
    classification: 'PRACTICE',
    type: 'AEL_PRACTICE',
  });
}

test('on an iPad held upright the prompt leaves the hand-in button free and hides with Escape; the hand-in dialog names each unanswered question and goes to it', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const eHomeworkId = await publishPractice(page);
  // An iPad upright, its browser's bars taking part of the height: the page scrolls.
  await page.setViewportSize({ width: 768, height: 760 });
  await signInStudent(page, 'hk');
  await page.goto(`/student/homework/${eHomeworkId}`);
  const handIn = page.getByRole('button', { name: '交功課' });
  await expect(handIn).toBeVisible();
  const prompt = page.getByRole('status').filter({ hasText: VERTICAL_TEXT });
  await expect(prompt).toBeVisible();

  // Scrolled to the foot of the page, the hand-in button is what a press at its centre reaches: upright,
  // and in a narrow split view where the bar takes two lines.
  for (const width of [768, 390]) {
    await page.setViewportSize({ width, height: 760 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await handIn.boundingBox();
    const bar = await prompt.boundingBox();
    if (!box || !bar) throw new Error('the hand-in button or the prompt has no box');
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    const reached = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(reached).toBe('交功課');
    await page.screenshot({ path: `${SHOTS}/portrait-prompt-${width}-hk.png` });
  }

  // Escape hides it, for the rest of the session.
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(handIn).toBeVisible();
  await expect(page.getByText(VERTICAL_TEXT)).toHaveCount(0);

  // Nothing answered: the dialog names all three questions, each a button to it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await press(page, handIn);
  const dialog = page.getByRole('dialog', { name: '確定要交這份功課嗎？' });
  await expect(dialog).toContainText('以下題目尚未作答：');
  for (const n of [1, 2, 3])
    await expect(dialog.getByRole('button', { name: new RegExp(`^前往第 ${n} 題`) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/hand-in-dialog-hk.png` });
  await lookAt(page, testInfo, 'hand-in-dialog-hk');
  await press(page, dialog.getByRole('button', { name: /^前往第 3 題/ }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: '題目' }).getByRole('button', { name: /^第 3 題/ }),
  ).toHaveAttribute('aria-current', 'step');
  expect(errors).toEqual([]);
});
