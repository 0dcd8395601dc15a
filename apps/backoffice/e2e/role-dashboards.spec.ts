import { expect, type Page, test } from '@playwright/test';
import { logIn, lookAt, schoolToken, signIn, watchErrors } from './helpers';

/**
 * The role dashboards on the seeded data, read only: demo-classteacher's class across the three subjects and
 * demo-panel's subject across the classes, in the current term. What they list is checked against the students
 * performance call, read through the API.
 */

interface PerformanceStudent {
  studentId: number;
  name: string;
  dueCount: number;
  submittedCount: number;
  attentionBand: string | null;
}

/** Each subject's students over the term, through the API, as the signed-in class teacher. */
async function studentsBySubject(page: Page, classId: number, termId: number) {
  const token = (await schoolToken(page)) ?? '';
  const lists: PerformanceStudent[][] = [];
  for (const subjectCode of ['CHINESE', 'ENGLISH', 'MATH']) {
    const response = await page.request.get(
      `/ael/school/v2/report/students/performance?classId=${classId}&termId=${termId}&subjectCode=${subjectCode}`,
      { headers: { accessToken: token } },
    );
    const body = await response.json();
    expect(body.resultStatus, body.errorMessage).toBe(true);
    lists.push(body.resultData.students);
  }
  return lists;
}

