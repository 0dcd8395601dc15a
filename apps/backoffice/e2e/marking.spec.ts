import { expect, type Locator, type Page, test } from '@playwright/test';
import { homeworkId, lookAt, schoolToken, signIn, watchErrors } from './helpers';

// The seed's marking demo (apps/server/src/db/seed/homework.ts): demo-teacher's 3B English homework waiting
// for marking (an essay answered with photos, a speaking answer, three questions the engine checked) and a
// writing task with scoring criteria, both handed in by the whole class. demo-student is 3B's no. 1.
const HOMEWORK = '3B Marking: Essay, Speaking and Quiz';
const WRITING = '3B Writing Task: A Letter to a Friend';
const DEMO_STUDENT = 'demo-student';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator, { back = false } = {}): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test.describe.configure({ mode: 'serial' });

test('demo-teacher marks demo-student’s essay (rotated, annotated photo) and speaking answer by keyboard, publishes, and the student sees the results', async ({
  browser,
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'demo-teacher', { locale: 'en' });
  const eHomeworkId = await homeworkId(page, HOMEWORK);

  await page.goto(`/home/practice/practiceCorrect?eHomeworkId=${eHomeworkId}`);
  await expect(page.getByRole('heading', { level: 1, name: HOMEWORK })).toBeVisible();
  const byStudent = page.getByRole('link', { name: 'Mark student by student' });
  await tabTo(page, byStudent);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/practiceCorrectDo\?.*studentId=/);
  const student = page.getByTestId('marking-student-name');
  await expect(student).toHaveText('Lonny Chan Chun Him');

  // The essay: its score field has the focus. Turn the photo a quarter, tick it and add a note.
  const essay = page
    .locator('section.hb-marking__answer')
    .filter({ has: page.getByRole('heading', { name: 'Question 1' }) });
  const essayScore = essay.getByLabel('Score (out of 10)');
  await expect(essayScore).toBeFocused();
  // The seeded essay has one to three photos: the first one's tools and canvas.
  const tools = essay.getByRole('toolbar', { name: 'Marking tools for Photo 1 of question 1' });
  await tabTo(page, tools.getByRole('button', { name: 'Rotate right' }), { back: true });
  await page.keyboard.press('Enter');
  const stage = essay.getByRole('application', { name: /Photo 1 of question 1/ });
  await tabTo(page, stage);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(essay.getByText('Tick placed')).toBeVisible();
  await tabTo(page, tools.getByRole('button', { name: 'Note' }), { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page, stage);
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Well organised');
  await page.keyboard.press('Enter');
  await expect(essay.getByRole('img', { name: /1 ticks, 0 crosses, 0 ink strokes, 1 notes/ })).toBeVisible();
  // Digits type the score of the answer in focus, Enter saves: first refused without the required comment.
  await tabTo(page, essayScore);
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await expect(essay.getByText('A comment is required with this score.')).toBeVisible();
  await tabTo(page, essay.getByLabel(/^Comment/));
  await page.keyboard.type('A clear letter with a good ending.');
  await page.keyboard.press('Enter');
  await expect(essay.getByText(/Marked by .* on /)).toBeVisible();

  // The speaking answer: the recording in the shared player, then its score and comment.
  const speaking = page
    .locator('section.hb-marking__answer')
    .filter({ has: page.getByRole('heading', { name: 'Question 2' }) });
  await expect(speaking.getByLabel('Score (out of 10)')).toBeFocused();
  await expect(speaking.getByRole('figure', { name: 'Recording 1 of question 2' })).toBeVisible();
  await expect(speaking.getByRole('button', { name: 'Back 15 seconds' })).toBeVisible();
  await page.keyboard.type('7');
  await tabTo(page, speaking.getByLabel(/^Comment/));
  await page.keyboard.type('Clear pronunciation.');
  await lookAt(page, testInfo, 'scoring-en');
  await page.keyboard.press('Enter');

  // Everything of the student marked: Enter moved on to the next student.
  await expect(student).not.toHaveText('Lonny Chan Chun Him');
  await expect(page).toHaveURL(/studentId=/);
  // K goes back: the saved marking is read-only, with an Override.
  await page.keyboard.press('k');
  await expect(student).toHaveText('Lonny Chan Chun Him');
  await expect(essay.getByLabel('Score (out of 10)')).toHaveAttribute('readonly', '');
  // Override: a new score with a reason, by keyboard; Enter saves it and moves on.
  await tabTo(page, essay.getByRole('button', { name: 'Override score' }));
  await page.keyboard.press('Enter');
  await tabTo(page, essay.getByLabel('Score (out of 10)'));
  await page.keyboard.press('Backspace');
  await page.keyboard.type('9');
  await tabTo(page, essay.getByLabel('Reason for the override'));
  await page.keyboard.type('Recounted the paragraphs');
  await page.keyboard.press('Enter');
  await expect(student).not.toHaveText('Lonny Chan Chun Him');
  await page.keyboard.press('k');
  await expect(student).toHaveText('Lonny Chan Chun Him');
  await expect(essay.getByLabel('Score (out of 10)')).toHaveValue('9');
  // The score history: the marking, then the override with its reason.
  await tabTo(page, essay.getByRole('button', { name: 'Score history' }));
  await page.keyboard.press('Enter');
  const history = page.getByRole('dialog', { name: 'Score history of question 1' });
  await expect(history.getByRole('row', { name: /Marking 0 → 8/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Override 8 → 9 Recounted the paragraphs/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Publish: class scoring ends; the other students have nothing marked, so the teacher is asked to continue.
  await page.goto(`/home/practice/practiceCorrect?eHomeworkId=${eHomeworkId}`);
  await tabTo(page, page.getByRole('button', { name: 'Publish results' }));
  await page.keyboard.press('Enter');
  const confirmDialog = page.getByRole('dialog', { name: 'Publish results' });
  await expect(confirmDialog).toContainText('Class scoring ends and results are published.');
  await tabTo(page, confirmDialog.getByRole('button', { name: 'Publish results' }));
  await page.keyboard.press('Enter');
  const goOn = page.getByRole('dialog', { name: 'Some students have no scores' });
  await expect(goOn).toBeVisible();
  await tabTo(page, goOn.getByRole('button', { name: 'Publish anyway' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The results are published.')).toBeVisible();
  await expect(page.getByText(/^Results published/)).toBeVisible();
  // The first refusal (some students unscored: 409) is what asked the teacher; Chromium logs it.
  expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);

  // The student sees the score, the comment and the marked photo in the student app.
  const studentPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await studentPage.goto('/student/');
  await studentPage.getByLabel(/帳號|Account/).fill(DEMO_STUDENT);
  await studentPage.getByLabel(/密碼|Password/).fill('demo1234');
  await studentPage.getByRole('button', { name: /登入|Log in|Sign in/ }).click();
  await expect(studentPage).toHaveURL(/\/student\/home/);
  await studentPage.goto(`/student/homework/${eHomeworkId}`);
  await expect(studentPage.locator('.st-outcome').first()).toBeVisible();
  await expect(studentPage.getByText('A clear letter with a good ending.')).toBeVisible();
  await expect(
    studentPage.getByRole('img', { name: /1 個剔、0 個交叉、0 筆手寫、1 個備註|1 ticks, 0 crosses/ }),
  ).toBeVisible();
  await studentPage.screenshot({ path: testInfo.outputPath('student-results.png'), fullPage: true });
});

test('question by question: demo-teacher marks the writing task’s criteria across the class by keyboard, in hk', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'demo-teacher', { locale: 'hk' });
  const eHomeworkId = await homeworkId(page, WRITING);
  await page.goto(`/home/practice/practiceCorrect?eHomeworkId=${eHomeworkId}`);
  await expect(page.getByRole('heading', { level: 1, name: WRITING })).toBeVisible();
  const byQuestion = page.getByRole('link', { name: '全班批改第 1 題' });
  await tabTo(page, byQuestion);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/writingCorrecDo\?.*questionId=/);
  await expect(page.getByText('逐題批改：全班第 1 題')).toBeVisible();
  const student = page.getByTestId('marking-student-name');
  await expect(student).toHaveText('陳晉謙');
  const first = await student.textContent();

  // The criteria: rule name, share and total; the first has the focus.
  await expect(page.getByLabel('Content（佔 40%，滿分 4）')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await expect(page.getByText('總分：7 / 10')).toBeVisible();
  await tabTo(page, page.getByLabel(/^總評語/));
  await page.keyboard.type('內容充實，組織清楚。');
  // A temporary save keeps it open; the final submit (Enter) moves on to the next student on this question.
  await tabTo(page, page.getByRole('button', { name: '暫存' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('已儲存第 1 題。')).toBeVisible();
  await expect(page.locator('.hb-marking__tag')).toHaveText('已暫存');
  await tabTo(page, page.getByLabel(/^總評語/), { back: true });
  await page.keyboard.press('Enter');
  await expect(student).not.toHaveText(first ?? '');
  await expect(page.getByText(/第 2 \/ 28 位學生/)).toBeVisible();

  // The next student: a criterion above its total is refused before sending, by the server's rule.
  await expect(page.getByLabel('Content（佔 40%，滿分 4）')).toBeFocused();
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await tabTo(page, page.getByLabel(/^總評語/));
  await page.keyboard.type('用詞準確。');
  await page.keyboard.press('Enter');
  await expect(page.getByText('分數不可高於 4。')).toBeVisible();
  await expect(page.getByLabel('Content（佔 40%，滿分 4）')).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('4');
  await lookAt(page, testInfo, 'writing-hk');
  const second = await student.textContent();
  await tabTo(page, page.getByLabel(/^總評語/));
  await page.keyboard.press('Enter');
  await expect(student).not.toHaveText(second ?? '');
  await expect(page.getByText(/第 3 \/ 28 位學生/)).toBeVisible();

  // J and K move between the students on the same question; the marked one is read-only.
  await page.keyboard.press('k');
  await expect(student).toHaveText(second ?? '');
  await expect(page.getByLabel('Content（佔 40%，滿分 4）')).toHaveValue('4');
  await expect(page.getByLabel('Content（佔 40%，滿分 4）')).toHaveAttribute('readonly', '');
  expect(errors).toEqual([]);
});

test('axe finds nothing on every marking page, in hk and en', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-teacher');
  const homework = await homeworkId(page, HOMEWORK);
  const writing = await homeworkId(page, WRITING);
  const headers = { accessToken: (await schoolToken(page)) ?? '' };
  const tests = await page.request.get(
    '/ael/school/practice/practices?processKind=TEST&correctionStatus=WAIT_CORRECT',
    {
      headers,
    },
  );
  const test0 =
    ((await tests.json()).resultData.list as { eHomeworkId: number }[])[0]?.eHomeworkId ?? homework;
  const overview = await page.request.get(`/ael/school/practice/practices/${homework}/correctdetail`, {
    headers,
  });
  const speaking = (
    (await overview.json()).resultData.questions as { questionId: number; questionType: string }[]
  ).find((q) => q.questionType === 'SPEAKING')?.questionId;
  const pages = [
    `practiceCorrect?eHomeworkId=${homework}`,
    `testCorrect?eHomeworkId=${test0}`,
    `hkatTestCorrect?eHomeworkId=${test0}`,
    `practiceCorrectDo?eHomeworkId=${homework}`,
    `praTalkCorrectDo?eHomeworkId=${homework}&questionId=${speaking}`,
    `testCorrectDo?eHomeworkId=${test0}`,
    `testTalkCorrectDo?eHomeworkId=${test0}`,
    `writingCorrecDo?eHomeworkId=${writing}`,
  ];
  for (const locale of ['hk', 'en'] as const) {
    await signIn(page, 'demo-teacher', { locale });
    await page.setViewportSize(locale === 'hk' ? { width: 1280, height: 800 } : { width: 1440, height: 900 });
    for (const path of pages) {
      await test.step(`${locale} ${path}`, async () => {
        await page.goto(`/home/practice/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path.includes('Do?')) await expect(page.getByTestId('marking-student-name')).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await lookAt(page, testInfo, `${path.split('?')[0]}-${locale}`);
      });
    }
  }
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto(`/home/practice/practiceCorrectDo?eHomeworkId=${homework}`);
  await expect(page.getByTestId('marking-student-name')).toBeVisible();
  await lookAt(page, testInfo, 'practiceCorrectDo-1024');
  expect(errors).toEqual([]);
});
