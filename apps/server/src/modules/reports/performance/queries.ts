import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { idList, rowsOf } from '../../../db/sql';
import { ANSWER_TO_MARK, type ClassStudent } from '../../homework';
import { reportedHomework } from '../shared/queries';

// The SQL of the unit and student reports: everything one class's work in a set of units is made of, read
// in a few statements (the unit's homework with its reach, the class's students, the handed-in attempts'
// scores per question), from which performance-measures.ts computes every figure.

/** A unit of a class as the reports read it. */
export interface UnitRow {
  id: number;
  classId: number;
  termId: number;
  subjectCode: string;
  name: string;
  nameEn: string;
  sortOrder: number;
  startDate: string;
  endDate: string;
  /** Proposed from the textbook chapters, not yet accepted. */
  proposed: boolean;
}

const UNIT_COLUMNS = sql`s.id, s.class_id AS "classId", s.term_id AS "termId", s.subject_code AS "subjectCode",
  s.name, s.name_en AS "nameEn", s.sort_order AS "sortOrder", s.start_date::text AS "startDate",
  s.end_date::text AS "endDate", s.proposed`;

/** One unit of a school, or undefined. */
export async function unitOfSchool(db: DbOrTx, schoolId: number, scheduleId: number) {
  const result = await db.execute(
    sql`SELECT ${UNIT_COLUMNS} FROM schedules s WHERE s.id = ${scheduleId} AND s.school_id = ${schoolId}`,
  );
  return rowsOf<UnitRow>(result)[0];
}

/** The units of a class and subject in a term or in a school year's terms, in term and unit order. */
export async function unitsOfClass(
  db: DbOrTx,
  classId: number,
  subjectCode: string,
  period: { termId: number } | { schoolYear: number },
) {
  const where =
    'termId' in period ? sql`s.term_id = ${period.termId}` : sql`t.school_year = ${period.schoolYear}`;
  const result = await db.execute(sql`
    SELECT ${UNIT_COLUMNS} FROM schedules s JOIN terms t ON t.id = s.term_id
    WHERE s.class_id = ${classId} AND s.subject_code = ${subjectCode} AND ${where}
    ORDER BY t.school_year, t.semester, s.sort_order, s.id`);
  return rowsOf<UnitRow>(result);
}

/** A class of a school with its name, or undefined. */
export async function classRowOf(db: DbOrTx, schoolId: number, classId: number) {
  const result = await db.execute(
    sql`SELECT id, class_name AS "className" FROM classes WHERE id = ${classId} AND school_id = ${schoolId}`,
  );
  return rowsOf<{ id: number; className: string }>(result)[0];
}

/** A student of a school with their class, or undefined. */
export async function studentOfSchool(db: DbOrTx, schoolId: number, studentId: number) {
  const result = await db.execute(sql`
    SELECT st.id AS "studentId", st.name, st.name_en AS "nameEn", st.class_number AS "classNumber",
           st.class_id AS "classId", c.class_name AS "className"
    FROM students st JOIN classes c ON c.id = st.class_id
    WHERE st.id = ${studentId} AND st.school_id = ${schoolId}`);
  return rowsOf<ClassStudent>(result)[0];
}

export interface StudentRow {
  studentId: number;
  name: string;
  nameEn: string;
  classNumber: number;
  /** When they joined the class; null when from the start (see joinedAfterEnd). */
  joinedClassAt: Date | null;
}

export interface HomeworkRow {
  id: number;
  scheduleId: number;
  name: string;
  processType: string;
  /** Course family it was published from; null when not from a course. */
  textbookType: string | null;
  startTime: Date;
  endTime: Date;
  fullScore: number;
  /** Whether some target gives it to the whole class (else only to the groups' members). */
  wholeClass: boolean;
  /** Students of the groups it is given to (when not the whole class). */
  groupStudents: number[];
}

