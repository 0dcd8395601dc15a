import type { AnswerTryLimit } from '@harbour/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerTries, homeworks } from '../../db/schema';

/** How a homework checks its answers, as the teacher published it; null when no such homework of the school. */
export async function feedbackOf(
  db: Db,
  schoolId: number,
  homeworkId: number,
): Promise<{ immediateFeedback: boolean; maxTries: AnswerTryLimit } | null> {
  const [row] = await db
    .select({ immediateFeedback: homeworks.immediateFeedback, maxTries: homeworks.maxTries })
    .from(homeworks)
    .where(and(eq(homeworks.id, homeworkId), eq(homeworks.schoolId, schoolId)))
    .limit(1);
  return row ? { immediateFeedback: row.immediateFeedback, maxTries: row.maxTries as AnswerTryLimit } : null;
}

/** One (sub-)question of a student's homework. */
export interface TryKey {
  schoolId: number;
  homeworkId: number;
  studentId: number;
  questionId: number;
  childKey: string;
}

/**
 * Takes one try at a question if one is left: the count goes up only while it is below `maxTries`, in one
 * statement, so two checks racing for the last try get one success. The tries used now; null when none was left.
 */
export async function takeTry(db: Db, key: TryKey, maxTries: number): Promise<number | null> {
  const [row] = await db
    .insert(answerTries)
    .values({ ...key, tries: 1 })
    .onConflictDoUpdate({
      target: [answerTries.homeworkId, answerTries.studentId, answerTries.questionId, answerTries.childKey],
      set: { tries: sql`${answerTries.tries} + 1` },
      setWhere: sql`${answerTries.tries} < ${maxTries}`,
    })
    .returning({ tries: answerTries.tries });
  return row ? row.tries : null;
}

/**
 * Gives back a try taken for an answer that was then refused and not stored: a try is spent only on an answer
 * the server keeps. (The store is the group-commit writer's, outside this statement's transaction.)
 */
export async function returnTry(db: Db, key: TryKey): Promise<void> {
  await db
    .update(answerTries)
    .set({ tries: sql`${answerTries.tries} - 1` })
    .where(
      and(
        eq(answerTries.homeworkId, key.homeworkId),
        eq(answerTries.studentId, key.studentId),
        eq(answerTries.questionId, key.questionId),
        eq(answerTries.childKey, key.childKey),
        sql`${answerTries.tries} > 0`,
      ),
    );
}
