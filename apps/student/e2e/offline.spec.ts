import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { answerByKeyboard } from './answer-by-keyboard';
import { apiCall, apiLogin, lookAt, press, signInStudent, watchErrors } from './helpers';

// Students no other spec signs in as (the others use demo-student), one per test of this file: the answers
// given and kept here change nothing another test reads.
const STUDENT = 'demo-s3b09';
const OTHER_STUDENT = 'demo-s3b10';
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

/**
 * A student's open practices with no answer yet, at least two questions, and at least `plain` questions answered
 * without an upload, each with the numbers of those questions (the first `plain` of them); `count` of them, or
 * the test cannot run.
 */
async function plainPractices(
  page: Page,
  token: string,
  account: string,
  count: number,
  plain: number,
): Promise<Array<{ homework: HomeworkItem; serials: number[] }>> {
  const open = (await list(page, token)).list.filter(
    (h) =>
      h.group === 'TODO' &&
      h.processKind === 'PRACTICE' &&
      h.answeredCount === 0 &&
      h.questionCount >= 2 &&
      h.questionCount < 14,
  );
  const chosen: Array<{ homework: HomeworkItem; serials: number[] }> = [];
  for (const homework of open) {
    const detail = await apiCall<Detail>(
      page,
      'GET',
      `/ael/student/practice/ehomeworks/${homework.eHomeworkId}`,
      token,
    );
    const serials = detail.questions.filter((q) => OFFLINE_TYPES.has(q.questionType)).map((q) => q.serialNo);
    if (serials.length >= plain) chosen.push({ homework, serials: serials.slice(0, plain) });
    if (chosen.length === count) return chosen;
  }
  throw new Error(
    `the seed leaves ${account} fewer than ${count} open practices with ${plain} plain questions`,
  );
}

test('answers given offline are kept on the device, survive a reload, arrive once in order when the connection is back; the list and the page agree', async ({
  page,
  context,
}, testInfo) => {
  mkdirSync(SHOTS, { recursive: true });
  const errors = watchErrors(page);
  const token = await apiLogin(page, 'student', STUDENT);
  const [{ homework, serials }] = (await plainPractices(page, token, STUDENT, 1, 3)) as [
    { homework: HomeworkItem; serials: number[] },
  ];
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

test('answers the server never got are sent when it answers again: a hand-in tried again sends them first, and the online event sends those of a homework left behind', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  const token = await apiLogin(page, 'student', OTHER_STUDENT);
  const [retried, leftBehind] = (await plainPractices(page, token, OTHER_STUDENT, 2, 1)) as [
    { homework: HomeworkItem; serials: number[] },
    { homework: HomeworkItem; serials: number[] },
  ];
  const saveLine = page.getByTestId('save-state');
  const question = page.locator('.st-question .hqe-question').first();
  const stored = async (eHomeworkId: number) =>
    (
      await apiCall<Detail>(page, 'GET', `/ael/student/practice/ehomeworks/${eHomeworkId}`, token)
    ).questions.filter((q) => q.answer !== null);
  const answerFirstUnreached = async (item: { homework: HomeworkItem; serials: number[] }) => {
    await press(page, page.getByRole('link', { name: item.homework.homeworkName }));
    await expect(page.getByRole('heading', { level: 1, name: item.homework.homeworkName })).toBeVisible();
    await press(page, navigatorButton(page, item.serials[0] as number));
    await expect(page.locator('.st-question').getByRole('heading', { level: 2 })).toContainText(
      `Question ${item.serials[0]}`,
    );
    await answerByKeyboard(page, question);
    await expect(saveLine).toHaveText('No connection: your answers are kept on this device');
  };

  // The browser is online, but the server cannot be reached for answers: the answer waits on the device.
  await signInStudent(page, 'en', OTHER_STUDENT);
  await page.route('**/questions/*/answer', (route) => route.abort('internetdisconnected'));
  await answerFirstUnreached(retried);
  await press(page, page.getByRole('button', { name: 'Hand in homework' }));
  await press(page, page.getByRole('dialog').getByRole('button', { name: 'Hand in' }));
  await expect(page.getByRole('button', { name: 'Try handing in again' })).toBeVisible();
  expect(await stored(retried.homework.eHomeworkId)).toEqual([]);

  // The server answers again, and no online event comes (the browser never went offline): trying again sends
  // the kept answer, then asks to hand in, which the server refuses for the questions still unanswered (a
  // practice is handed in whole), naming them; the answer sent is stored.
  await page.unroute('**/questions/*/answer');
  await press(page, page.getByRole('button', { name: 'Try handing in again' }));
  await expect(saveLine).toHaveText('All answers saved');
  await expect(page.getByRole('alert')).toContainText('Please answer every question before submitting');
  await expect(page.getByRole('button', { name: 'Try handing in again' })).toHaveCount(0);
  expect((await stored(retried.homework.eHomeworkId)).map((q) => q.serialNo)).toEqual([retried.serials[0]]);

  // An answer of another homework waits while the student goes back to the list, then the connection returns:
  // it is sent without that homework being opened again, and the list says so.
  await page.route('**/questions/*/answer', (route) => route.abort('internetdisconnected'));
  await press(page, page.getByRole('link', { name: 'Back to my homework' }));
  await answerFirstUnreached(leftBehind);
  await press(page, page.getByRole('link', { name: 'Back to my homework' }));
  const row = page.getByRole('listitem').filter({ hasText: leftBehind.homework.homeworkName });
  await expect(row).toContainText(`0 of ${leftBehind.homework.questionCount} answered`);
  await context.setOffline(true);
  await page.unroute('**/questions/*/answer');
  await context.setOffline(false);
  await expect(row).toContainText(`1 of ${leftBehind.homework.questionCount} answered`);
  const sent = await stored(leftBehind.homework.eHomeworkId);
  expect(sent.map((q) => [q.serialNo, q.answer?.version])).toEqual([[leftBehind.serials[0], 1]]);
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
});
