// The publish form and the course it publishes from, as the publishing suites drive them.
import { hongKongDate, hongKongWallTime, isoToHongKongInput } from '@harbour/domain';
import { expect, type Page } from '@playwright/test';
import { apiResult } from '../../../scripts/e2e/api-result.mjs';
import { fillWallTime, schoolToken } from './helpers';

/** The course demo-teacher teaches in the seed: P3 English, A+ (classes 3A, 3B with groups). */
export const COURSE = { gradeCode: 3, subjectCode: 'ENGLISH', textbookType: 'A_PLUS' } as const;
export const COURSE_SEARCH = `gradeCode=${COURSE.gradeCode}&subjectCode=${COURSE.subjectCode}&textbookType=${COURSE.textbookType}`;

/** GET with the page's own token; resultData, after checking resultStatus. */
export async function api<T>(page: Page, path: string): Promise<T> {
  return apiResult<T>(page.request, 'GET', path, (await schoolToken(page)) ?? '');
}

export interface Course {
  courseId: number;
}
export interface Paper {
  paperId: number;
  paperName: string;
  chapterName: string;
  questionCount: number;
}
export interface Chapter {
  chapterId: number;
  chapterName: string;
  questionCount: number;
}
export interface ClassGrade {
  gradeCode: number;
  classes: { classId: number; className: string }[];
  groups: { groupId: number; groupName: string; classId: number | null }[];
}

export async function course(page: Page): Promise<{ courseId: number; papers: Paper[] }> {
  const [found] = await api<Course[]>(page, `/ael/school/common/courses?${COURSE_SEARCH}`);
  expect(found, 'the seed has the P3 English A+ course').toBeDefined();
  const { papers } = await api<{ papers: Paper[] }>(
    page,
    `/ael/school/common/courses/${found!.courseId}/papers`,
  );
  return { courseId: found!.courseId, papers };
}

export async function classesOfGrade(page: Page): Promise<ClassGrade> {
  const grades = await api<ClassGrade[]>(
    page,
    `/ael/school/common/classes/dropdown?subjectCode=${COURSE.subjectCode}&gradeCode=${COURSE.gradeCode}`,
  );
  return grades.find((g) => g.gradeCode === COURSE.gradeCode)!;
}

/** A datetime-local value in Hong Kong time, `days` from today at `hour`:00. */
export function hongKongInput(days: number, hour: number): string {
  const [year, month, day] = hongKongDate(new Date()).split('-').map(Number) as [number, number, number];
  return isoToHongKongInput(hongKongWallTime(year, month, day + days, hour));
}

/** Ticks a checkbox of the target list by its visible label. */
export async function tick(page: Page, label: string): Promise<void> {
  await page.locator('.hb-publish__targets').getByText(label, { exact: true }).click();
  await expect(
    page.locator('.hb-publish__targets').getByRole('checkbox', { name: label, exact: true }),
  ).toBeChecked();
}

/**
 * Fills the publish form open on the page (name, start, end, targets) and publishes; by default from
 * tomorrow 08:00 to 18:00 in three days (Hong Kong inputs).
 */
export async function fillAndPublish(
  page: Page,
  name: string,
  targets: string[],
  times: { start: string; end: string } = { start: hongKongInput(1, 8), end: hongKongInput(3, 18) },
): Promise<void> {
  await page.getByLabel('功課名稱', { exact: true }).fill(name);
  await fillWallTime(page, '開始', times.start);
  await fillWallTime(page, '結束', times.end);
  for (const target of targets) await tick(page, target);
  await page.getByRole('button', { name: '發佈功課' }).click();
  await expect(page.getByRole('heading', { name: `「${name}」已發佈` })).toBeVisible();
}

/** Publishes the course's first paper to `targets`, from the publish page's address. */
export async function publishHomework(
  page: Page,
  name: string,
  targets: string[],
  times?: { start: string; end: string },
): Promise<void> {
  const { courseId, papers } = await course(page);
  await page.goto(`/home/courseMag/courseOptions?courseId=${courseId}&paperId=${papers[0]!.paperId}`);
  await fillAndPublish(page, name, targets, times);
}

/** From the catalogue on the page, as a teacher goes: the first paper's chapter, then its 發佈功課 link. */
export async function openFirstPaperToPublish(page: Page, paper: Paper): Promise<void> {
  await page
    .getByRole('row', { name: new RegExp(paper.chapterName) })
    .getByRole('link', { name: '打開' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: paper.chapterName })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(paper.paperName) })
    .getByRole('link', { name: '發佈功課' })
    .click();
  await expect(page).toHaveURL(/courseOptions/);
}
