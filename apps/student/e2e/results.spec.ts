import { expect, test } from '@playwright/test';
import {
  apiCall,
  apiLogin,
  DEMO_STUDENT,
  LOCALE_KEY,
  lookAt,
  press,
  signInStudent,
  watchErrors,
} from './helpers';

interface Detail {
  homework: { eHomeworkId: number; homeworkName: string; group: string };
  resultsShown: boolean;
  totalScore: number | null;
  fullScore: number;
  questions: { serialNo: number; outcome: { score: number; maxScore: number; comment: string } | null }[];
}

test('results: a marked homework shows the total, each score and the teacher’s comment, in hk and en', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const token = await apiLogin(page, 'student', DEMO_STUDENT);
  const { list } = await apiCall<{ list: { eHomeworkId: number; group: string }[] }>(
    page,
    'GET',
    '/ael/student/practice/ehomeworks',
    token,
  );
  let marked: { detail: Detail; serialNo: number; comment: string } | null = null;
  for (const item of list.filter((h) => h.group === 'DONE')) {
    const detail = await apiCall<Detail>(
      page,
      'GET',
      `/ael/student/practice/ehomeworks/${item.eHomeworkId}`,
      token,
    );
    const commented = detail.questions.find((q) => q.outcome?.comment);
    if (detail.resultsShown && commented?.outcome) {
      marked = { detail, serialNo: commented.serialNo, comment: commented.outcome.comment };
      break;
    }
  }
  if (!marked) throw new Error('the seed has no marked homework with a comment for demo-student');
  const { detail, serialNo, comment } = marked;

  await signInStudent(page, 'hk');
  await page.goto(`/student/homework/${detail.homework.eHomeworkId}`);
  await expect(page.getByText(`得分：${detail.totalScore}／${detail.fullScore}`)).toBeVisible();
  await press(
    page,
    page
      .getByRole('navigation', { name: '題目' })
      .getByRole('button', { name: new RegExp(`^第 ${serialNo} 題`) }),
  );
  await expect(page.locator('.st-outcome')).toContainText('老師評語');
  await expect(page.locator('.st-outcome')).toContainText(comment);
  await lookAt(page, testInfo, 'results-hk');

  await page.evaluate((key) => localStorage.setItem(key, 'en'), LOCALE_KEY);
  await page.reload();
  await expect(page.getByText(`Score: ${detail.totalScore} / ${detail.fullScore}`)).toBeVisible();
  await press(
    page,
    page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: new RegExp(`^Question ${serialNo}:`) }),
  );
  await expect(page.locator('.st-outcome')).toContainText("Teacher's comment");
  await lookAt(page, testInfo, 'results-en');
  expect(errors).toEqual([]);
});
