import type { MediaAnswer } from '@harbour/api-client/contract';
import type { CheckResult } from '@harbour/question-engine/core';
import type { Database } from '../../db/client';
import { TEST_GRACE_MS, TEST_PROCESS_TYPES_SQL } from '../homework';
import { DEFAULT_GROUP_COMMIT, GroupCommit, type GroupCommitOptions, type Job } from './group-commit';
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
  /**
   * Teacher behind a simulated session, recorded in the audit log as the actor (the student is not: what a
   * simulating teacher does is the teacher's action); null for the student's own session.
   */
  staffId: number | null;
  /** Bank question (the composite for sub-questions). */
  questionId: number;
  /** Homework named by the client, if any. */
  eHomeworkId?: number | undefined;
  answers: CheckedAnswer[];
  /** Media answers (stored keys) by position in `answers`; null where there is none. */
  localAnswers?: readonly (MediaAnswer | null)[];
  /** Sub-questions sharing the question's full mark (1 for a base question). */
  childCount: number;
}

/** One answer row of a batch, as the statement reads it from its JSON parameter. */
interface BatchRow {
  ord: number;
  /** The attempt this student last answered in, as this process remembers it (checked by the statement). */
  attempt_hint: number | null;
  school_id: number;
  student_id: number;
  class_id: number;
  staff_id: number | null;
  question_id: number;
  /** Homework named by the client, or null for any open homework holding the question. */
  homework_id: number | null;
  child_key: string;
  encoded_answer: string;
  /** The media answer with storage keys, or null. */
  local_answer: MediaAnswer | null;
  right_status: string;
  numerator: number;
  denominator: number;
  child_count: number;
}

/** Interval text of the grace after a test's deadline. */
const GRACE = `interval '${TEST_GRACE_MS} milliseconds'`;

/**
 * Whether the homework `h` with the student's attempt `a` (absent: no row) accepts an answer now:
 * published and started; not submitted; a test only once started (POST …/start) and until its deadline (start
 * plus duration, not after the end time) with a few seconds' grace; a practice also after its end time (it will
 * be submitted as DELAY).
 */
const ACCEPTS_ANSWER = `h.publish_time IS NOT NULL AND h.publish_time <= now() AND h.start_time <= now()
       AND h.withdrawn_at IS NULL
       AND a.submitted_at IS NULL
       AND (h.process_type NOT IN (${TEST_PROCESS_TYPES_SQL})
         OR (a.started_at IS NOT NULL
           AND now() <= least(coalesce(a.started_at + h.duration_minutes * interval '1 minute', h.end_time),
                              h.end_time) + ${GRACE}))`;

/**
 * The homework reaching the answering student (by class, or by group membership) that holds the question and
 * accepts answers, latest open first, where `which` says which homework: the named one (by its key, so the
 * homework's primary key is used) or any holding the question (from `homework_questions` by the question).
 * Two branches of the statement, not one with `(homework_id IS NULL OR h.id = homework_id)`: that condition
 * kept the key from being used, and the homework were scanned (BENCHMARKS.md, "Answering beside the reports").
 */
function reachedHomework(which: string): string {
  return `SELECT h.id, hq.max_score, a.id, h.process_type IN (${TEST_PROCESS_TYPES_SQL})
     FROM homeworks h
     JOIN homework_questions hq ON hq.homework_id = h.id AND hq.question_id = i.question_id
     JOIN homework_targets ht ON ht.homework_id = h.id AND ht.class_id = i.class_id
     LEFT JOIN group_members gm ON gm.group_id = ht.group_id AND gm.student_id = i.student_id
     LEFT JOIN attempts a ON a.homework_id = h.id AND a.student_id = i.student_id
     WHERE ${which}
       AND h.school_id = i.school_id
       AND ${ACCEPTS_ANSWER}
       AND (ht.group_id IS NULL OR gm.student_id IS NOT NULL)
     ORDER BY h.end_time > now() DESC, h.end_time DESC
     LIMIT 1`;
}

