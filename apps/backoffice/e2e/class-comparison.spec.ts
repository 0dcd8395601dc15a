import { expect, type Page, test } from '@playwright/test';
import { lookAt, schoolToken, signIn, watchErrors } from './helpers';

/**
 * The class comparison on the seeded data, read only: the panel head compares the classes of a grade over the
 * term, opens a unit and a homework given to several classes, and every class's average and spread on the way
 * is the API's.
 */

interface ClassRef {
  classId: number;
  className: string;
}
interface UserInfo {
  gradeClasses: { gradeCode: number; gradeName: string; classes: ClassRef[] }[];
}
interface TermPerformance {
  units: { scheduleId: number; sortOrder: number; averageScoreRate: number | null }[];
  homework: { eHomeworkId: number; name: string }[];
}

const rounded = (rate: number | null) => (rate === null ? null : Math.round(rate));

/** The lowest student rate of a class report, as the spread's first column shows it. */
function lowestOf(report: { students: { scoreRate: number | null }[] }): number | null {
  const rates = report.students.flatMap((s) => (s.scoreRate === null ? [] : [s.scoreRate]));
  return rates.length === 0 ? null : Math.round(Math.min(...rates));
}

/** The charts drawn (recharts loads on first use) before anything is shot. */
async function chartsDrawn(page: Page): Promise<void> {
  await expect(page.getByText(/正在載入圖表|Loading the chart/)).toHaveCount(0);
}

/** The whole percentages of a column (1-based, the row header counted) of a table, row by row. */
async function columnRates(page: Page, caption: string, column: number): Promise<(number | null)[]> {
  const cells = await page
    .getByRole('table', { name: caption })
    .locator(`tbody tr > :nth-child(${column})`)
    .allTextContents();
  return cells.map((text) => {
    const match = /(\d+)%/.exec(text);
    return match ? Number(match[1]) : null;
  });
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { accessToken: (await schoolToken(page)) ?? '' },
  });
  const body = await response.json();
  expect(body.resultStatus, body.errorMessage).toBe(true);
  return body.resultData as T;
}