export interface QuestionRow {
  homeworkId: number;
  questionId: number;
  maxScore: number;
  knowledgePoints: string[];
}

export interface ObjectiveRow {
  id: number;
  scheduleId: number;
  knowledgePoint: string;
  aspect: string;
  sortOrder: number;
}

export interface AttemptScoreRow {
  homeworkId: number;
  studentId: number;
  questionId: number | null;
  score: number;
  /** The answer waits for a teacher's marking: it counts in no rate until marked. */
  pending: boolean;
}

export interface ClassWork {
  students: StudentRow[];
  homework: HomeworkRow[];
  questions: QuestionRow[];
  objectives: ObjectiveRow[];
  /** Handed-in attempts: one row per answered question (questionId null for an attempt with no answer). */
  scores: AttemptScoreRow[];
}

/**
 * The work of one class in the given units: its students, the units' homework published to it (not
 * withdrawn, already begun) with who it reaches, their questions and knowledge points, the units'
 * objectives and each handed-in attempt's score per question (a composite's sub-answers summed).
 */
export async function classWorkOf(
  db: DbOrTx,
  classId: number,
  scheduleIds: readonly number[],
  now: Date,
): Promise<ClassWork> {
  const units = idList(scheduleIds);
  const [studentResult, homeworkResult, objectiveResult] = await Promise.all([
    db.execute(sql`
      SELECT id AS "studentId", name, name_en AS "nameEn", class_number AS "classNumber",
             joined_class_at AS "joinedClassAt"
      FROM students WHERE class_id = ${classId} ORDER BY class_number, id`),
    db.execute(sql`
      SELECT h.id, sp.schedule_id AS "scheduleId", h.homework_name AS name, h.process_type AS "processType", h.textbook_type AS "textbookType",
             h.start_time AS "startTime", h.end_time AS "endTime",
             (SELECT coalesce(sum(hq.max_score), 0)::int FROM homework_questions hq WHERE hq.homework_id = h.id)
               AS "fullScore",
             bool_or(ht.group_id IS NULL) AS "wholeClass",
             coalesce(array_agg(DISTINCT gm.student_id) FILTER (WHERE gm.student_id IS NOT NULL), '{}')
               AS "groupStudents"
      FROM schedule_papers sp
      JOIN homeworks h ON h.id = sp.homework_id
      JOIN homework_targets ht ON ht.homework_id = h.id AND ht.class_id = ${classId}
      LEFT JOIN group_members gm ON gm.group_id = ht.group_id
      WHERE sp.schedule_id IN ${units} AND ${reportedHomework(now, 'h')}
      GROUP BY h.id, sp.schedule_id
      ORDER BY h.end_time, h.id`),
    db.execute(sql`
      SELECT id, schedule_id AS "scheduleId", knowledge_point AS "knowledgePoint", aspect,
             sort_order AS "sortOrder"
      FROM learning_objectives WHERE schedule_id IN ${units} ORDER BY schedule_id, sort_order, id`),
  ]);
  const homework = rowsOf<HomeworkRow & { startTime: Date | string; endTime: Date | string }>(
    homeworkResult,
  ).map((row) => ({
    ...row,
    startTime: new Date(row.startTime),
    endTime: new Date(row.endTime),
    fullScore: Number(row.fullScore),
    groupStudents: (row.groupStudents ?? []).map(Number),
  }));
  // A homework in two units of the set counts once, in the first.
  const seen = new Set<number>();
  const unique = homework.filter((row) => !seen.has(row.id) && seen.add(row.id));
  const ids = idList(unique.map((row) => row.id));
  const [questionResult, scoreResult] = await Promise.all([
    db.execute(sql`
      SELECT hq.homework_id AS "homeworkId", hq.question_id AS "questionId", hq.max_score AS "maxScore",
             q.knowledge_points AS "knowledgePoints"
      FROM homework_questions hq JOIN questions q ON q.id = hq.question_id
      WHERE hq.homework_id IN ${ids} ORDER BY hq.homework_id, hq.sort_order, hq.question_id`),
    db.execute(sql`
      SELECT a.homework_id AS "homeworkId", a.student_id AS "studentId", x.question_id AS "questionId",
             coalesce(sum(x.score), 0)::int AS score, coalesce(bool_or(${ANSWER_TO_MARK}), false) AS pending
      FROM attempts a
      JOIN students st ON st.id = a.student_id AND st.class_id = ${classId}
      LEFT JOIN answers x ON x.attempt_id = a.id
      WHERE a.homework_id IN ${ids} AND a.submitted_at IS NOT NULL
      GROUP BY a.homework_id, a.student_id, x.question_id`),
  ]);
  return {
    students: rowsOf<StudentRow & { joinedClassAt: Date | string | null }>(studentResult).map((row) => ({
      ...row,
      joinedClassAt: row.joinedClassAt === null ? null : new Date(row.joinedClassAt),
    })),
    homework: unique,
    questions: rowsOf<QuestionRow>(questionResult).map((row) => ({
      ...row,
      knowledgePoints: row.knowledgePoints ?? [],
    })),
    objectives: rowsOf<ObjectiveRow>(objectiveResult),
    scores: rowsOf<AttemptScoreRow>(scoreResult).map((row) => ({
      ...row,
      score: Number(row.score),
      pending: Boolean(row.pending),
    })),
  };
}

