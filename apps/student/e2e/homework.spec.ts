import { expect, type Page, test } from '@playwright/test';
import { answerCurrent } from './answer-by-keyboard';
import {
  apiCall,
  apiLogin,
  DEMO_STUDENT,
  DEMO_TEACHER,
  LOCALE_KEY,
  lookAt,
  press,
  publishTo3B,
  signInStudent,
  watchErrors,
} from './helpers';

interface HomeworkItem {
  eHomeworkId: number;
  homeworkName: string;
  questionCount: number;
  group: string;
  processKind: string;
}

/** The open practice of the seed with every question type (17 questions): "全題型練習". */
async function everyTypeHomework(page: Page, token: string): Promise<HomeworkItem> {
  const { list } = await apiCall<{ list: HomeworkItem[] }>(
    page,
    'GET',
    '/ael/student/practice/ehomeworks',
    token,
  );
  const homework = list.find(
    (h) => h.group === 'TODO' && h.processKind === 'PRACTICE' && h.questionCount >= 14,
  );
  if (!homework) throw new Error('the seed has no open practice with every question type');
  return homework;
}

const navigatorButton = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${n}[,:]`) });

test('a student does a homework of every question type by keyboard, closes the tab halfway, resumes and hands it in; the teacher sees it', async ({
  page,
  context,
}, testInfo) => {
  const errors = watchErrors(page);
  const token = await apiLogin(page, 'student', DEMO_STUDENT);
  const homework = await everyTypeHomework(page, token);
  const count = homework.questionCount;
  const half = Math.ceil(count / 2);

  await signInStudent(page, 'en');
  await lookAt(page, testInfo, 'home-en');
  // Keyboard alone from the list: the homework's link.
  await press(page, page.getByRole('link', { name: homework.homeworkName }));
  await expect(page.getByRole('heading', { level: 1, name: homework.homeworkName })).toBeVisible();
  await expect(page.locator('.hqe-question').first()).toBeVisible();
  await lookAt(page, testInfo, 'homework-en');
  // hk too, in the same state: the app's language switch there and back.
  await press(page, page.getByRole('button', { name: '切換至繁體中文' }));
  await expect(page.getByRole('navigation', { name: '題目' })).toBeVisible();
  await expect(page.getByRole('button', { name: '交功課' })).toBeVisible();
  await lookAt(page, testInfo, 'homework-hk');
  await press(page, page.getByRole('button', { name: 'Switch to English' }));
  await expect(page.getByRole('navigation', { name: 'Questions' })).toBeVisible();

  for (let n = 1; n <= half; n += 1) {
    await press(page, navigatorButton(page, n));
    await answerCurrent(page);
    await expect(navigatorButton(page, n)).toHaveAccessibleName(`Question ${n}, answered`);
    if (n === 1) {
      // Practice: the player's Submit gives the instant result, the explanation and a retry.
      await press(page, page.locator('.st-question').getByRole('button', { name: 'Submit' }));
      await expect(page.locator('.st-question .hqe-status')).toBeVisible();
      await expect(page.locator('.st-question').getByRole('button', { name: 'Try again' })).toBeVisible();
    }
  }
  // The tab closes at once after the last answer, inside the autosave's pause: what waits goes out with the
  // page (keepalive) and is there on resuming.
  expect(errors).toEqual([]);
  await page.close({ runBeforeUnload: true });

  // Another tab, as after closing the browser: the answers are there and the student resumes after them.
  const again = await context.newPage();
  const errorsAgain = watchErrors(again);
  await again.goto(`/student/homework/${homework.eHomeworkId}`);
  for (let n = 1; n <= half; n += 1)
    await expect(navigatorButton(again, n)).toHaveAccessibleName(`Question ${n}, answered`);
  await expect(navigatorButton(again, half + 1)).toHaveAttribute('aria-current', 'step');

  for (let n = half + 1; n < count; n += 1) {
    await press(again, navigatorButton(again, n));
    await answerCurrent(again);
  }
  await expect(again.getByTestId('save-state')).toHaveText('All answers saved');

  // The last question has no answer: handing in is refused and it is named and marked.
  await press(again, again.getByRole('button', { name: 'Hand in homework' }));
  const dialog = again.getByRole('dialog');
  await expect(dialog).toContainText('These questions have no answer yet:');
  await expect(dialog.getByRole('button', { name: `Go to question ${count}` })).toBeVisible();
  await press(again, dialog.getByRole('button', { name: 'Hand in' }));
  await expect(again.locator('.st-hand-in').getByRole('alert')).toContainText(String(count));
  await expect(navigatorButton(again, count)).toHaveAccessibleName(`Question ${count}, missing an answer`);
  await lookAt(again, testInfo, 'homework-missing-en');

  // Answered now, handed in with the confirmation.
  await press(again, navigatorButton(again, count));
  await answerCurrent(again);
  await expect(navigatorButton(again, count)).toHaveAccessibleName(`Question ${count}, answered`);
  await press(again, again.getByRole('button', { name: 'Hand in homework' }));
  await expect(again.getByRole('dialog')).toContainText(`All ${count} questions are answered.`);
  await press(again, again.getByRole('dialog').getByRole('button', { name: 'Hand in' }));
  await expect(again.getByRole('heading', { name: 'Handed in' })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Hand in homework' })).toHaveCount(0);
  // Results: each number says how it was judged (the first was answered with its first option).
  await expect(navigatorButton(again, 1)).toHaveAccessibleName(/^Question 1: (right|wrong)$/);
  // Read-only: the question's inputs are disabled.
  await press(again, navigatorButton(again, 1));
  await expect(again.locator('.st-question').getByRole('radio').first()).toBeDisabled();
  await lookAt(again, testInfo, 'homework-handed-in-en');

  // hk too.
  await again.evaluate((key) => localStorage.setItem(key, 'hk'), LOCALE_KEY);
  await again.reload();
  await expect(again.getByRole('heading', { name: '已提交' })).toBeVisible();
  await lookAt(again, testInfo, 'homework-handed-in-hk');
  await again.goto('/student/home');
  await expect(again.getByRole('heading', { name: '我的功課' })).toBeVisible();
  await lookAt(again, testInfo, 'home-hk');
  expect(errorsAgain).toEqual([]);

  // The teacher's list shows it submitted; a second submit changes nothing (idempotent).
  const teacher = await apiLogin(again, 'teacher', DEMO_TEACHER);
  const students = await apiCall<{ studentId: number; submitStatus: string; submittedAt: string | null }[]>(
    again,
    'GET',
    `/ael/school/practice/practices/${homework.eHomeworkId}/students`,
    teacher,
  );
  const me = await apiCall<{ student: { studentId: number } }>(again, 'GET', '/ael/student/common/me', token);
  const row = students.find((s) => s.studentId === me.student.studentId);
  expect(row?.submitStatus).toBe('NORMAL');
  expect(row?.submittedAt).not.toBeNull();
});

/** A test of two questions and one minute for 3B, published by demo-teacher. */
async function publishOneMinuteTest(page: Page): Promise<number> {
  return publishTo3B(page, {
    homeworkName: `E2E 一分鐘測驗 ${Date.now()}`,
    questionCount: 2,
    processType: '3b',
    classification: 'EXAMINATION',
    type: 'EXAM',
    durationMinutes: 1,
    maximumPercent: 100,
  });
}

test('a test: no result, a visible timer, and handed in by itself when the time is up', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const eHomeworkId = await publishOneMinuteTest(page);
  await signInStudent(page, 'hk');
  await page.goto(`/student/homework/${eHomeworkId}`);
  await expect(page.getByRole('heading', { name: '開始之前' })).toBeVisible();
  await lookAt(page, testInfo, 'test-start-hk');
  await press(page, page.getByRole('button', { name: 'Switch to English' }));
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await lookAt(page, testInfo, 'test-start-en');
  await press(page, page.getByRole('button', { name: '切換至繁體中文' }));
  await press(page, page.getByRole('button', { name: '開始測驗' }));
  const timer = page.getByRole('timer', { name: '剩餘時間' });
  await expect(timer).toHaveText(/^0:[0-5]\d$|^1:00$/);
  await answerCurrent(page);
  // A test gives no verdict: the player's submit only saves.
  await expect(page.locator('.hqe-status')).toHaveCount(0);
  await lookAt(page, testInfo, 'test-running-hk');
  // en too, while it runs: the app's language switch there and back.
  await press(page, page.getByRole('button', { name: 'Switch to English' }));
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
  await lookAt(page, testInfo, 'test-running-en');
  await press(page, page.getByRole('button', { name: '切換至繁體中文' }));
  await expect(page.getByRole('timer', { name: '剩餘時間' })).toBeVisible();
  // The time runs out; the answers go in without a word from the student.
  await expect(page.getByRole('heading', { name: '已提交' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await lookAt(page, testInfo, 'test-handed-in-hk');
  await press(page, page.getByRole('button', { name: 'Switch to English' }));
  await expect(page.getByRole('heading', { name: 'Handed in' })).toBeVisible();
  await expect(page.getByText('Results show when your teacher publishes them.')).toBeVisible();
  await lookAt(page, testInfo, 'test-handed-in-en');

  const token = await apiLogin(page, 'teacher', DEMO_TEACHER);
  const students = await apiCall<{ name: string; submitStatus: string }[]>(
    page,
    'GET',
    `/ael/school/practice/practices/${eHomeworkId}/students`,
    token,
  );
  expect(students.filter((s) => s.submitStatus === 'NORMAL')).toHaveLength(1);
  expect(errors).toEqual([]);
});
