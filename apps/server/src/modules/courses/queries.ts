import type { InstructionsQuery, SubjectCode, TextbookType } from '@harbour/api-client/contract';
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  chapters,
  classes,
  courses,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  instructions,
  papers,
  questions,
} from '../../db/schema';

// The Drizzle queries of the courses module.

export type CourseRow = typeof courses.$inferSelect;

/** Chapter and paper counts of courses. */
export async function courseCounts(db: DbOrTx, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, { chapterCount: number; paperCount: number }>();
  const rows = await db
    .select({
      courseId: chapters.courseId,
      chapterCount: sql<number>`count(DISTINCT ${chapters.id})::int`,
      paperCount: count(papers.id),
    })
    .from(chapters)
    .leftJoin(papers, eq(papers.chapterId, chapters.id))
    .where(inArray(chapters.courseId, courseIds))
    .groupBy(chapters.courseId);
  return new Map(
    rows.map((row) => [
      row.courseId,
      { chapterCount: Number(row.chapterCount), paperCount: Number(row.paperCount) },
    ]),
  );
}

/** The courses of a school in the given subjects (of a grade and family when given), in catalogue order. */
export function coursesOfSchool(
  db: DbOrTx,
  schoolId: number,
  subjects: SubjectCode[],
  filter: { gradeCode?: number | undefined; textbookType?: TextbookType | undefined },
) {
  const where: SQL[] = [eq(courses.schoolId, schoolId), inArray(courses.subjectCode, subjects)];
  if (filter.gradeCode) where.push(eq(courses.gradeCode, filter.gradeCode));
  if (filter.textbookType) where.push(eq(courses.textbookType, filter.textbookType));
  return db
    .select()
    .from(courses)
    .where(and(...where))
    .orderBy(asc(courses.gradeCode), asc(courses.subjectCode), asc(courses.textbookType), asc(courses.id));
}

/** A course of a school, if there is one. */
export async function courseOfSchool(
  db: DbOrTx,
  schoolId: number,
  courseId: number,
): Promise<CourseRow | undefined> {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)));
  return course;
}

/** The papers of a course with their chapters, in chapter order. */
export function papersOfCourse(db: DbOrTx, courseId: number) {
  return db
    .select({
      paperId: papers.id,
      paperName: papers.name,
      chapterId: chapters.id,
      chapterName: chapters.name,
      chapterSortOrder: chapters.sortOrder,
      questionIds: papers.questionIds,
    })
    .from(papers)
    .innerJoin(chapters, eq(chapters.id, papers.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sortOrder), asc(papers.id));
}

/** The knowledge points of a school's questions, by question id. */
export async function knowledgePointsOf(
  db: DbOrTx,
  schoolId: number,
  questionIds: number[],
): Promise<Map<number, string[]>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: questions.id, knowledgePoints: questions.knowledgePoints })
    .from(questions)
    .where(and(inArray(questions.id, questionIds), eq(questions.schoolId, schoolId)));
  return new Map(rows.map((row) => [row.id, row.knowledgePoints]));
}

/** The classes of a school with their grade and A_PLUS access flags. */
export function classAccessOfSchool(db: DbOrTx, schoolId: number) {
  return db
    .select({
      classId: classes.id,
      gradeCode: classes.gradeCode,
      aplusChineseAccessStatus: classes.aplusChineseAccessStatus,
      aplusEnglishAccessStatus: classes.aplusEnglishAccessStatus,
      aplusMathAccessStatus: classes.aplusMathAccessStatus,
    })
    .from(classes)
    .where(eq(classes.schoolId, schoolId));
}

/** The chapters of a school's courses of a subject, grade and family, with paper and question counts. */
export function chaptersOf(
  db: DbOrTx,
  schoolId: number,
  course: { subjectCode: SubjectCode; gradeCode: number; textbookType: TextbookType },
) {
  return db
    .select({
      chapterId: chapters.id,
      chapterName: chapters.name,
      courseId: courses.id,
      courseName: courses.name,
      sortOrder: chapters.sortOrder,
      paperCount: count(papers.id),
      questionCount: sql<number>`coalesce(sum(cardinality(${papers.questionIds})), 0)::int`,
    })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .leftJoin(papers, eq(papers.chapterId, chapters.id))
    .where(
      and(
        eq(courses.schoolId, schoolId),
        eq(courses.subjectCode, course.subjectCode),
        eq(courses.gradeCode, course.gradeCode),
        eq(courses.textbookType, course.textbookType),
      ),
    )
    .groupBy(chapters.id, courses.id)
    .orderBy(asc(courses.id), asc(chapters.sortOrder));
}

/** How many homeworks of each chapter a class was given. */
export async function publishedCountsOf(
  db: DbOrTx,
  schoolId: number,
  classId: number,
  chapterIds: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      chapterId: homeworks.chapterId,
      total: sql<number>`count(DISTINCT ${homeworks.id})::int`,
    })
    .from(homeworks)
    .innerJoin(homeworkTargets, eq(homeworkTargets.homeworkId, homeworks.id))
    .where(
      and(
        eq(homeworks.schoolId, schoolId),
        eq(homeworkTargets.classId, classId),
        inArray(homeworks.chapterId, chapterIds),
      ),
    )
    .groupBy(homeworks.chapterId);
  const published = new Map<number, number>();
  for (const row of rows) if (row.chapterId !== null) published.set(row.chapterId, Number(row.total));
  return published;
}

/** A school's instructions for a family, subject and process type (those for any subject or type too). */
export function instructionsOf(db: DbOrTx, schoolId: number, filter: InstructionsQuery) {
  const { subjectCode, textbookType, processType } = filter;
  const where: (SQL | undefined)[] = [eq(instructions.schoolId, schoolId)];
  if (textbookType) where.push(eq(instructions.textbookType, textbookType));
  if (subjectCode)
    where.push(or(isNull(instructions.subjectCode), eq(instructions.subjectCode, subjectCode)));
  if (processType)
    where.push(or(isNull(instructions.processType), eq(instructions.processType, processType)));
  return db
    .select()
    .from(instructions)
    .where(and(...where))
    .orderBy(asc(instructions.sortOrder), asc(instructions.id));
}

/** The questions of a homework with their knowledge points, in the homework's order. */
export function questionPointsOfHomework(db: DbOrTx, homeworkId: number) {
  return db
    .select({ questionId: questions.id, knowledgePoints: questions.knowledgePoints })
    .from(homeworkQuestions)
    .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
    .where(eq(homeworkQuestions.homeworkId, homeworkId))
    .orderBy(asc(homeworkQuestions.sortOrder));
}
