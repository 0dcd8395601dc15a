import { expect, type Locator, type Page, test } from '@playwright/test';
import { homeworkId, lookAt, schoolToken, signIn, watchErrors } from './helpers';

// On the seed's marking demo (apps/server/src/db/seed/homework.ts): demo-teacher's 3B essay,
// speaking and quiz homework, handed in by the whole class. The work and the marking panel side by side,
// the focused field kept in view, the comment bank by keyboard, and the publish dialog naming who is left.
const HOMEWORK = '3B Marking: Essay, Speaking and Quiz';

/** Whether the whole of an element is inside the viewport. */
async function inViewport(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width
  );
}

test.describe.configure({ mode: 'serial' });

test('at 1024×640 the focused score field stays in view after Enter, and a comment comes from the bank by keyboard', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1024, height: 640 });
  await signIn(page, 'demo-teacher', { locale: 'en' });
  const eHomeworkId = await homeworkId(page, HOMEWORK);
  // A saved comment in the teacher's bank, through the API.
  const saved = await page.request.post('/ael/school/practice/comment-bank', {
    headers: { accessToken: (await schoolToken(page)) ?? '' },
    data: { text: 'A clear letter with a good ending.' },
  });
  expect((await saved.json()).resultStatus).toBe(true);

  // The class's second student: marking.spec.ts marks the first (Lonny) from nothing, whichever runs first.
  await page.goto(`/home/practice/practiceCorrectDo?eHomeworkId=${eHomeworkId}`);
  const student = page.getByTestId('marking-student-name');
  await expect(student).toHaveText('Lonny Chan Chun Him');
  await page.getByRole('button', { name: 'Next student ›' }).click();
  await expect(student).not.toHaveText('Lonny Chan Chun Him');
  const essay = page
    .locator('section.hb-marking__answer')
    .filter({ has: page.getByRole('heading', { name: 'Question 1' }) });
  const essayScore = essay.getByLabel('Score (out of 10)');
  await expect(essayScore).toBeFocused();
  expect(await inViewport(page, essayScore)).toBe(true);
  await page.keyboard.type('8');

  // The comment from the bank: Alt+↓ in the comment field, Enter inserts the chosen one.
  const comment = essay.getByLabel(/^Comment/);
  await comment.focus();
  await page.keyboard.press('Alt+ArrowDown');
  const filter = essay.getByRole('combobox', { name: 'Find a saved comment' });
  await expect(filter).toBeFocused();
  await expect(essay.getByRole('option', { name: 'A clear letter with a good ending.' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await lookAt(page, testInfo, 'comment-bank-en-1024');
  await page.keyboard.press('Enter');
  await expect(comment).toHaveValue('A clear letter with a good ending.');
  await expect(comment).toBeFocused();

  // Enter saves; the focus moves to the speaking answer's score, which is in view.
  await page.keyboard.press('Enter');
  await expect(essay.getByText(/Marked by .* on /)).toBeVisible();
  await expect(essay.getByTestId('marking-score-line')).toHaveText('Score 8 / 10');
  const speaking = page
    .locator('section.hb-marking__answer')
    .filter({ has: page.getByRole('heading', { name: 'Question 2' }) });
  const speakingScore = speaking.getByLabel('Score (out of 10)');
  await expect(speakingScore).toBeFocused();
  await expect.poll(() => inViewport(page, speakingScore)).toBe(true);
  // The speaking answer too: a student left partly scored would stop marking.spec.ts from publishing.
  const marked = await student.textContent();
  await page.keyboard.type('7');
  await speaking.getByLabel(/^Comment/).fill('Clear pronunciation.');
  await page.keyboard.press('Enter');
  await expect(student).not.toHaveText(marked ?? '');
  expect(errors).toEqual([]);
});

test('publishing names the students not fully marked before the teacher confirms, each opening their work', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'demo-teacher', { locale: 'en' });
  const eHomeworkId = await homeworkId(page, HOMEWORK);
  await page.goto(`/home/practice/practiceCorrect?eHomeworkId=${eHomeworkId}`);
  await page.getByRole('button', { name: 'Publish results' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish results' });
  await expect(dialog).toContainText('Class scoring ends and results are published.');
  // Nothing of the first student's is marked (the first test marked the second student's work).
  const lonny = dialog.getByRole('link', { name: 'Lonny Chan Chun Him (3B no. 1)' });
  await expect(lonny).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: /^Not fully marked yet \(\d+ students\)$/ }),
  ).toBeVisible();
  await lonny.click();
  await expect(page).toHaveURL(/practiceCorrectDo\?.*studentId=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('marking-student-name')).toHaveText('Lonny Chan Chun Him');
  expect(errors).toEqual([]);
});

test('screenshots of the scoring page at 1280×800 and 1024×640 in hk and en; axe finds nothing', async ({
  page,
}, testInfo) => {
  for (const locale of ['hk', 'en'] as const) {
    await signIn(page, 'demo-teacher', { locale });
    const eHomeworkId = await homeworkId(page, HOMEWORK);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 640 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/home/practice/practiceCorrectDo?eHomeworkId=${eHomeworkId}`);
      await expect(page.getByTestId('marking-student-name')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`scoring-${locale}-${size.width}-view.png`) });
      await lookAt(page, testInfo, `scoring-${locale}-${size.width}`);
    }
  }
});
