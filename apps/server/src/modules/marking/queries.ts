import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { answers, attempts, homeworkRedos, homeworks, markings, scoreAudit } from '../../db/schema';
import { idList, rowsOf } from '../../db/sql';
import { ANSWER_TO_MARK, type ClassStudent } from '../homework';

// The SQL of the marking module. Every statement names the homework and the classes the caller sees; the
// paging through a homework's submissions is keyset paging over (class, class number, student id) on the
// students_class_number_idx index, one class at a time, so a page costs the same however many students
// submitted.

/** The condition that a submitted attempt (alias a) has answers waiting for a teacher (of one question). */
export function attemptHasWork(questionId: number | undefined): SQL {
  return sql`EXISTS (SELECT 1 FROM answers x WHERE x.attempt_id = a.id AND ${ANSWER_TO_MARK}
    ${questionId === undefined ? sql`` : sql`AND x.question_id = ${questionId}`})`;
}

/** A student's place in the marking order. */
export interface StudentKey {
  studentId: number;
  classId: number;
  classNumber: number;
}

/** Filters of a way through the work. */
export interface WayFilter {
  homeworkId: number;
  /** The classes of the way, in order (class name). */
  classIds: readonly number[];
  unmarkedOnly: boolean;
  questionId: number | undefined;
}

const MIN_KEY = { classNumber: -2_147_483_648, studentId: 0 };
const MAX_KEY = { classNumber: 2_147_483_647, studentId: 2_147_483_647 };

/**
 * Up to `limit` submitted students after (or before) a place, in class, class-number and id order, walking the
 * classes of the way from the place's class; from the first (or last) student when there is no place.
 */
export async function studentsBeside(
  db: DbOrTx,
  way: WayFilter,
  from: StudentKey | null,
  direction: 'after' | 'before',
  limit: number,
): Promise<StudentKey[]> {
  const classes = direction === 'after' ? [...way.classIds] : [...way.classIds].reverse();
  const start = from ? classes.indexOf(from.classId) : 0;
  if (start < 0) return [];
  const found: StudentKey[] = [];
  for (let k = start; k < classes.length && found.length < limit; k++) {
    const classId = classes[k] as number;
    const inOwnClass = from !== null && k === start;
    const key = inOwnClass ? from : direction === 'after' ? MIN_KEY : MAX_KEY;
    const compare =
      direction === 'after'
        ? sql`(s.class_number, s.id) > (${key.classNumber}, ${key.studentId})`
        : sql`(s.class_number, s.id) < (${key.classNumber}, ${key.studentId})`;
    const order = direction === 'after' ? sql`s.class_number, s.id` : sql`s.class_number DESC, s.id DESC`;
    const result = await db.execute(sql`
      SELECT s.id AS "studentId", s.class_id AS "classId", s.class_number AS "classNumber"
      FROM students s
      JOIN attempts a ON a.homework_id = ${way.homeworkId} AND a.student_id = s.id AND a.submitted_at IS NOT NULL
      WHERE s.class_id = ${classId} AND ${compare}
        ${way.unmarkedOnly ? sql`AND ${attemptHasWork(way.questionId)}` : sql``}
      ORDER BY ${order}
      LIMIT ${limit - found.length}`);
    found.push(...rowsOf<StudentKey>(result));
  }
  return found;
}

/** A submitted student of the way (in its classes and filters), with their place; null when not. */
export async function studentOfWay(
  db: DbOrTx,
  way: WayFilter,
  studentId: number,
  schoolId: number,
): Promise<(StudentKey & { submitted: boolean }) | null> {
  const result = await db.execute(sql`
    SELECT s.id AS "studentId", s.class_id AS "classId", s.class_number AS "classNumber",
      (a.submitted_at IS NOT NULL) AS submitted
    FROM students s
    LEFT JOIN attempts a ON a.homework_id = ${way.homeworkId} AND a.student_id = s.id
    WHERE s.id = ${studentId} AND s.school_id = ${schoolId} AND s.class_id IN ${idList(way.classIds)}`);
  return rowsOf<StudentKey & { submitted: boolean }>(result)[0] ?? null;
}

