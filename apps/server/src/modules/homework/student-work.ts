import { ERROR_CODES, type ProcessType } from '@harbour/api-client/contract';
import { isTestProcess, TEST_PROCESS_TYPES } from '@harbour/domain';
import { and, desc, eq, exists, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attempts, groupMembers, homeworkQuestions, homeworks, homeworkTargets } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import type { MessageKey } from '../../i18n/messages';

// A student's work on a homework: which homework reaches a student, a test's deadline, and why an
// answer is refused. The answer call (questions) and the student app's calls (student) share these rules.

/** The student a rule is about: who, in which school and class. */
export interface StudentRef {
  schoolId: number;
  studentId: number;
  studentClassId: number;
}

/**
 * Seconds a test's answers and its timed-out submission are still accepted after its deadline: the app
 * saves the last answer and submits when its timer reaches zero, and those requests are in flight then.
 */
export const TEST_GRACE_MS = 5_000;

/** processTypes of tests in SQL text (the store statement and the queries below). */
export const TEST_PROCESS_TYPES_SQL = TEST_PROCESS_TYPES.map((type) => `'${type}'`).join(', ');

/** Whether a homework row is a test (processType 3a, 3b, 4): no result until the teacher publishes results. */
export function isTestHomework(homework: { processType: string }): boolean {
  return isTestProcess(homework.processType as ProcessType);
}

/**
 * A started test's deadline: its start plus its duration, never after the homework's end time; null for a
 * practice or a test not started.
 */
export function testDeadlineOf(
  homework: { processType: string; durationMinutes: number | null; endTime: Date },
  startedAt: Date | null,
): Date | null {
  if (!isTestHomework(homework) || startedAt === null) return null;
  if (homework.durationMinutes === null) return homework.endTime;
  const end = startedAt.getTime() + homework.durationMinutes * 60_000;
  return new Date(Math.min(end, homework.endTime.getTime()));
}

/**
 * The condition that a homework (the `homeworks` row of the query) reaches the student: a target on their
 * class, whole or a group of it they are in.
 */
export function reachesStudent(student: StudentRef): SQL {
  return exists(
    sql`(select 1 from ${homeworkTargets}
      where ${homeworkTargets.homeworkId} = ${homeworks.id} and ${homeworkTargets.classId} = ${student.studentClassId}
      and (${homeworkTargets.groupId} is null or exists (
        select 1 from ${groupMembers} where ${groupMembers.groupId} = ${homeworkTargets.groupId}
          and ${groupMembers.studentId} = ${student.studentId})))`,
  );
}

/** The condition that a homework is published (its publish time has come) and not withdrawn (an exam). */
export function publishedBy(now: Date): SQL {
  return and(
    sql`${homeworks.publishTime} is not null`,
    lte(homeworks.publishTime, now),
    sql`${homeworks.withdrawnAt} is null`,
  ) as SQL;
}

export type AttemptRow = typeof attempts.$inferSelect;

/** A homework of the student's school with the student's attempt, and whether it reaches the student. */
export async function homeworkOfStudent(db: DbOrTx, student: StudentRef, homeworkId: number, now: Date) {
  const [row] = await db
    .select({
      homework: homeworks,
      reached: sql<boolean>`${reachesStudent(student)}`,
      published: sql<boolean>`coalesce(${publishedBy(now)}, false)`,
    })
    .from(homeworks)
    .where(and(eq(homeworks.id, homeworkId), eq(homeworks.schoolId, student.schoolId)))
    .limit(1);
  if (!row) return null;
  const [attempt] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.homeworkId, homeworkId), eq(attempts.studentId, student.studentId)))
    .limit(1);
  return { ...row, attempt: attempt ?? null };
}

/**
 * A homework the student may open: of their school, published and reaching them (404 otherwise: another
 * class's homework is not theirs to know about, 403 when it exists in their school but targets others).
 */
export async function openableHomework(db: DbOrTx, student: StudentRef, homeworkId: number, now: Date) {
  const found = await homeworkOfStudent(db, student, homeworkId, now);
  if (!found?.published) throw notFound();
  if (!found.reached) throw forbidden();
  return { homework: found.homework, attempt: found.attempt };
}