test('a class teacher opens the class dashboard: what is due, who has not handed in, who needs attention', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  // A class teacher lands on their class dashboard at sign-in.
  await logIn(page, 'demo-classteacher');
  await expect(page).toHaveURL(/\/home\/dashboardHeadTeacher$/);
  const nav = page.getByRole('navigation', { name: '主選單' });
  await expect(page.getByRole('heading', { name: /^班級主頁/, level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: '班級主頁' })).toHaveAttribute('aria-current', 'page');
  const missingTable = page.getByRole('table', { name: '各學生各科未繳交的功課' });
  await expect(page.getByRole('heading', { name: '未繳交的功課' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '需關注的學生' })).toBeVisible();

  // The class and term the page chose, then the same figures through the API.
  const classId = Number(
    await page.evaluate(
      () => JSON.parse(localStorage.getItem('userInfo') ?? '{}').gradeClasses[0].classes[0].classId,
    ),
  );
  const token = (await schoolToken(page)) ?? '';
  const terms = (
    await (
      await page.request.get(`/ael/school/common/classes/${classId}/terms`, {
        headers: { accessToken: token },
      })
    ).json()
  ).resultData as { termId: number; current: boolean }[];
  const termId = (terms.find((term) => term.current) ?? terms[0])?.termId ?? 0;
  const subjects = await studentsBySubject(page, classId, termId);
  const missing = new Map<number, { name: string; count: number }>();
  const attention = new Set<string>();
  for (const list of subjects)
    for (const s of list) {
      const entry = missing.get(s.studentId) ?? { name: s.name, count: 0 };
      entry.count += s.dueCount - s.submittedCount;
      missing.set(s.studentId, entry);
      if (s.attentionBand !== null) attention.add(s.name);
    }
  const expectedMissing = [...missing.values()].filter((m) => m.count > 0);
  expect(expectedMissing.length).toBeGreaterThan(0);

  // The not-handed-in table lists exactly those students, most first, with their totals.
  const missingRows = missingTable.locator('tbody tr');
  await expect(missingRows).toHaveCount(expectedMissing.length);
  const totals = (await missingRows.locator('td:last-child').allTextContents()).map(Number);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  expect(totals.reduce((a, b) => a + b, 0)).toBe(expectedMissing.reduce((a, m) => a + m.count, 0));
  // The attention table lists exactly the students in a band in some subject.
  const attentionTable = page.getByRole('table', { name: '需要關注的學生各科得分率' });
  const attentionNames = await attentionTable.locator('tbody tr th').allTextContents();
  expect(new Set(attentionNames.map((name) => name.trim()))).toEqual(attention);
  await lookAt(page, testInfo, 'class-dashboard-hk');

  // A student's name opens their report over the term.
  const first = missingTable.locator('tbody tr').first().getByRole('link');
  await first.click();
  await expect(page).toHaveURL(/ePracticeReportStudent\?.*scope=term/);

  // In English, axe clean.
  await signIn(page, 'demo-classteacher', { locale: 'en' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Class dashboard' }).click();
  await expect(page.getByRole('heading', { name: /^Class dashboard/, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Homework not handed in, by student and subject' }),
  ).toBeVisible();
  await lookAt(page, testInfo, 'class-dashboard-en');
  expect(errors).toEqual([]);
});

test('a panel head lands on the subject dashboard: the classes side by side, each opening its overview', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await logIn(page, 'demo-panel');
  await expect(page).toHaveURL(/\/home\/dashboardGrade$/);
  await expect(page.getByRole('heading', { name: /^科目主頁/, level: 1 })).toBeVisible();
  const info = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
  const classes = (info.gradeClasses as { classes: { classId: number; className: string }[] }[]).flatMap(
    (grade) => grade.classes,
  );
  const subject = info.subjectCodes[0] as string;
  const table = page.getByRole('table', { name: '本學期各班比較' });
  await expect(table.locator('tbody tr')).toHaveCount(classes.length);

  // Each class's average is the one its students performance call gives.
  const token = (await schoolToken(page)) ?? '';
  const terms = (
    await (
      await page.request.get(`/ael/school/common/classes/${classes[0]?.classId}/terms`, {
        headers: { accessToken: token },
      })
    ).json()
  ).resultData as { termId: number; current: boolean }[];
  const termId = (terms.find((term) => term.current) ?? terms[0])?.termId ?? 0;
  for (const klass of classes) {
    const body = await (
      await page.request.get(
        `/ael/school/v2/report/students/performance?classId=${klass.classId}&termId=${termId}&subjectCode=${subject}`,
        { headers: { accessToken: token } },
      )
    ).json();
    const average = body.resultData.averageScoreRate as number | null;
    const row = table
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: klass.className }) });
    await expect(row.locator('td').nth(3)).toHaveText(average === null ? '—' : `${Math.round(average)}%`);
  }
  await lookAt(page, testInfo, 'subject-dashboard-hk');

  // A class opens its class overview in the same subject and term.
  await table.getByRole('link', { name: classes[0]?.className ?? '' }).click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/homeOverView\?/);
  await expect(page.getByRole('heading', { name: /^班級概覽/, level: 1 })).toBeVisible();

  await signIn(page, 'demo-panel', { locale: 'en' });
  await page.goto('/home/dashboardGrade');
  await expect(page.getByRole('heading', { name: /^Subject dashboard/, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Classes side by side this term' })).toBeVisible();
  await lookAt(page, testInfo, 'subject-dashboard-en');
  expect(errors).toEqual([]);
});

test('a headmaster lands on the school dashboard: each grade and subject this week and the usage, as the API answers; hk and en', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await logIn(page, 'demo-headmaster');
  await expect(page).toHaveURL(/\/home\/dashboardHead$/);
  await expect(page.getByRole('heading', { name: /^全校主頁/, level: 1 })).toBeVisible();
  const response = await page.request.get('/ael/school/v2/report/school/overview', {
    headers: { accessToken: (await schoolToken(page)) ?? '' },
  });
  const overview = (await response.json()).resultData as {
    grades: {
      gradeCode: number;
      subjects: { published: number; due: number; handedIn: number; submissionRate: number | null }[];
    }[];
    usage: { days: number; teachersPublishing: number; activeStudents: number; answersGiven: number }[];
  };
  // Every grade and subject is a row, in the API's order, with its figures.
  const cells = overview.grades.flatMap((grade) => grade.subjects);
  const week = page.getByRole('table', { name: '本週各年級各科的功課及提交' });
  const rows = week.locator('tbody tr');
  await expect(rows).toHaveCount(cells.length);
  expect(cells.some((cell) => cell.published > 0)).toBe(true);
  for (const [index, cell] of cells.entries()) {
    const row = rows.nth(index);
    await expect(row.locator('td').nth(1)).toHaveText(String(cell.published));
    await expect(row.locator('td').nth(3)).toHaveText(String(cell.due));
    await expect(row.locator('td').nth(4)).toHaveText(String(cell.handedIn));
    await expect(row.locator('td').nth(5)).toContainText(
      cell.submissionRate === null ? '沒有數據' : `${Math.round(cell.submissionRate)}%`,
    );
  }
  const usage = page.getByRole('table', { name: '過去 7 日及 30 日的使用情況' });
  for (const period of overview.usage) {
    const row = usage
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: `過去 ${period.days} 日` }) });
    await expect(row.locator('td')).toHaveText([
      String(period.teachersPublishing),
      String(period.activeStudents),
      String(period.answersGiven),
    ]);
  }
  // This school year's classes in an attention band, and each subject against last year.
  const banded = (
    (await response.json()).resultData as { classes: { attentionBand: string | null }[] }
  ).classes.filter((row) => row.attentionBand !== null);
  expect(banded.length).toBeGreaterThan(0);
  await expect(
    page.getByRole('table', { name: '本學年全班平均低於 60% 的班級及科目' }).locator('tbody tr'),
  ).toHaveCount(banded.length);
  await expect(page.getByRole('table', { name: '各科本學年與上學年比較' }).locator('tbody tr')).toHaveCount(
    3,
  );
  await lookAt(page, testInfo, 'school-dashboard-hk');

  await signIn(page, 'demo-headmaster', { locale: 'en' });
  await page.goto('/home/dashboardHead');
  await expect(page.getByRole('heading', { name: /^School dashboard/, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Usage over the past 7 and 30 days' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Past 30 days' })).toBeVisible();
  await lookAt(page, testInfo, 'school-dashboard-en');
  expect(errors).toEqual([]);
});