/** How many students the way has, and the place of one of them (1-based). */
export async function placeInWay(
  db: DbOrTx,
  way: WayFilter,
  at: StudentKey,
): Promise<{ total: number; position: number }> {
  const before = way.classIds.slice(0, Math.max(0, way.classIds.indexOf(at.classId)));
  const result = await db.execute(sql`
    SELECT count(*)::int AS total,
      count(*) FILTER (WHERE s.class_id IN ${idList(before)}
        OR (s.class_id = ${at.classId} AND (s.class_number, s.id) <= (${at.classNumber}, ${at.studentId})))::int
        AS position
    FROM attempts a
    JOIN students s ON s.id = a.student_id
    WHERE a.homework_id = ${way.homeworkId} AND a.submitted_at IS NOT NULL AND s.class_id IN ${idList(way.classIds)}
      ${way.unmarkedOnly ? sql`AND ${attemptHasWork(way.questionId)}` : sql``}`);
  const row = rowsOf<{ total: number; position: number }>(result)[0];
  return { total: Number(row?.total ?? 0), position: Number(row?.position ?? 0) };
}

/** A submitted student as the scoring screen heads their work: names, class, attempt, total. */
export interface StudentHeadRow extends ClassStudent {
  attemptId: number;
  submitStatus: string;
  submittedAt: Date | string;
  score: number;
}

export async function studentHead(
  db: DbOrTx,
  homeworkId: number,
  studentId: number,
): Promise<StudentHeadRow | null> {
  const result = await db.execute(sql`
    SELECT s.id AS "studentId", s.name, s.name_en AS "nameEn", s.class_id AS "classId", c.class_name AS "className",
      s.class_number AS "classNumber", a.id AS "attemptId", a.submit_status AS "submitStatus",
      a.submitted_at AS "submittedAt",
      (SELECT coalesce(sum(x.score), 0)::int FROM answers x WHERE x.attempt_id = a.id) AS score
    FROM attempts a
    JOIN students s ON s.id = a.student_id
    JOIN classes c ON c.id = s.class_id
    WHERE a.homework_id = ${homeworkId} AND a.student_id = ${studentId}`);
  return rowsOf<StudentHeadRow>(result)[0] ?? null;
}

/** An answer with its marking (any version) and the marker's name. */
export interface AnswerMarkingRow {
  answerId: number;
  attemptId: number;
  questionId: number;
  childKey: string;
  encodedAnswer: string;
  localAnswer: unknown;
  rightStatus: string;
  score: number;
  answerVersion: number;
  markingVersion: number | null;
  markedScore: number | null;
  comment: string | null;
  criteria: { ruleName: string; score: number }[] | null;
  pictures: { imgUrl: string; rotation: number; marks: unknown[] }[] | null;
  draft: boolean | null;
  markerId: number | null;
  markerName: string | null;
  markedAt: Date | string | null;
  autoScore: number | null;
  markedAnswerVersion: number | null;
}

const ANSWER_COLUMNS =
  sql.raw(`x.id AS "answerId", x.attempt_id AS "attemptId", x.question_id AS "questionId",
  x.child_key AS "childKey", x.encoded_answer AS "encodedAnswer", x.local_answer AS "localAnswer",
  x.right_status AS "rightStatus", x.score, x.version AS "answerVersion", m.version AS "markingVersion",
  m.score AS "markedScore", m.comment, m.criteria, m.pictures, m.draft, m.marker_id AS "markerId",
  st.name AS "markerName", m.marked_at AS "markedAt", m.auto_score AS "autoScore",
  m.answer_version AS "markedAnswerVersion"`);