/**
 * The questions, among `questionIds`, of a test the student may still answer or start: published, not withdrawn,
 * reaching them, not handed in by them, and before their deadline (with its grace) or, not started, before its
 * end. No call tells the student the verdict or the key of these questions, in whichever homework they answer
 * or read them: a practice holding the same bank question would otherwise check the test's answers.
 */
export async function questionsOfRunningTests(
  db: DbOrTx,
  student: StudentRef,
  questionIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ questionId: homeworkQuestions.questionId })
    .from(homeworkQuestions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkQuestions.homeworkId))
    .leftJoin(attempts, and(eq(attempts.homeworkId, homeworks.id), eq(attempts.studentId, student.studentId)))
    .where(
      and(
        inArray(homeworkQuestions.questionId, [...questionIds]),
        eq(homeworks.schoolId, student.schoolId),
        inArray(homeworks.processType, [...TEST_PROCESS_TYPES]),
        publishedBy(now),
        reachesStudent(student),
        isNull(attempts.submittedAt),
        sql`${now.toISOString()}::timestamptz <= least(
          coalesce(${attempts.startedAt} + ${homeworks.durationMinutes} * interval '1 minute', ${homeworks.endTime}),
          ${homeworks.endTime}) + interval '${sql.raw(String(TEST_GRACE_MS))} milliseconds'`,
      ),
    );
  return new Set(rows.map((row) => row.questionId));
}

/** A refusal of the student's answer (HTTP 4xx, errorCode of the rule, nothing stored). */
function refusal(status: number, errorCode: number, key: MessageKey): AppError {
  return new AppError(status, errorCode, key);
}

/**
 * Why a student-scoped answer to a question was not stored (the store statement found no homework that
 * accepts it), as the refusal to answer. Run only when the statement stored nothing, so the usual answer pays
 * for none of these queries. Null when nothing refuses it now (a race: the caller may try once more).
 */
export async function answerRefusal(
  db: DbOrTx,
  student: StudentRef,
  questionId: number,
  homeworkId: number | undefined,
  now: Date,
): Promise<AppError | null> {
  let id = homeworkId;
  if (id === undefined) {
    // The homework the answer most likely meant: the latest-ending published one of theirs holding the question.
    const [candidate] = await db
      .select({ id: homeworks.id })
      .from(homeworks)
      .innerJoin(
        homeworkQuestions,
        and(eq(homeworkQuestions.homeworkId, homeworks.id), eq(homeworkQuestions.questionId, questionId)),
      )
      .where(and(eq(homeworks.schoolId, student.schoolId), publishedBy(now), reachesStudent(student)))
      .orderBy(desc(homeworks.endTime))
      .limit(1);
    if (!candidate) {
      return refusal(404, ERROR_CODES.QUESTION_NOT_IN_HOMEWORK, 'questionNotInHomework');
    }
    id = candidate.id;
  }
  const { homework, attempt } = await openableHomework(db, student, id, now);
  if (homework.startTime > now) return refusal(409, ERROR_CODES.HOMEWORK_NOT_STARTED, 'homeworkNotStarted');
  const [held] = await db
    .select({ questionId: homeworkQuestions.questionId })
    .from(homeworkQuestions)
    .where(and(eq(homeworkQuestions.homeworkId, homework.id), eq(homeworkQuestions.questionId, questionId)))
    .limit(1);
  if (!held) return refusal(404, ERROR_CODES.QUESTION_NOT_IN_HOMEWORK, 'questionNotInHomework');
  if (attempt?.submittedAt) return refusal(409, ERROR_CODES.HOMEWORK_SUBMITTED, 'homeworkSubmitted');
  if (isTestHomework(homework)) {
    const deadline = testDeadlineOf(homework, attempt?.startedAt ?? null);
    if (deadline === null) return refusal(409, ERROR_CODES.HOMEWORK_NOT_STARTED, 'testNotStarted');
    if (deadline.getTime() + TEST_GRACE_MS < now.getTime()) {
      return refusal(409, ERROR_CODES.TEST_TIME_UP, 'testTimeUp');
    }
  }
  return null;
}
