import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { answers, attempts, homeworks, markings, students, workPapers } from '../../db/schema';
import { answerColumns, publishedBy, reachesStudent, type StudentRef } from '../homework';

// The Drizzle queries of the student app's calls.

/**
 * The student's homework for the home page: published, reaching them, started (startTime <= now), ending no
 * earlier than `since`; with their attempt (answerPartRows gives its answers).
 */
export function homeworkListRows(db: DbOrTx, student: StudentRef, now: Date, since: Date) {
  return db
    .select({
      homework: homeworks,
      attemptId: attempts.id,
      startedAt: attempts.startedAt,
      submittedAt: attempts.submittedAt,
      submitStatus: attempts.submitStatus,
      joinedClassAt: sql<Date | string | null>`(select ${students.joinedClassAt} from ${students}
        where ${students.id} = ${student.studentId})`,
    })
    .from(homeworks)
    .leftJoin(attempts, and(eq(attempts.homeworkId, homeworks.id), eq(attempts.studentId, student.studentId)))
    .where(
      and(
        eq(homeworks.schoolId, student.schoolId),
        publishedBy(now),
        lte(homeworks.startTime, now),
        gte(homeworks.endTime, since),
        reachesStudent(student),
      ),
    )
    .orderBy(asc(homeworks.endTime), asc(homeworks.id));
}

/** The saved parts of the answers of these attempts: enough to count the questions answered (questionAnswered). */
export function answerPartRows(db: DbOrTx, attemptIds: readonly number[]) {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      attemptId: answers.attemptId,
      questionId: answers.questionId,
      encodedAnswer: answers.encodedAnswer,
      localAnswer: answers.localAnswer,
    })
    .from(answers)
    .where(inArray(answers.attemptId, [...attemptIds]));
}

/** The saved answers of an attempt, with their marking (score, comment, criteria, photo marks) when a teacher marked them. */
export function answerRows(db: DbOrTx, attemptId: number) {
  return (
    db
      .select({
        ...answerColumns,
        version: answers.version,
        markedScore: markings.score,
        comment: markings.comment,
        criteria: markings.criteria,
        pictures: markings.pictures,
      })
      .from(answers)
      // Only a final marking of the answer as it is now: a writing draft, or a marking of an answer the student
      // changed since (a redo), is not the student's result.
      .leftJoin(
        markings,
        and(
          eq(markings.answerId, answers.id),
          eq(markings.draft, false),
          eq(markings.answerVersion, answers.version),
        ),
      )
      .where(eq(answers.attemptId, attemptId))
  );
}

/** Opens the student's attempt or, when it exists, sets its start once; answers when it started. */
export async function startAttempt(
  db: DbOrTx,
  student: StudentRef,
  homeworkId: number,
  now: Date,
): Promise<Date> {
  const [row] = await db
    .insert(attempts)
    .values({ schoolId: student.schoolId, homeworkId, studentId: student.studentId, startedAt: now })
    .onConflictDoUpdate({
      target: [attempts.homeworkId, attempts.studentId],
      set: { startedAt: sql`coalesce(${attempts.startedAt}, excluded.started_at)` },
    })
    .returning({ startedAt: attempts.startedAt });
  return row?.startedAt ?? now;
}

/**
 * Submits the student's attempt (opening it if needed) unless it was submitted already: one statement, so two
 * submits at once record one. Answers the submission recorded now, or null when it already was.
 */
export async function submitAttempt(
  db: DbOrTx,
  student: StudentRef,
  homeworkId: number,
  submission: { submitStatus: string; submittedAt: Date; submittedByStaffId: number | null },
) {
  const [row] = await db
    .insert(attempts)
    .values({
      schoolId: student.schoolId,
      homeworkId,
      studentId: student.studentId,
      startedAt: submission.submittedAt,
      ...submission,
    })
    .onConflictDoUpdate({
      target: [attempts.homeworkId, attempts.studentId],
      set: {
        submitStatus: submission.submitStatus,
        submittedAt: submission.submittedAt,
        submittedByStaffId: submission.submittedByStaffId,
        startedAt: sql`coalesce(${attempts.startedAt}, excluded.started_at)`,
      },
      setWhere: sql`${attempts.submittedAt} is null`,
    })
    .returning({ submitStatus: attempts.submitStatus, submittedAt: attempts.submittedAt });
  return row ?? null;
}

/** The student's attempt at a homework, if any. */
export async function attemptOf(db: DbOrTx, student: StudentRef, homeworkId: number) {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.homeworkId, homeworkId), eq(attempts.studentId, student.studentId)))
    .limit(1);
  return row ?? null;
}

/** The task sheet a homework was distributed from (its name, instructions and PDF), if any. */
export async function workPaperOfHomeworkRow(db: DbOrTx, schoolId: number, homeworkId: number) {
  const [row] = await db
    .select({
      name: workPapers.name,
      description: workPapers.description,
      fileKey: workPapers.fileKey,
      fileName: workPapers.fileName,
    })
    .from(workPapers)
    .where(and(eq(workPapers.schoolId, schoolId), eq(workPapers.homeworkId, homeworkId)));
  return row;
}
