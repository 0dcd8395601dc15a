import { expect, type Page, test } from '@playwright/test';
import { lookAt, signIn, watchErrors } from './helpers';

/**
 * A seeded homework of demo-teacher's waiting for marking (3A English, recordings to mark, some handed in
 * late, one missing) that no other spec changes: marking.spec.ts publishes the results of the seeded marking
 * homework in the same server, and a spec must not depend on which ran first.
 */
const MARKING_HOMEWORK = '3A Speaking: Read Aloud';
/** Words of its name for the name filter. */
const NAME_WORDS = 'Read Aloud';

/** The to-mark counts of the list's rows, top to bottom. */
async function toMarkCounts(page: Page): Promise<number[]> {
  const cells = await page.locator('tbody td.hb-practice__to-mark-cell').allTextContents();
  return cells.map(Number);
}

test('demo-teacher finds the seeded homework to mark, filters in the URL, opens its students, asks for a redo and sees who has not submitted', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '批改作業' }).click();
  await expect(page).toHaveURL(/\/home\/practice$/);
  await expect(page.getByRole('heading', { name: '批改作業', level: 1 })).toBeVisible();
  await expect(page.getByText('待批改答案最多的功課排先。')).toBeVisible();

  // What needs marking comes first: the to-mark counts fall down the page, the seeded homework among them.
  const seeded = page.locator('tr', { hasText: MARKING_HOMEWORK });
  await expect(seeded).toContainText('待批改');
  const counts = await toMarkCounts(page);
  expect(counts.length).toBeGreaterThan(1);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(Number(await seeded.locator('td.hb-practice__to-mark-cell').textContent())).toBeGreaterThan(0);
  await lookAt(page, testInfo, 'practice-list-hk');

  // Filters live in the URL and survive a reload.
  await page.getByRole('button', { name: '只看待批改' }).click();
  await expect(page).toHaveURL(/correction=WAIT_CORRECT/);
  await page.getByRole('button', { name: /科目/ }).click();
  await page.getByRole('option', { name: '英文' }).click();
  await expect(page).toHaveURL(/subject=ENGLISH/);
  await page.getByLabel('功課名稱').fill(NAME_WORDS);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(page).toHaveURL(/q=Read(\+|%20)Aloud/);
  await page.reload();
  await expect(page.getByRole('button', { name: '只看待批改' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('功課名稱')).toHaveValue(NAME_WORDS);
  await expect(page.getByRole('button', { name: /科目/ })).toContainText('英文');
  await expect(seeded).toBeVisible();
  for (const name of await page.locator('tbody th').allTextContents()) expect(name).toContain(NAME_WORDS);

  // Its students: each with a submission status, score and marking progress.
  await seeded.getByRole('link', { name: `學生（${MARKING_HOMEWORK}）` }).click();
  await expect(page).toHaveURL(/\/home\/practice\/practiceDetail\?eHomeworkId=\d+/);
  await expect(page.getByRole('heading', { name: MARKING_HOMEWORK, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '頁面路徑' })).toContainText('批改作業');
  const students = page.locator('.hb-practice table tbody tr');
  await expect(students.first()).toBeVisible();
  await expect(page.locator('.hb-practice table tbody')).toContainText('準時提交');
  await expect(page.getByRole('link', { name: '批改', exact: true })).toHaveAttribute(
    'href',
    /\/home\/practice\/practiceCorrect\?eHomeworkId=\d+/,
  );
  await lookAt(page, testInfo, 'practice-detail-hk');

  // A redo for a student who submitted, after a confirmation.
  const studentId = await students.filter({ hasText: '準時提交' }).first().getAttribute('data-student-id');
  const first = page.locator(`tr[data-student-id="${studentId}"]`);
  const name = (await first.locator('th').textContent()) ?? '';
  // By keyboard: the checkbox takes the focus and Space ticks it.
  await first.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(first.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: '要求重做（1）' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('要求 1 名學生重做');
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect(page.getByText('已要求 1 名學生重做')).toBeVisible();
  // Asked to redo: their submission is reopened, so they can be asked no more.
  await expect(first).toContainText('（已要求重做）');
  await expect(first.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('tab', { name: /已要求重做/ }).click();
  await expect(page).toHaveURL(/tab=redo/);
  await expect(page.getByRole('tabpanel')).toContainText(name);

  // Who has not submitted (GET /notsubmited).
  await page.getByRole('tab', { name: '未提交' }).click();
  await expect(page).toHaveURL(/tab=notSubmitted/);
  const missing = page.getByRole('tabpanel').locator('tbody tr');
  await expect(missing.first()).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('逾期未交');
  await lookAt(page, testInfo, 'practice-not-submitted-hk');
  expect(errors).toEqual([]);
});

test('the homework marking pages in English at 1440×900 and on a 412 px phone', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher', { locale: 'en' });
  await page.goto('/home/practice');
  await expect(page.getByRole('heading', { name: 'Homework marking', level: 1 })).toBeVisible();
  const seeded = page.locator('tr', { hasText: MARKING_HOMEWORK });
  await expect(seeded).toContainText('To be marked');
  await lookAt(page, testInfo, 'practice-list-en');

  await seeded.getByRole('link', { name: `Students of ${MARKING_HOMEWORK}` }).click();
  await expect(page.getByRole('heading', { name: MARKING_HOMEWORK, level: 1 })).toBeVisible();
  await expect(page.locator('.hb-practice table tbody')).toContainText('On time');
  await lookAt(page, testInfo, 'practice-detail-en');
  await page.getByRole('tab', { name: 'Not submitted' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Overdue');
  await lookAt(page, testInfo, 'practice-not-submitted-en');

  // A phone: the page is no wider than the screen (the tables scroll inside their card).
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/home/practice');
  await expect(page.getByRole('heading', { name: 'Homework marking', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await page.screenshot({ path: testInfo.outputPath('practice-list-412-en.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('a test’s students page publishes its results after asking about students with nothing scored, and withdraws the exam after a confirmation', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  await page.goto('/home/practice?q=5A%20Unit%20Test');
  const row = page.locator('tr', { hasText: '5A Unit Test' });
  await row.getByRole('link', { name: '學生（5A Unit Test）' }).click();
  await expect(page).toHaveURL(/\/home\/practice\/testSubmit\?eHomeworkId=\d+/);
  await expect(page.getByRole('navigation', { name: '頁面路徑' })).toContainText('測驗提交情況');
  const head = page.locator('.hb-page-head');
  await expect(head).toContainText('待批改');

  // Publishing: the confirmation of the spec, then the server asks about students with nothing scored.
  await page.getByRole('button', { name: '發佈成績' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('班級評分將結束');
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect(dialog).toContainText('未評分');
  await lookAt(page, testInfo, 'practice-publish-ask-hk');
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect(page.getByText('已發佈成績').first()).toBeVisible();
  await expect(head).toContainText('已發佈成績');
  await expect(page.getByRole('button', { name: '發佈成績' })).toHaveCount(0);

  // Withdrawing the exam erases the students' records.
  await page.getByRole('button', { name: '撤回考試' }).click();
  await expect(dialog).toContainText('此考試所有學生的答案及分數將被清除');
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect(page.getByText(/已撤回考試：已清除 \d+ 名學生的記錄/)).toBeVisible();
  await expect(head).toContainText('已提交：0 /');
  // The server's question about unscored students is an HTTP 409 the page answers; nothing else failed.
  expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
});