/**
 * One statement for many answers (atomic, one round trip, one commit), each answer as the single-answer
 * version did it: finds the homework that holds the question and accepts the student's answer (ACCEPTS_ANSWER),
 * opens the student's attempt unless it exists (no write when it does), upserts the answer (version + 1) with its
 * media answer, and appends a score-audit row when the score changed (the actor: the simulating teacher, else
 * the student). The answers of one statement never share (student, question, sub-question): the group commit
 * keeps such answers for the next statement, in order. Returns one row per answer that found a homework, with
 * its attempt and whether it is a test; its version is null when a concurrent first answer of the same student
 * opened the attempt first (the caller runs it again). An answer that found none stored nothing: the caller asks
 * why (answerRefusal) and refuses it.
 *
 * The rules are read in the statement's snapshot: a submission that commits while a statement runs (a few
 * milliseconds) does not stop that statement's answers, which are stored just after it. Locking the attempt
 * (FOR KEY SHARE, the submission FOR UPDATE) closes that gap but cost PostgreSQL 2.5 times the CPU per answer
 * (BENCHMARKS.md), so the student app finishes its pending saves before it submits.
 *
 * The homework is found in one of two ways, the first that gives a row:
 * - the attempt the student last answered in (`attempt_hint`, remembered by this process), when it is the
 *   student's, its homework accepts the answer, is the named one if any, and holds the question: three key
 *   lookups. A student answers a homework question after question, so this is the usual case.
 * - else the homework that holds the question, reaches the student (class target, or a group target the student
 *   is in) and accepts the answer, not yet ended first then the one ending last, with the student's attempt if
 *   it exists.
 * Every lookup is per answer (LATERAL, by index) and every other join is on the answer's position, so the cost
 * grows linearly with the answers of a statement.
 */
export const STORE_ANSWERS_SQL = `
WITH input AS (
  SELECT * FROM json_to_recordset($1::json) AS i(
    ord int, attempt_hint int, school_id int, student_id int, class_id int, staff_id int, question_id int,
    homework_id int, child_key text, encoded_answer text, local_answer jsonb, right_status text, numerator int,
    denominator int, child_count int)
), target AS (
  SELECT i.*, t.found_homework_id, t.max_score, t.attempt_id, t.is_test
  FROM input i
  CROSS JOIN LATERAL (
    (SELECT h.id AS found_homework_id, hq.max_score, a.id AS attempt_id,
            h.process_type IN (${TEST_PROCESS_TYPES_SQL}) AS is_test
     FROM attempts a
     JOIN homeworks h ON h.id = a.homework_id
     JOIN homework_questions hq ON hq.homework_id = h.id AND hq.question_id = i.question_id
     WHERE a.id = i.attempt_hint AND a.student_id = i.student_id
       AND h.school_id = i.school_id
       AND ${ACCEPTS_ANSWER}
       AND (i.homework_id IS NULL OR h.id = i.homework_id))
    UNION ALL
    (${reachedHomework('i.homework_id IS NOT NULL AND h.id = i.homework_id')})
    UNION ALL
    (${reachedHomework('i.homework_id IS NULL')})
    LIMIT 1
  ) t
), existing AS (
  SELECT t.ord, t.attempt_id, p.score AS previous_score
  FROM target t
  LEFT JOIN answers p ON p.attempt_id = t.attempt_id AND p.question_id = t.question_id AND p.child_key = t.child_key
  WHERE t.attempt_id IS NOT NULL
), opened AS (
  INSERT INTO attempts (school_id, homework_id, student_id, started_at)
  SELECT DISTINCT t.school_id, t.found_homework_id, t.student_id, now()
  FROM target t
  WHERE t.attempt_id IS NULL
  ORDER BY t.found_homework_id, t.student_id
  ON CONFLICT (homework_id, student_id) DO NOTHING
  RETURNING id, homework_id, student_id
), attempt AS (
  SELECT ord, attempt_id, previous_score FROM existing
  UNION ALL
  SELECT t.ord, o.id, NULL::int
  FROM opened o
  JOIN target t ON t.found_homework_id = o.homework_id AND t.student_id = o.student_id AND t.attempt_id IS NULL
), saved AS (
  INSERT INTO answers (school_id, attempt_id, question_id, child_key, encoded_answer, local_answer, right_status,
                       score)
  SELECT t.school_id, at.attempt_id, t.question_id, t.child_key, t.encoded_answer, t.local_answer, t.right_status,
         -- autoScore out of subQuestionFullMark (@harbour/domain), in integers: division rounds down.
         (t.max_score / t.child_count) * t.numerator / t.denominator
  FROM attempt at
  JOIN target t ON t.ord = at.ord
  ORDER BY at.ord
  ON CONFLICT (attempt_id, question_id, child_key) DO UPDATE SET
    encoded_answer = EXCLUDED.encoded_answer,
    local_answer = EXCLUDED.local_answer,
    right_status = EXCLUDED.right_status,
    score = EXCLUDED.score,
    version = answers.version + 1,
    answered_at = now()
  RETURNING id, attempt_id, question_id, child_key, version, score
), done AS (
  SELECT at.ord, at.attempt_id, at.previous_score, s.id, s.version, s.score
  FROM saved s
  JOIN attempt at ON at.attempt_id = s.attempt_id
  JOIN target t ON t.ord = at.ord AND t.question_id = s.question_id AND t.child_key = s.child_key
), audit AS (
  INSERT INTO score_audit (school_id, answer_id, old_score, new_score, source, actor_staff_id, actor_student_id)
  SELECT t.school_id, d.id, d.previous_score, d.score, 'AUTO', t.staff_id,
         CASE WHEN t.staff_id IS NULL THEN t.student_id END
  FROM done d
  JOIN target t ON t.ord = d.ord
  WHERE d.previous_score IS DISTINCT FROM d.score
  ORDER BY d.ord
)
SELECT t.ord, t.found_homework_id AS "homeworkId", d.version, d.attempt_id AS "attemptId", t.is_test AS "isTest"
FROM target t LEFT JOIN done d ON d.ord = t.ord`;

