import type { CheckResult } from '@harbour/question-engine/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CheckedAnswer } from './service';

/**
 * Share of the full mark an automatic check gives, as [numerator, denominator]: all when right, the
 * right items' share when part right, none when wrong or left to a teacher.
 */
export function scoreFraction(result: CheckResult): [number, number] {
  if (result.status === 'RIGHT') return [1, 1];
  if (result.status !== 'PART_RIGHT' || result.items.length === 0) return [0, 1];
  return [result.items.filter(Boolean).length, result.items.length];
}

/** Score an automatic check gives out of a full mark (whole marks, rounded down). */
export function autoScore(result: CheckResult, fullMark: number): number {
  const [numerator, denominator] = scoreFraction(result);
  return Math.floor((fullMark * numerator) / denominator);
}

export interface StoreInput {
  schoolId: number;
  studentId: number;
  classId: number;
  /** Teacher behind a simulated session, recorded in the audit log. */
  staffId: number;
  /** Bank question (the composite for sub-questions). */
  questionId: number;
  /** Homework named by the client, if any. */
  eHomeworkId?: number | undefined;
  answers: CheckedAnswer[];
  /** Sub-questions sharing the question's full mark (1 for a base question). */
  childCount: number;
}

/**
 * One statement per answer (atomic on its own, one round trip): finds the in-progress homework that
 * contains the question and reaches the student (class target, or a group target the student is
 * in), opens the student's attempt unless it exists (no write when it does), upserts the answer
 * (version + 1), and appends a score-audit row when the score changed. Returns nothing when no such
 * homework exists, or when a concurrent first answer of the same student opened the attempt first
 * (the caller then runs it again).
 */
function storeStatement(input: StoreInput, answer: CheckedAnswer) {
  const [numerator, denominator] = scoreFraction(answer.result);
  const homeworkFilter = input.eHomeworkId ? sql`AND h.id = ${input.eHomeworkId}` : sql``;
  return sql`
    WITH target AS (
      SELECT h.id AS homework_id, hq.max_score
      FROM homework_questions hq
      JOIN homeworks h ON h.id = hq.homework_id
      JOIN homework_targets ht ON ht.homework_id = h.id AND ht.class_id = ${input.classId}
      LEFT JOIN group_members gm ON gm.group_id = ht.group_id AND gm.student_id = ${input.studentId}
      WHERE hq.question_id = ${input.questionId}
        AND h.school_id = ${input.schoolId}
        AND h.start_time <= now() AND h.end_time > now()
        AND (ht.group_id IS NULL OR gm.student_id IS NOT NULL)
        ${homeworkFilter}
      ORDER BY h.end_time DESC
      LIMIT 1
    ), existing AS (
      SELECT a.id, a.homework_id FROM attempts a JOIN target ON a.homework_id = target.homework_id
      WHERE a.student_id = ${input.studentId}
    ), opened AS (
      INSERT INTO attempts (school_id, homework_id, student_id)
      SELECT ${input.schoolId}, homework_id, ${input.studentId} FROM target
      WHERE NOT EXISTS (SELECT 1 FROM existing)
      ON CONFLICT (homework_id, student_id) DO NOTHING
      RETURNING id, homework_id
    ), attempt AS (
      SELECT id, homework_id FROM existing UNION ALL SELECT id, homework_id FROM opened
    ), previous AS (
      SELECT a.score FROM answers a JOIN attempt ON a.attempt_id = attempt.id
      WHERE a.question_id = ${input.questionId} AND a.child_key = ${answer.childKey}
    ), saved AS (
      INSERT INTO answers (school_id, attempt_id, question_id, child_key, encoded_answer, right_status, score)
      SELECT ${input.schoolId}, attempt.id, ${input.questionId}, ${answer.childKey}, ${answer.studentAnswer},
             ${answer.result.status}, (target.max_score / ${input.childCount}) * ${numerator} / ${denominator}
      FROM attempt, target
      ON CONFLICT (attempt_id, question_id, child_key) DO UPDATE SET
        encoded_answer = EXCLUDED.encoded_answer,
        right_status = EXCLUDED.right_status,
        score = EXCLUDED.score,
        version = answers.version + 1,
        answered_at = now()
      RETURNING id, version, score
    ), audit AS (
      INSERT INTO score_audit (school_id, answer_id, old_score, new_score, source, actor_staff_id, actor_student_id)
      SELECT ${input.schoolId}, saved.id, previous.score, saved.score, 'AUTO', ${input.staffId}, ${input.studentId}
      FROM saved LEFT JOIN previous ON true
      WHERE previous.score IS DISTINCT FROM saved.score
    )
    SELECT attempt.homework_id AS "homeworkId", saved.version AS "version" FROM attempt, saved`;
}

/** Stores the checked answers of a student session; null when no open homework holds the question. */
export async function storeAnswers(
  database: Database,
  input: StoreInput,
): Promise<{ eHomeworkId: number; version: number } | null> {
  let eHomeworkId = 0;
  let version = 0;
  for (const answer of input.answers) {
    const name = input.eHomeworkId ? 'store_answer_in_homework' : 'store_answer';
    const run = async () =>
      (
        await database.prepared<{ homeworkId: number; version: number }>(name, storeStatement(input, answer))
      )[0];
    const row = (await run()) ?? (await run());
    if (!row) return null;
    eHomeworkId = Number(row.homeworkId);
    version = Math.max(version, Number(row.version));
  }
  return eHomeworkId > 0 ? { eHomeworkId, version } : null;
}