/** The answers of a student's attempt at a homework (to one question), with their markings. */
export async function answersOfStudent(
  db: DbOrTx,
  homeworkId: number,
  studentId: number,
  questionId: number | undefined,
): Promise<AnswerMarkingRow[]> {
  const result = await db.execute(sql`
    SELECT ${ANSWER_COLUMNS}
    FROM attempts a
    JOIN answers x ON x.attempt_id = a.id
    LEFT JOIN markings m ON m.answer_id = x.id
    LEFT JOIN staff_users st ON st.id = m.marker_id
    WHERE a.homework_id = ${homeworkId} AND a.student_id = ${studentId}
      ${questionId === undefined ? sql`` : sql`AND x.question_id = ${questionId}`}`);
  return rowsOf<AnswerMarkingRow>(result);
}

/** An answer of a homework's attempt, of the school, with its attempt and student; locked FOR UPDATE when asked. */
export interface LockedAnswerRow extends AnswerMarkingRow {
  studentId: number;
  studentClassId: number;
  submittedAt: Date | string | null;
  markingId: number | null;
}

export async function answerOfHomework(
  db: DbOrTx,
  schoolId: number,
  homeworkId: number,
  answerId: number,
  lock: boolean,
): Promise<LockedAnswerRow | null> {
  if (lock) {
    // The answer's row lock serialises saves of one answer: the second waits, then reads the first's marking
    // in a statement of its own (a fresh snapshot; a locking join would re-read only the locked row).
    await db.execute(
      sql`SELECT 1 FROM answers WHERE id = ${answerId} AND school_id = ${schoolId} FOR UPDATE`,
    );
  }
  const result = await db.execute(sql`
    SELECT ${ANSWER_COLUMNS}, a.student_id AS "studentId", s.class_id AS "studentClassId",
      a.submitted_at AS "submittedAt", m.id AS "markingId"
    FROM answers x
    JOIN attempts a ON a.id = x.attempt_id
    JOIN students s ON s.id = a.student_id
    LEFT JOIN markings m ON m.answer_id = x.id
    LEFT JOIN staff_users st ON st.id = m.marker_id
    WHERE x.id = ${answerId} AND x.school_id = ${schoolId} AND a.homework_id = ${homeworkId}`);
  return rowsOf<LockedAnswerRow>(result)[0] ?? null;
}

/** Marked and waiting answers per (question, sub-question) among the submitted students of some classes. */
export async function progressPerQuestion(db: DbOrTx, homeworkId: number, classIds: readonly number[]) {
  const result = await db.execute(sql`
    SELECT x.question_id AS "questionId", x.child_key AS "childKey",
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM markings fm WHERE fm.answer_id = x.id AND NOT fm.draft
        AND fm.answer_version = x.version))::int AS marked,
      count(*) FILTER (WHERE ${ANSWER_TO_MARK})::int AS "toMark"
    FROM attempts a
    JOIN students s ON s.id = a.student_id
    JOIN answers x ON x.attempt_id = a.id
    WHERE a.homework_id = ${homeworkId} AND a.submitted_at IS NOT NULL AND s.class_id IN ${idList(classIds)}
    GROUP BY x.question_id, x.child_key`);
  return rowsOf<{ questionId: number; childKey: string; marked: number; toMark: number }>(result);
}

/** Per submitted student (of some classes, or all): their answers needing a teacher, and those still unscored. */
export async function scoringPerStudent(db: DbOrTx, homeworkId: number, classIds: readonly number[] | null) {
  const result = await db.execute(sql`
    SELECT a.id AS "attemptId", s.id AS "studentId", s.name, s.name_en AS "nameEn", s.class_id AS "classId",
      c.class_name AS "className", s.class_number AS "classNumber",
      count(x.id) FILTER (WHERE x.right_status = 'NOT_CORRECT')::int AS "teacherAnswers",
      count(x.id) FILTER (WHERE ${ANSWER_TO_MARK})::int AS unscored
    FROM attempts a
    JOIN students s ON s.id = a.student_id
    JOIN classes c ON c.id = s.class_id
    LEFT JOIN answers x ON x.attempt_id = a.id
    WHERE a.homework_id = ${homeworkId} AND a.submitted_at IS NOT NULL
      ${classIds === null ? sql`` : sql`AND s.class_id IN ${idList(classIds)}`}
    GROUP BY a.id, s.id, c.class_name
    ORDER BY c.class_name, s.class_number, s.id`);
  return rowsOf<
    ClassStudent & {
      attemptId: number;
      teacherAnswers: number;
      unscored: number;
    }
  >(result).map((row) => ({
    student: {
      studentId: Number(row.studentId),
      name: row.name,
      nameEn: row.nameEn,
      classId: Number(row.classId),
      className: row.className,
      classNumber: Number(row.classNumber),
    },
    teacherAnswers: Number(row.teacherAnswers),
    unscored: Number(row.unscored),
  }));
}