test('a curriculum director arranges the school dashboard’s cards: the order and the hidden card stay after a new sign-in; hk and en', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await logIn(page, 'demo-director');
  await expect(page).toHaveURL(/\/home\/dashboardHead$/);
  const sections = page.locator('.hb-perf > section, .hb-perf > div.hb-card');
  await expect(page.getByRole('table', { name: '過去 7 日及 30 日的使用情況' })).toBeVisible();
  const firstTitles = await sections.locator('h2').allInnerTexts();
  expect(firstTitles.at(-1)).toBe('使用情況');

  await page.getByRole('link', { name: '排列卡片' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard\/dashboardSort\?dashboard=SCHOOL$/);
  const list = page.getByRole('list', { name: '全校主頁的卡片' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  // Usage to the top: by the keyboard on its handle, then the chart hidden by a single pointer.
  await list.getByRole('button', { name: '調整使用情況的次序' }).focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Alt+ArrowUp');
  await list.locator('.hb-checkbox').filter({ hasText: '提交率圖表' }).click();
  await expect(list.getByRole('checkbox', { name: '顯示 提交率圖表' })).not.toBeChecked();
  await expect(list.getByRole('listitem').first()).toContainText('使用情況');
  await lookAt(page, testInfo, 'dashboard-sort-hk');
  await page.getByRole('button', { name: '儲存' }).click();

  await expect(page).toHaveURL(/\/home\/dashboardHead$/);
  await expect(page.getByRole('table', { name: '過去 7 日及 30 日的使用情況' })).toBeVisible();
  const arranged = await sections.locator('h2').allInnerTexts();
  expect(arranged).toHaveLength(4);
  expect(arranged.slice(0, 2)).toEqual(['使用情況', expect.stringMatching(/^本週/)]);
  await expect(page.getByRole('heading', { name: '本週各年級各科提交率' })).toHaveCount(0);

  // A new sign-in, through the form: the arrangement came from the server.
  await page.evaluate(() => localStorage.clear());
  await logIn(page, 'demo-director');
  await expect(page.getByRole('table', { name: '過去 7 日及 30 日的使用情況' })).toBeVisible();
  expect(await sections.locator('h2').allInnerTexts()).toEqual(arranged);

  // In English, back to the default order.
  await signIn(page, 'demo-director', { locale: 'en' });
  await page.goto('/home/dashboard/dashboardSort?dashboard=SCHOOL');
  const listEn = page.getByRole('list', { name: 'Cards of the School dashboard' });
  await expect(listEn.getByRole('listitem').first()).toContainText('Usage');
  await lookAt(page, testInfo, 'dashboard-sort-en');
  await page.getByRole('button', { name: 'Default order' }).click();
  await expect(listEn.getByRole('checkbox', { name: 'Show Submission rate chart' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/home\/dashboardHead$/);
  await expect(page.getByRole('table', { name: 'Usage over the past 7 and 30 days' })).toBeVisible();
  expect((await sections.locator('h2').allInnerTexts()).at(-1)).toBe('Usage');
  expect(errors).toEqual([]);
});
