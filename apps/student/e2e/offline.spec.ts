import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { answerByKeyboard } from './answer-by-keyboard';
import { apiCall, apiLogin, lookAt, press, signInStudent, watchErrors } from './helpers';

// A student no other spec signs in as (the others use demo-student), and a practice of theirs no spec opens:
// the answers given and kept here change nothing another spec reads.
const STUDENT = 'demo-s3b09';
const SHOTS = '/tmp/shots-offline';
/** Base question types answered here without an upload (photos and recordings need the server). */
const OFFLINE_TYPES = new Set([
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'COMPLETION',
  'SHORT_ANSWER',
  'CHOICE_COMPLETION',
]);

interface HomeworkItem {
  eHomeworkId: number;
  homeworkName: string;
  group: string;
  processKind: string;
  questionCount: number;
  answeredCount: number;
}
interface Saved {
  studentAnswer: string;
  version: number;
  childQuestions: { questionId: string; studentAnswer: string }[];
}
interface Detail {
  questions: { questionId: number; serialNo: number; questionType: string; answer: Saved | null }[];
}

const list = (page: Page, token: string) =>
  apiCall<{ list: HomeworkItem[] }>(page, 'GET', '/ael/student/practice/ehomeworks', token);

const navigatorButton = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${n}[,:]`) });

test('answers given offline are kept on the device, survive a reload, arrive once in order when the connection is back; the list and the page agree', async ({
  page,
  context,
}, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const errors = watchErrors(page);
  const token = await apiLogin(page, 'student', STUDENT);
  const open = (await list(page, token)).list.filter(
    (h) =>
      h.group === 'TODO' && h.processKind === 'PRACTICE' && h.answeredCount === 0 && h.questionCount < 14,
  );
  // The first whose first question and two more can be answered without an upload.
  let chosen: { homework: HomeworkItem; serials: number[] } | null = null;
  for (const homework of open) {
    const detail = await apiCall<Detail>(
      page,
      'GET',
      `/ael/student/practice/ehomeworks/${homework.eHomeworkId}`,
      token,
    );
    const serials = detail.questions.filter((q) => OFFLINE_TYPES.has(q.questionType)).map((q) => q.serialNo);
    if (serials.length >= 3) {
      chosen = { homework, serials: serials.slice(0, 3) };
      break;
    }
  }
  if (!chosen) throw new Error(`the seed leaves ${STUDENT} no open practice with three plain questions`);
  const { homework, serials } = chosen;
  const [first, second, third] = serials as [number, number, number];

  await signInStudent(page, 'en', STUDENT);
  await press(page, page.getByRole('link', { name: homework.homeworkName }));
  await expect(page.getByRole('heading', { level: 1, name: homework.homeworkName })).toBeVisible();
  // Both languages' texts loaded while online (the hk screenshot is taken offline).
  await press(page, page.getByRole('button', { name: '切換至繁體中文' }));
  await expect(page.getByRole('navigation', { name: '題目' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Switch to English' }));
  await expect(page.getByRole('navigation', { name: 'Questions' })).toBeVisible();
  const saveLine = page.getByTestId('save-state');
  const question = page.locator('.st-question .hqe-question').first();

  // Online: one answer, saved.
  await press(page, navigatorButton(page, first));
  await expect(page.locator('.st-question').getByRole('heading', { level: 2 })).toContainText(
    `Question ${first}`,
  );
  await answerByKeyboard(page, question);
  await expect(saveLine).toHaveText('All answers saved');

  // The connection is lost: two more answers (one changed after its first try to send), kept on the device.
  await context.setOffline(true);
  await press(page, navigatorButton(page, second));
  await answerByKeyboard(page, question);
  await expect(saveLine).toHaveText('No connection: your answers are kept on this device');
  await press(page, navigatorButton(page, third));
  await expect(page.locator('.st-question').getByRole('heading', { level: 2 })).toContainText(
    `Question ${third}`,
  );
  await answerByKeyboard(page, question);
  await expect(saveLine).toHaveText('No connection: your answers are kept on this device');
  await page.screenshot({ path: `${SHOTS}/offline-en.png`, fullPage: true });
  await lookAt(page, testInfo, 'offline-en');

  // Handing in without a connection: the page stays, with a way to try again.
  await press(page, page.getByRole('button', { name: 'Hand in homework' }));
  await press(page, page.getByRole('dialog').getByRole('button', { name: 'Hand in' }));
  await expect(page.getByRole('button', { name: 'Try handing in again' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: homework.homeworkName })).toBeVisible();

  await press(page, page.getByRole('button', { name: '切換至繁體中文' }));
  await expect(saveLine).toHaveText('未能連線：你的答案已保存在此裝置');
  await page.screenshot({ path: `${SHOTS}/offline-hk.png`, fullPage: true });
  await lookAt(page, testInfo, 'offline-hk');
  await press(page, page.getByRole('button', { name: 'Switch to English' }));

  // A reload while the server still cannot be reached for answers (the pages themselves load): the answers
  // kept on the device are still there, and the page says so.
  await page.route('**/questions/*/answer', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: homework.homeworkName })).toBeVisible();
  await expect(saveLine).toHaveText('No connection: your answers are kept on this device');

  // The connection comes back (the browser's online event): the kept answers go, and are saved.
  await context.setOffline(true);
  await page.unroute('**/questions/*/answer');
  await context.setOffline(false);
  await expect(saveLine).toHaveText('All answers saved');

  // Through the API: the three questions answered, each stored once (its first version) with what was typed;
  // no other question holds an answer.
  const detail = await apiCall<Detail>(
    page,
    'GET',
    `/ael/student/practice/ehomeworks/${homework.eHomeworkId}`,
    token,
  );
  const answered = detail.questions.filter((q) => q.answer !== null);
  expect(answered.map((q) => q.serialNo)).toEqual(serials);
  for (const q of answered) {
    expect(q.answer?.version).toBe(1);
    expect(q.answer?.studentAnswer).toMatch(/^answer/);
  }
  const listed = (await list(page, token)).list.find((h) => h.eHomeworkId === homework.eHomeworkId);
  expect(listed?.answeredCount).toBe(3);

  // Leaving and coming back: the page shows what the server holds, and agrees with the list.
  await press(page, page.getByRole('link', { name: 'Back to my homework' }));
  const row = page.getByRole('listitem').filter({ hasText: homework.homeworkName });
  await expect(row).toContainText(`3 of ${homework.questionCount} answered`);
  await press(page, page.getByRole('link', { name: homework.homeworkName }));
  await expect(page.getByRole('navigation', { name: 'Questions' })).toContainText(
    `3 of ${homework.questionCount} answered`,
  );
  for (const n of serials)
    await expect(navigatorButton(page, n)).toHaveAccessibleName(`Question ${n}, answered`);
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
});