/** What one stored request answers: the homework, the highest version written and whether it is a test; or null. */
export type Stored = { eHomeworkId: number; version: number; isTest: boolean } | null;

type StoreJob = Job<BatchRow, Stored>;

function batchRowsOf(input: StoreInput): BatchRow[] {
  return input.answers.map((answer, index) => {
    const [numerator, denominator] = scoreFraction(answer.result);
    return {
      ord: 0,
      attempt_hint: null,
      school_id: input.schoolId,
      student_id: input.studentId,
      class_id: input.classId,
      staff_id: input.staffId,
      question_id: input.questionId,
      homework_id: input.eHomeworkId ?? null,
      child_key: answer.childKey,
      encoded_answer: answer.studentAnswer,
      local_answer: input.localAnswers?.[index] ?? null,
      right_status: answer.result.status,
      numerator,
      denominator,
      child_count: input.childCount,
    };
  });
}

/** Most students whose last attempt one process remembers; then it starts afresh. */
const ATTEMPT_HINTS_SIZE = 100_000;

/** Per database: the attempt each student last answered in, by student id. */
const attemptHints = new WeakMap<Database, Map<number, number>>();

function hintsOf(database: Database): Map<number, number> {
  let hints = attemptHints.get(database);
  if (!hints) {
    hints = new Map();
    attemptHints.set(database, hints);
  }
  return hints;
}

/**
 * Runs the statement for some jobs; per job, its result, or undefined when an attempt it needed was opened
 * by a concurrent statement first (it should run again).
 */
async function writeOnce(database: Database, jobs: readonly StoreJob[]): Promise<(Stored | undefined)[]> {
  const hints = hintsOf(database);
  const rows: BatchRow[] = [];
  for (const job of jobs) {
    for (const row of job.rows) {
      rows.push({ ...row, ord: rows.length, attempt_hint: hints.get(row.student_id) ?? null });
    }
  }
  const found = await database.preparedText<{
    ord: number;
    homeworkId: number;
    version: number | null;
    attemptId: number | null;
    isTest: boolean;
  }>('store_answers', STORE_ANSWERS_SQL, [JSON.stringify(rows)]);
  if (hints.size > ATTEMPT_HINTS_SIZE) hints.clear();
  const byOrd = new Map<number, (typeof found)[number]>();
  for (const row of found) {
    const ord = Number(row.ord);
    byOrd.set(ord, row);
    const studentId = rows[ord]?.student_id;
    if (row.attemptId !== null && studentId !== undefined) hints.set(studentId, Number(row.attemptId));
  }
  let first = 0;
  return jobs.map((job) => {
    const own = job.rows.map((_, index) => byOrd.get(first + index));
    first += job.rows.length;
    // No open homework holds the question for this student: checked, not stored.
    if (own.some((row) => row === undefined)) return null;
    if (own.some((row) => row?.version === null)) return undefined;
    return {
      eHomeworkId: Number(own[0]?.homeworkId),
      version: Math.max(...own.map((row) => Number(row?.version))),
      isTest: own[0]?.isTest === true,
    };
  });
}

/** Writes jobs in one statement; a job that lost the race to open its attempt runs once more, alone. */
async function writeJobs(database: Database, jobs: readonly StoreJob[]): Promise<Stored[]> {
  const results = await writeOnce(database, jobs);
  return Promise.all(
    results.map(async (result, index) => {
      if (result !== undefined) return result;
      const job = jobs[index] as StoreJob;
      return (await writeOnce(database, [job]))[0] ?? null;
    }),
  );
}

/** One group commit per database. */
const groups = new WeakMap<Database, GroupCommit<BatchRow, Stored>>();

/** The group commit of a database, created on first use. */
export function groupCommitOf(
  database: Database,
  options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
): GroupCommit<BatchRow, Stored> {
  let group = groups.get(database);
  if (!group) {
    group = new GroupCommit((jobs) => writeJobs(database, jobs), options);
    groups.set(database, group);
  }
  return group;
}

/**
 * Stores the checked answers of a student session; null when no homework that accepts them holds the question. Answers
 * arriving together are written by one statement (group commit); the promise resolves once this request's
 * answers are committed.
 */
export function storeAnswers(database: Database, input: StoreInput): Promise<Stored> {
  if (input.answers.length === 0) return Promise.resolve(null);
  const keys = input.answers.map((answer) => `${input.studentId}:${input.questionId}:${answer.childKey}`);
  return groupCommitOf(database).submit(batchRowsOf(input), keys);
}
