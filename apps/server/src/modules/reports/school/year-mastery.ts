import type {
  LearningAspectCode,
  MasteryLevelCode,
  SubjectCode,
  YearSubjectMastery,
} from '@harbour/api-client/contract';
import { masteryLevel, scoreRate } from '@harbour/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../../db/sql';
import { ANSWER_TO_MARK } from '../../homework';
import { type AspectSums, aspectFigures, levelCounts } from '../performance/measures';
import { type SchoolYearQuery, yearHomework } from './year-figures';

// The whole-school report's mastery over a school year, counted as the student report counts it
// (performance/measures.ts `aspectsOf`, `studentFigures`): a student's rate is the total score over the total
// full score of the marked questions of their hand-ins; a question is on the learning aspects of its unit's
// objectives its knowledge points name (once per aspect); an answer waiting for a teacher is out of both. Per
// class and subject, each student's rate and each aspect's sums, in one statement over the school; per grade and
// per subject, summed by one function (`masterySums`).

interface StudentRow {
  classId: number;
  gradeCode: number;
  subjectCode: SubjectCode;
  /** Null for the students of a class who have no marked hand-in in the subject (counted as NO_DATA). */
  score: number | null;
  full: number | null;
}

interface AspectRow {
  gradeCode: number;
  subjectCode: SubjectCode;
  aspect: LearningAspectCode;
  score: number;
  full: number;
  questions: number;
}

/** The rows of a school year's mastery, before they are summed. */
export interface MasteryRows {
  students: StudentRow[];
  aspects: AspectRow[];
}

/**
 * Each student of the classes with reported homework in the subjects (their rate's score and full score, or
 * none), and each aspect's sums per grade and subject, over the school year's homework (of one course family
 * when given).
 */
export async function yearMasteryRows(db: DbOrTx, query: SchoolYearQuery): Promise<MasteryRows> {
  const result = await db.execute(sql`
    WITH hw AS (
      -- A homework once per class, with the class's units that hold it (whose objectives give the aspects).
      SELECT s.class_id, s.subject_code, h.id, array_agg(DISTINCT s.id) AS schedule_ids
      ${yearHomework(query)}
      GROUP BY s.class_id, s.subject_code, h.id
    ), marks AS (
      -- Each question of each hand-in of the class's students: its score, its maximum, whether it waits.
      SELECT hw.class_id, hw.subject_code, hw.schedule_ids, a.student_id, hq.question_id, hq.max_score,
             coalesce(sum(x.score), 0) AS score, coalesce(bool_or(${ANSWER_TO_MARK}), false) AS pending
      FROM hw
      JOIN attempts a ON a.homework_id = hw.id AND a.submitted_at IS NOT NULL
      JOIN students st ON st.id = a.student_id AND st.class_id = hw.class_id
      JOIN homework_questions hq ON hq.homework_id = hw.id
      LEFT JOIN answers x ON x.attempt_id = a.id AND x.question_id = hq.question_id
      GROUP BY hw.class_id, hw.subject_code, hw.schedule_ids, a.id, a.student_id, hq.question_id, hq.max_score
    ), rated AS (
      SELECT class_id, subject_code, student_id,
             sum(score) FILTER (WHERE NOT pending) AS score, sum(max_score) FILTER (WHERE NOT pending) AS "full"
      FROM marks GROUP BY class_id, subject_code, student_id
    ), taught AS (
      SELECT DISTINCT class_id, subject_code FROM hw
    )
    SELECT 'student' AS kind, c.grade_code AS "gradeCode", tg.class_id AS "classId",
           tg.subject_code AS "subjectCode", NULL AS aspect, r.score, r."full", NULL::int AS questions
    FROM taught tg
    JOIN classes c ON c.id = tg.class_id
    JOIN students st ON st.class_id = tg.class_id
    LEFT JOIN rated r
      ON r.class_id = tg.class_id AND r.subject_code = tg.subject_code AND r.student_id = st.id
    UNION ALL
    SELECT 'aspect', c.grade_code, NULL, m.subject_code, o.aspect, sum(m.score), sum(m.max_score), count(*)::int
    FROM marks m
    JOIN classes c ON c.id = m.class_id
    JOIN questions q ON q.id = m.question_id
    CROSS JOIN LATERAL (
      SELECT DISTINCT lo.aspect FROM learning_objectives lo
      WHERE lo.schedule_id = ANY (m.schedule_ids) AND lo.knowledge_point = ANY (q.knowledge_points)
    ) o
    WHERE NOT m.pending
    GROUP BY c.grade_code, m.subject_code, o.aspect`);
  const rows = rowsOf<{
    kind: 'student' | 'aspect';
    gradeCode: number;
    classId: number | null;
    subjectCode: SubjectCode;
    aspect: LearningAspectCode | null;
    score: number | string | null;
    full: number | string | null;
    questions: number | string | null;
  }>(result);
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    students: rows
      .filter((row) => row.kind === 'student')
      .map((row) => ({
        classId: Number(row.classId),
        gradeCode: Number(row.gradeCode),
        subjectCode: row.subjectCode,
        score: number(row.score),
        full: number(row.full),
      })),
    aspects: rows
      .filter((row) => row.kind === 'aspect' && row.aspect !== null)
      .map((row) => ({
        gradeCode: Number(row.gradeCode),
        subjectCode: row.subjectCode,
        aspect: row.aspect as LearningAspectCode,
        score: Number(row.score),
        full: Number(row.full),
        questions: Number(row.questions),
      })),
  };
}

/**
 * A subject over some of the rows (a grade's, or the school's): its students per mastery level of their rate,
 * each aspect's rate (the subject's weighted aspects first, in §9's order, then the others by name) and the
 * weighted score.
 */
export function masterySums(subjectCode: SubjectCode, rows: MasteryRows): YearSubjectMastery {
  const sums = new Map<string, AspectSums>();
  for (const row of rows.aspects) {
    if (row.subjectCode !== subjectCode) continue;
    const sum = sums.get(row.aspect) ?? { score: 0, full: 0, questions: 0 };
    sum.score += row.score;
    sum.full += row.full;
    sum.questions += row.questions;
    sums.set(row.aspect, sum);
  }
  const { aspects, weightedScore } = aspectFigures(subjectCode, sums);
  const students = rows.students.filter((row) => row.subjectCode === subjectCode);
  return {
    subjectCode,
    levelCounts: levelCounts(
      students.map((row) => ({
        masteryLevel: masteryLevel(
          row.full === null ? null : scoreRate(row.score ?? 0, row.full),
        ) as MasteryLevelCode | null,
      })),
    ),
    aspects,
    weightedScore,
  };
}

/** The mastery of a school year per grade and per subject (the answer of GET /school/year/mastery, less the year). */
export async function yearMastery(db: DbOrTx, query: SchoolYearQuery) {
  const { subjects } = query;
  const rows = await yearMasteryRows(db, query);
  const gradeCodes = [...new Set(rows.students.map((row) => row.gradeCode))].sort((a, b) => a - b);
  return {
    grades: gradeCodes.map((gradeCode) => {
      const ofGrade = {
        students: rows.students.filter((row) => row.gradeCode === gradeCode),
        aspects: rows.aspects.filter((row) => row.gradeCode === gradeCode),
      };
      return { gradeCode, subjects: subjects.map((subject) => masterySums(subject, ofGrade)) };
    }),
    totals: subjects.map((subject) => masterySums(subject, rows)),
  };
}
