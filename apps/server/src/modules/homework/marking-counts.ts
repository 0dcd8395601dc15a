import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { answers, attempts, homeworks } from '../../db/schema';
import { idList, rowsOf } from '../../db/sql';

// Marking progress the homework lists show: which submitted answers wait for a teacher, per homework
// and per attempt. The marking module pages and scores the work; the practice list and students count it.

/**
 * The condition that an answer (the table or alias named `answer`) waits for a teacher: the engine could not check it (NOT_CORRECT: an
 * essay, long answer, speaking answer, writing, an open short-answer key) and it has no final marking of its
 * present version (a draft, or a marking of an answer the student changed since, does not count).
 */
export function answerToMarkOf(answer: string): SQL {
  return sql.raw(`${answer}.right_status = 'NOT_CORRECT' AND NOT EXISTS (
  SELECT 1 FROM markings fm WHERE fm.answer_id = ${answer}.id AND NOT fm.draft AND fm.answer_version = ${answer}.version)`);
}

/** answerToMarkOf the answers aliased x. */
export const ANSWER_TO_MARK = answerToMarkOf('x');

/** Per homework: students late (DELAY) and answers waiting for a teacher among submitted attempts. */
export async function markingCountsOf(
  db: DbOrTx,
  homeworkIds: readonly number[],
): Promise<Map<number, { lateCount: number; toMarkCount: number }>> {
  const out = new Map<number, { lateCount: number; toMarkCount: number }>();
  if (homeworkIds.length === 0) return out;
  const result = await db.execute(sql`
    SELECT a.homework_id AS "homeworkId",
      count(*) FILTER (WHERE a.submit_status = 'DELAY')::int AS late,
      coalesce(sum((SELECT count(*) FROM answers x WHERE x.attempt_id = a.id AND ${ANSWER_TO_MARK})), 0)::int
        AS "toMark"
    FROM attempts a
    WHERE a.homework_id IN ${idList(homeworkIds)} AND a.submitted_at IS NOT NULL
    GROUP BY a.homework_id`);
  for (const row of rowsOf<{ homeworkId: number; late: number; toMark: number }>(result)) {
    out.set(Number(row.homeworkId), { lateCount: Number(row.late), toMarkCount: Number(row.toMark) });
  }
  return out;
}

/** Per attempt: answers a teacher marked (final) and answers still waiting for one. */
export async function markingCountsOfAttempts(
  db: DbOrTx,
  attemptIds: readonly number[],
): Promise<Map<number, { markedCount: number; toMarkCount: number }>> {
  const out = new Map<number, { markedCount: number; toMarkCount: number }>();
  if (attemptIds.length === 0) return out;
  const result = await db.execute(sql`
    SELECT x.attempt_id AS "attemptId",
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM markings fm WHERE fm.answer_id = x.id AND NOT fm.draft
        AND fm.answer_version = x.version))::int AS marked,
      count(*) FILTER (WHERE ${ANSWER_TO_MARK})::int AS "toMark"
    FROM answers x
    WHERE x.attempt_id IN ${idList(attemptIds)}
    GROUP BY x.attempt_id`);
  for (const row of rowsOf<{ attemptId: number; marked: number; toMark: number }>(result)) {
    out.set(Number(row.attemptId), { markedCount: Number(row.marked), toMarkCount: Number(row.toMark) });
  }
  return out;
}

/**
 * A submission that brings answers for a teacher (a redo handed in again) moves a marked homework back to
 * WAIT_CORRECT; results once published stay published.
 */
export async function reopenMarkingFor(db: DbOrTx, homeworkId: number, studentId: number): Promise<void> {
  const x = alias(answers, 'x');
  const work = db
    .select({ one: sql`1` })
    .from(attempts)
    .innerJoin(x, eq(x.attemptId, attempts.id))
    .where(and(eq(attempts.homeworkId, homeworkId), eq(attempts.studentId, studentId), ANSWER_TO_MARK));
  await db
    .update(homeworks)
    .set({ correctionStatus: 'WAIT_CORRECT' })
    .where(and(eq(homeworks.id, homeworkId), eq(homeworks.correctionStatus, 'CORRECTED'), exists(work)));
}
