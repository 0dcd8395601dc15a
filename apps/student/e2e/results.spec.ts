import { expect, test } from '@playwright/test';
import {
  apiCall,
  apiLogin,
  DEMO_PASSWORD,
  DEMO_STUDENT,
  DEMO_TEACHER,
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

interface MarkingUnit {
  answers: {
    answerId: number | null;
    serialNo: number;
    maxScore: number;
    teacherMarked: boolean;
    localAnswer: { imgUrl?: string[] } | null;
    marking: unknown;
  }[];
}

test('results: a marked writing task shows each criterion’s score and the photo with the teacher’s marks, in hk and en', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  // demo-student, and demo-teacher's seeded writing task in 3B (handed in by the whole class, essays as photos).
  const login = await page.request.post('/ael/student/common/login', {
    data: { account: DEMO_STUDENT, password: DEMO_PASSWORD },
  });
  const studentId = (await login.json()).resultData.student.studentId as number;
  const teacher = await apiLogin(page, 'teacher', DEMO_TEACHER);
  const { list } = await apiCall<{ list: { eHomeworkId: number; homeworkName: string }[] }>(
    page,
    'GET',
    '/ael/school/practice/practices?keyword=Writing%20Task&pageSize=50',
    teacher,
  );
  const task = list.find((h) => h.homeworkName === '3B Writing Task: A Letter to a Friend');
  if (!task) throw new Error('the seed has no writing task for demo-teacher in 3B');
  const base = `/ael/school/practice/practices/${task.eHomeworkId}`;
  const overview = await apiCall<{ writingCriteria: { ruleName: string; total: number }[] }>(
    page,
    'GET',
    `${base}/correctdetail`,
    teacher,
  );
  const unit = await apiCall<MarkingUnit>(
    page,
    'GET',
    `${base}/answers/next?studentId=${studentId}`,
    teacher,
  );
  const essay = unit.answers.find(
    (a) => a.teacherMarked && a.answerId !== null && a.localAnswer?.imgUrl?.length,
  );
  if (!essay?.answerId || !essay.localAnswer?.imgUrl?.[0])
    throw new Error('demo-student handed in no essay photo');
  // One point below each criterion's total; the score is their sum.
  const criteria = overview.writingCriteria.map((c) => ({ ruleName: c.ruleName, score: c.total - 1 }));
  const score = criteria.reduce((sum, c) => sum + c.score, 0);
  await apiCall(page, 'POST', `${base}/answers/${essay.answerId}/correct`, teacher, {
    score,
    comment: 'A friendly letter; mind the paragraphs.',
    criteria,
    pictures: [
      {
        imgUrl: essay.localAnswer.imgUrl[0],
        rotation: 90,
        marks: [
          { kind: 'TICK', x: 0.3, y: 0.3 },
          { kind: 'CROSS', x: 0.6, y: 0.5 },
          { kind: 'NOTE', x: 0.2, y: 0.7, text: 'Good opening' },
        ],
      },
    ],
    draft: false,
    baseVersion: 0,
  });

  await signInStudent(page, 'hk');
  await page.goto(`/student/homework/${task.eHomeworkId}`);
  await press(
    page,
    page
      .getByRole('navigation', { name: '題目' })
      .getByRole('button', { name: new RegExp(`^第 ${essay.serialNo} 題`) }),
  );
  const result = page.getByRole('region', { name: `第 ${essay.serialNo} 題的結果` });
  await expect(result).toContainText(`${score} / ${essay.maxScore}`);
  await expect(result).toContainText('A friendly letter; mind the paragraphs.');
  // Marked, the essay no longer says it waits for the teacher: its mark (between none and full) is part right.
  await expect(page.locator('.st-question')).not.toContainText('等待老師批改');
  const table = result.getByRole('table', { name: '寫作評分準則得分' });
  for (const c of criteria)
    await expect(table.getByRole('row', { name: `${c.ruleName} ${c.score}` })).toBeVisible();
  await expect(result.getByRole('heading', { name: '老師批改後的相片' })).toBeVisible();
  const photo = result.locator('.hb-photo-marks').first();
  await expect(photo).toContainText('Good opening');
  await expect(
    result.getByRole('img', { name: new RegExp(`^第 ${essay.serialNo} 題的第 1 張相片`) }),
  ).toBeVisible();
  await lookAt(page, testInfo, 'results-writing-hk');

  await page.evaluate((key) => localStorage.setItem(key, 'en'), LOCALE_KEY);
  await page.reload();
  await press(
    page,
    page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: new RegExp(`^Question ${essay.serialNo}:`) }),
  );
  const resultEn = page.getByRole('region', { name: `Result of question ${essay.serialNo}` });
  await expect(resultEn.getByRole('table', { name: 'Scores by writing criterion' })).toBeVisible();
  await expect(
    resultEn.getByRole('img', { name: new RegExp(`^Photo 1 of question ${essay.serialNo}`) }),
  ).toBeVisible();
  await lookAt(page, testInfo, 'results-writing-en');
  expect(errors).toEqual([]);
});
