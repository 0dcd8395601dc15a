import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  answers,
  attempts,
  chapters,
  courses,
  homeworkQuestions,
  markings,
  questions,
} from '../../../db/schema';
import { answerColumns } from '../../homework';

// The Drizzle queries of the test reports.

/** The questions of a test in order, with maxima, types, content and their chapter (the report's course). */
export function testQuestionsOf(db: DbOrTx, homeworkId: number) {
  return db
    .select({
      questionId: homeworkQuestions.questionId,
      sortOrder: homeworkQuestions.sortOrder,
      maxScore: homeworkQuestions.maxScore,
      questionType: questions.questionType,
      content: questions.content,
      chapterId: questions.chapterId,
      chapterName: chapters.name,
      courseName: courses.name,
      chapterOrder: chapters.sortOrder,
    })
    .from(homeworkQuestions)
    .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
    .leftJoin(chapters, eq(chapters.id, questions.chapterId))
    .leftJoin(courses, eq(courses.id, chapters.courseId))
    .where(eq(homeworkQuestions.homeworkId, homeworkId))
    .orderBy(asc(homeworkQuestions.sortOrder), asc(homeworkQuestions.questionId));
}

/** Every answer (sub-answers of a composite apart) of the given students to a test, with the marking's comment. */
export async function testAnswersOf(db: DbOrTx, homeworkId: number, studentIds: readonly number[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: attempts.studentId,
      ...answerColumns,
      comment: markings.comment,
      draft: markings.draft,
    })
    .from(attempts)
    .innerJoin(answers, eq(answers.attemptId, attempts.id))
    .leftJoin(markings, eq(markings.answerId, answers.id))
    .where(and(eq(attempts.homeworkId, homeworkId), inArray(attempts.studentId, [...studentIds])))
    .orderBy(asc(answers.questionId), asc(answers.childKey));
}