/** Students of some classes a homework reaches (whole classes, or a targeted group's members). */
export async function studentsReachedCount(
  db: DbOrTx,
  homeworkId: number,
  classIds: readonly number[],
): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(DISTINCT s.id)::int AS n
    FROM homework_targets t
    JOIN students s ON s.class_id = t.class_id
      AND (t.group_id IS NULL OR EXISTS (
        SELECT 1 FROM group_members gm WHERE gm.group_id = t.group_id AND gm.student_id = s.id))
    WHERE t.homework_id = ${homeworkId} AND t.class_id IN ${idList(classIds)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Whether any submitted answer of the homework still waits for a teacher (stops at the first). */
export async function homeworkHasWork(db: DbOrTx, homeworkId: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM attempts a JOIN answers x ON x.attempt_id = a.id
      WHERE a.homework_id = ${homeworkId} AND a.submitted_at IS NOT NULL AND ${ANSWER_TO_MARK}) AS work`);
  return rowsOf<{ work: boolean }>(result)[0]?.work === true;
}

/** Sets a homework's correction status (not once results are published). */
export async function setCorrectionStatus(db: DbOrTx, homeworkId: number, status: string): Promise<void> {
  await db
    .update(homeworks)
    .set({ correctionStatus: status })
    .where(
      and(
        eq(homeworks.id, homeworkId),
        ne(homeworks.correctionStatus, 'ANNOUNCED'),
        ne(homeworks.correctionStatus, status),
      ),
    );
}

/** Appends a score change to the append-only score history. */
export async function appendScoreChange(
  db: DbOrTx,
  row: {
    schoolId: number;
    answerId: number;
    oldScore: number | null;
    newScore: number;
    source: 'MARKING' | 'OVERRIDE';
    actorStaffId: number;
    reason: string;
  },
): Promise<void> {
  await db.insert(scoreAudit).values(row);
}

/** The values of a marking save. */
export interface MarkingWrite {
  schoolId: number;
  answerId: number;
  score: number;
  comment: string;
  criteria: { ruleName: string; score: number }[];
  pictures: { imgUrl: string; rotation: number; marks: unknown[] }[];
  draft: boolean;
  markerId: number;
  autoScore: number;
  answerVersion: number;
}

/**
 * Writes a marking: a new row (none existed: a concurrent first save makes it answer nothing), or the next
 * version of the existing one when it is still at `expectedVersion` (else nothing). Answers the new version.
 */
export async function writeMarking(
  db: DbOrTx,
  values: MarkingWrite,
  expectedVersion: number | null,
): Promise<number | null> {
  const saved = {
    score: values.score,
    comment: values.comment,
    markerId: values.markerId,
    markedAt: sql`now()`,
    criteria: values.criteria,
    pictures: values.pictures,
    draft: values.draft,
    autoScore: values.autoScore,
    answerVersion: values.answerVersion,
  };
  const rows =
    expectedVersion === null
      ? await db
          .insert(markings)
          .values({ ...saved, schoolId: values.schoolId, answerId: values.answerId, version: 1 })
          .onConflictDoNothing({ target: markings.answerId })
          .returning({ version: markings.version })
      : await db
          .update(markings)
          .set({ ...saved, version: sql`${markings.version} + 1` })
          .where(and(eq(markings.answerId, values.answerId), eq(markings.version, expectedVersion)))
          .returning({ version: markings.version });
  const row = rows[0];
  return row ? Number(row.version) : null;
}

/** Sets an answer's score (the attempt's total is the sum of its answers, migration 0002). */
export async function setAnswerScore(db: DbOrTx, answerId: number, score: number): Promise<void> {
  await db.update(answers).set({ score }).where(eq(answers.id, answerId));
}

/** An attempt's total now. */
export async function attemptTotal(db: DbOrTx, attemptId: number): Promise<number> {
  const result = await db.execute(
    sql`SELECT coalesce(sum(score), 0)::int AS total FROM answers WHERE attempt_id = ${attemptId}`,
  );
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

/** An answer's score history, oldest first, with the actor's name (a teacher's, else the student's). */
export async function scoreHistoryOf(db: DbOrTx, schoolId: number, answerId: number) {
  const result = await db.execute(sql`
    SELECT sa.old_score AS "oldScore", sa.new_score AS "newScore", sa.source, sa.reason,
      coalesce(st.name, su.name, '') AS "actorName", sa.created_at AS at
    FROM score_audit sa
    LEFT JOIN staff_users st ON st.id = sa.actor_staff_id
    LEFT JOIN students su ON su.id = sa.actor_student_id
    WHERE sa.answer_id = ${answerId} AND sa.school_id = ${schoolId}
    ORDER BY sa.created_at, sa.id`);
  return rowsOf<{
    oldScore: number | null;
    newScore: number;
    source: string;
    reason: string;
    actorName: string;
    at: Date | string;
  }>(result);
}

/**
 * Publishes a homework's results: ANNOUNCED with the time; answers the time (the first one's when published),
 * or null when the homework is a withdrawn exam (no results to publish).
 */
export async function announce(db: DbOrTx, homeworkId: number, now: Date): Promise<Date | null> {
  const rows = await db
    .update(homeworks)
    .set({ correctionStatus: 'ANNOUNCED', announcedAt: sql`coalesce(${homeworks.announcedAt}, ${now})` })
    .where(and(eq(homeworks.id, homeworkId), isNull(homeworks.withdrawnAt)))
    .returning({ announcedAt: homeworks.announcedAt });
  const at = rows[0]?.announcedAt;
  return at ? new Date(at) : null;
}

/** Score changes written per statement when an exam is withdrawn. */
const WITHDRAWAL_CHUNK = 1000;

/**
 * Withdraws an exam: marks it withdrawn, then a WITHDRAWAL score change (to 0) for every answer of its
 * attempts, then its attempts (answers and markings go with them) and redo requests are erased. Answers how
 * many students' records were erased, or null when it was already withdrawn: the conditional update locks the
 * exam's row, so of withdrawals at once one erases and the others see it withdrawn.
 */
export async function eraseExamRecords(
  db: DbOrTx,
  schoolId: number,
  homeworkId: number,
  actorStaffId: number,
  now: Date,
): Promise<number | null> {
  const marked = await db
    .update(homeworks)
    .set({ withdrawnAt: now })
    .where(and(eq(homeworks.id, homeworkId), isNull(homeworks.withdrawnAt)))
    .returning({ id: homeworks.id });
  if (marked.length === 0) return null;
  const withdrawn = await db
    .select({ answerId: answers.id, oldScore: answers.score })
    .from(attempts)
    .innerJoin(answers, eq(answers.attemptId, attempts.id))
    .where(eq(attempts.homeworkId, homeworkId))
    .orderBy(answers.id);
  // In chunks: seven parameters a row stay well under PostgreSQL's 65,535 per statement.
  for (let i = 0; i < withdrawn.length; i += WITHDRAWAL_CHUNK) {
    await db.insert(scoreAudit).values(
      withdrawn.slice(i, i + WITHDRAWAL_CHUNK).map((answer) => ({
        ...answer,
        schoolId,
        newScore: 0,
        source: 'WITHDRAWAL',
        actorStaffId,
        reason: '',
      })),
    );
  }
  const erased = await db
    .delete(attempts)
    .where(eq(attempts.homeworkId, homeworkId))
    .returning({ studentId: attempts.studentId });
  await db.delete(homeworkRedos).where(eq(homeworkRedos.homeworkId, homeworkId));
  return erased.length;
}