test('a panel head compares the classes of a grade on a unit and on a homework; hk and en', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo-panel');
  await page.goto('/home/dashboardGrade');
  await page
    .getByRole('navigation', { name: '學校報告' })
    .getByRole('link', { name: '班別比較', exact: true })
    .click();
  await expect(page).toHaveURL(/\/home\/reportCenter\/compareClassReport$/);

  // The first grade with two classes, the panel head's subject (English), the current term.
  const userInfo = (await page.evaluate(() =>
    JSON.parse(localStorage.getItem('userInfo') ?? 'null'),
  )) as UserInfo;
  const grade = userInfo.gradeClasses.find((g) => g.classes.length > 1);
  if (!grade) throw new Error('no grade with two classes');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`班別比較 ${grade.gradeName} 英文`);
  const first = grade.classes[0] as ClassRef;
  const terms = await api<{ termId: number; current: boolean }[]>(
    page,
    `/ael/school/common/classes/${first.classId}/terms`,
  );
  const termId = (terms.find((term) => term.current) ?? terms[0])?.termId;
  const perClass = await Promise.all(
    grade.classes.map((klass) =>
      api<TermPerformance>(
        page,
        `/ael/school/v2/report/schedules/wholeperformance?classId=${klass.classId}&subjectCode=ENGLISH&termId=${termId}`,
      ),
    ),
  );

  // The units: each class's average in its own column, as each class's term report gives it.
  const unitsCaption = '各單元的班平均';
  const firstUnits = perClass[0]?.units ?? [];
  await expect(page.getByRole('table', { name: unitsCaption }).locator('tbody tr')).toHaveCount(
    firstUnits.length,
  );
  for (const [k, report] of perClass.entries())
    expect(await columnRates(page, unitsCaption, k + 2)).toEqual(
      report.units.map((unit) => rounded(unit.averageScoreRate)),
    );
  await lookAt(page, testInfo, 'class-comparison-grade-hk');

  // One click: the first unit, each class on its own unit with the spread of its students' rates.
  const unitName =
    (await page.getByRole('table', { name: unitsCaption }).getByRole('link').first().textContent()) ?? '';
  await page.getByRole('table', { name: unitsCaption }).getByRole('link').first().click();
  await expect(page).toHaveURL(/compareClassReport\?.*unitOrder=1/);
  const unitCaption = `${grade.gradeName}各班在${unitName}的表現`;
  const unitReports = await Promise.all(
    grade.classes.map((klass, k) =>
      api<{ averageScoreRate: number | null; students: { scoreRate: number | null }[] }>(
        page,
        `/ael/school/v2/report/students/performance?classId=${klass.classId}&subjectCode=ENGLISH&scheduleId=${
          perClass[k]?.units.find((unit) => unit.sortOrder === 1)?.scheduleId
        }`,
      ),
    ),
  );
  await expect(page.getByRole('table', { name: unitCaption }).locator('tbody tr')).toHaveCount(
    grade.classes.length,
  );
  // Grade, class, students, completion, class average, lowest … highest.
  expect(await columnRates(page, unitCaption, 5)).toEqual(
    unitReports.map((r) => rounded(r.averageScoreRate)),
  );
  expect(await columnRates(page, unitCaption, 6)).toEqual(unitReports.map(lowestOf));
  await chartsDrawn(page);
  await lookAt(page, testInfo, 'class-comparison-unit-hk');

  // Back to the grade.
  await page.getByRole('link', { name: /返回級別/ }).click();
  await expect(page).toHaveURL(/compareClassReport(\?(?!.*unitOrder).*)?$/);
  await expect(page.getByRole('table', { name: unitsCaption })).toBeVisible();

  // The headmaster compares a grade's classes on a Mathematics homework given to the whole grade (the seed's
  // past term has one a grade): each class's average and lowest rate are the API's for that class.
  await signIn(page, 'demo-headmaster');
  const termsOfShared = await Promise.all(
    terms.map(async (term) => {
      const reports = await Promise.all(
        grade.classes.map((klass) =>
          api<TermPerformance>(
            page,
            `/ael/school/v2/report/schedules/wholeperformance?classId=${klass.classId}&subjectCode=MATH&termId=${term.termId}`,
          ),
        ),
      );
      const shared = reports[0]?.homework.find((h) =>
        reports
          .slice(1)
          .every((report) => report.homework.some((other) => other.eHomeworkId === h.eHomeworkId)),
      );
      return shared ? { termId: term.termId, shared } : null;
    }),
  );
  const found = termsOfShared.find((x) => x !== null);
  if (!found) throw new Error(`no Mathematics homework shared by ${grade.gradeName}'s classes`);
  await page.goto(
    `/home/reportCenter/compareClassReport?subject=MATH&termId=${found.termId}&gradeCode=${grade.gradeCode}`,
  );
  await page
    .getByRole('table', { name: '各份共同功課的班平均' })
    .getByRole('link', { name: found.shared.name })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`eHomeworkId=${found.shared.eHomeworkId}`));
  const homeworkReports = await Promise.all(
    grade.classes.map((klass) =>
      api<{ averageScoreRate: number | null; students: { scoreRate: number | null }[] }>(
        page,
        `/ael/school/v2/report/ehomeworks/${found.shared.eHomeworkId}?classId=${klass.classId}`,
      ),
    ),
  );
  const homeworkCaption = `${grade.gradeName}各班在${found.shared.name}的表現`;
  await expect(page.getByRole('table', { name: homeworkCaption }).locator('tbody tr')).toHaveCount(
    grade.classes.length,
  );
  expect(await columnRates(page, homeworkCaption, 5)).toEqual(
    homeworkReports.map((r) => rounded(r.averageScoreRate)),
  );
  expect(await columnRates(page, homeworkCaption, 6)).toEqual(homeworkReports.map(lowestOf));
  await chartsDrawn(page);
  await lookAt(page, testInfo, 'class-comparison-homework-hk');

  await signIn(page, 'demo-panel', { locale: 'en' });
  await page.goto('/home/reportCenter/compareClassReport?unitOrder=1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `Class comparison ${grade.gradeName} English`,
  );
  await expect(page.locator('table').last().locator('tbody tr')).toHaveCount(grade.classes.length);
  await chartsDrawn(page);
  await lookAt(page, testInfo, 'class-comparison-unit-en');
  expect(errors).toEqual([]);
});