/**
 * Usage of a class in a subject over each of the past `days` windows up to `now`: homework published to it,
 * hand-ins of its students, students who handed something in. One statement per measure over the widest
 * window, each reaching attempts through the class's homework (attempts_unique_idx), not a scan.
 */
export async function usageOf(
  db: DbOrTx,
  classId: number,
  subjectCode: string,
  windows: readonly number[],
  now: Date,
) {
  const since = windows.map((days) => new Date(now.getTime() - days * 24 * 3600_000));
  const widest = new Date(Math.min(...since.map((d) => d.getTime())));
  const published = sql.join(
    since.map(
      (d, k) =>
        sql`count(DISTINCT h.id) FILTER (WHERE coalesce(h.publish_time, h.start_time) > ${d})::int AS "p${sql.raw(String(k))}"`,
    ),
    sql`, `,
  );
  const handed = sql.join(
    since.map(
      (d, k) =>
        sql`count(*) FILTER (WHERE a.submitted_at > ${d})::int AS "s${sql.raw(String(k))}",
            count(DISTINCT a.student_id) FILTER (WHERE a.submitted_at > ${d})::int AS "a${sql.raw(String(k))}"`,
    ),
    sql`, `,
  );
  const classHomework = sql`SELECT ht.homework_id FROM homework_targets ht JOIN homeworks h ON h.id = ht.homework_id
    WHERE ht.class_id = ${classId} AND h.subject_code = ${subjectCode} AND h.withdrawn_at IS NULL`;
  const [publishedResult, handedResult] = await Promise.all([
    db.execute(sql`
      SELECT ${published} FROM homeworks h
      WHERE h.id IN (${classHomework})
        AND coalesce(h.publish_time, h.start_time) > ${widest} AND coalesce(h.publish_time, h.start_time) <= ${now}`),
    db.execute(sql`
      SELECT ${handed} FROM attempts a
      JOIN students st ON st.id = a.student_id AND st.class_id = ${classId}
      WHERE a.homework_id IN (${classHomework}) AND a.submitted_at > ${widest} AND a.submitted_at <= ${now}`),
  ]);
  const p = rowsOf<Record<string, number>>(publishedResult)[0] ?? {};
  const a = rowsOf<Record<string, number>>(handedResult)[0] ?? {};
  return windows.map((days, k) => ({
    days,
    published: Number(p[`p${k}`] ?? 0),
    submitted: Number(a[`s${k}`] ?? 0),
    activeStudents: Number(a[`a${k}`] ?? 0),
  }));
}
