import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chapters, courses, homeworkQuestions, papers } from '../../db/schema';

// The Drizzle queries of publishing from course material.

/** A paper of a school with its chapter and course, if there is one. */
export async function paperWithCourse(db: DbOrTx, schoolId: number, paperId: number) {
  const [row] = await db
    .select({
      paperId: papers.id,
      questionIds: papers.questionIds,
      chapterId: chapters.id,
      courseId: courses.id,
      subjectCode: courses.subjectCode,
      gradeCode: courses.gradeCode,
      textbookType: courses.textbookType,
    })
    .from(papers)
    .innerJoin(chapters, eq(chapters.id, papers.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(papers.id, paperId), eq(papers.schoolId, schoolId)));
  return row;
}

/** A chapter of a school with its course, if there is one. */
export async function chapterWithCourse(db: DbOrTx, schoolId: number, chapterId: number) {
  const [row] = await db
    .select({
      chapterId: chapters.id,
      courseId: courses.id,
      subjectCode: courses.subjectCode,
      gradeCode: courses.gradeCode,
      textbookType: courses.textbookType,
    })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(chapters.id, chapterId), eq(chapters.schoolId, schoolId)));
  return row;
}

/** The question ids of a chapter's papers, paper by paper. */
export async function questionIdsOfChapter(db: DbOrTx, chapterId: number): Promise<number[][]> {
  const rows = await db
    .select({ questionIds: papers.questionIds })
    .from(papers)
    .where(eq(papers.chapterId, chapterId))
    .orderBy(asc(papers.id));
  return rows.map((row) => row.questionIds);
}

/** The question ids of a homework, in its order. */
export async function questionIdsOfHomework(db: DbOrTx, homeworkId: number): Promise<number[]> {
  const rows = await db
    .select({ questionId: homeworkQuestions.questionId })
    .from(homeworkQuestions)
    .where(eq(homeworkQuestions.homeworkId, homeworkId))
    .orderBy(asc(homeworkQuestions.sortOrder));
  return rows.map((row) => row.questionId);
}
