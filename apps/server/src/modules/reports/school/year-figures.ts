import type { SubjectCode, TextbookType, YearClassSubject, YearSubject } from '@harbour/api-client/contract';
import { attentionBand, completionRate, hongKongDate, scoreRate } from '@harbour/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { idList, rowsOf } from '../../../db/sql';
import { ANSWER_TO_MARK } from '../../homework';
import { reportedHomework } from '../shared/queries';

// Each class in each subject over a school year, counted as its cumulative report counts it
// (performance/measures.ts): the homework of its units in the year's terms, given to the class whole or to
// its groups' members; due when ended or handed in, not asked of a student who joined after it ended; the
// score rate of the hand-ins over their marked questions (an answer waiting for a teacher is out of it
// whole). One statement over the school, whatever its size.

/** The school year today falls in: the year of the term holding today, else the latest begun; or null. */
export async function currentSchoolYear(db: DbOrTx, schoolId: number, now: Date): Promise<number | null> {
  const today = hongKongDate(now);
  const result = await db.execute(sql`
    SELECT school_year AS "schoolYear" FROM terms
    WHERE school_id = ${schoolId} AND start_date <= ${today}
    ORDER BY (end_date >= ${today}) DESC, start_date DESC LIMIT 1`);
  const row = rowsOf<{ schoolYear: number }>(result)[0];
  return row ? Number(row.schoolYear) : null;
}

/** What a whole-school figure is asked over: a school's subjects in a school year, of one course family or all. */
export interface SchoolYearQuery {
  schoolId: number;
  subjects: readonly SubjectCode[];
  schoolYear: number;
  /** The moment the figures are of: what has begun, ended or been handed in by then. */
  now: Date;
  family?: TextbookType | undefined;
}

/**
 * The school year's homework in some subjects as its reports count it (s: the unit, h: the homework): the
 * homework of the classes' units in the year's terms, reported (not withdrawn, begun), of one course family when
 * one is given. The FROM and WHERE of a statement's first part.
 */
export function yearHomework({ schoolId, subjects, schoolYear, now, family }: SchoolYearQuery) {
  const ofFamily = family ? sql`AND h.textbook_type = ${family}` : sql``;
  return sql`
      FROM schedules s
      JOIN terms t ON t.id = s.term_id
      JOIN schedule_papers sp ON sp.schedule_id = s.id
      JOIN homeworks h ON h.id = sp.homework_id
      WHERE s.school_id = ${schoolId} AND t.school_year = ${schoolYear}
        AND s.subject_code IN ${idList(subjects)} AND ${reportedHomework(now, 'h')} ${ofFamily}`;
}

interface FigureRow {
  classId: number;
  className: string;
  gradeCode: number;
  subjectCode: SubjectCode;
  due: number;
  handedIn: number;
  score: number;
  markedFull: number;
}

/** A school year's figures: per class and subject, per grade and subject, and per subject. */
export interface YearFigures {
  classes: YearClassSubject[];
  grades: { gradeCode: number; subjects: YearSubject[] }[];
  subjects: YearSubject[];
}

/** The subjects over some classes' rows: the sums of their counts, and total score over total marked full score. */
function subjectSums(subjects: readonly SubjectCode[], rows: readonly FigureRow[]): YearSubject[] {
  return subjects.map((subjectCode) => {
    const mine = rows.filter((row) => row.subjectCode === subjectCode);
    const sum = (pick: (row: FigureRow) => number) => mine.reduce((n, row) => n + pick(row), 0);
    const dueCount = sum((row) => row.due);
    const submittedCount = sum((row) => row.handedIn);
    return {
      subjectCode,
      dueCount,
      submittedCount,
      completionRate: completionRate(submittedCount, dueCount),
      averageScoreRate: scoreRate(
        sum((row) => row.score),
        sum((row) => row.markedFull),
      ),
    };
  });
}

/**
 * Per class and subject of the school, in the subjects, over the school year's units; per grade and per
 * subject, the sums of their classes (subjectSums). With a course family, only the homework published from
 * its units (the category report).
 */
export async function yearFigures(db: DbOrTx, query: SchoolYearQuery): Promise<YearFigures> {
  const { subjects, now } = query;
  const result = await db.execute(sql`
    WITH hw AS (
      SELECT DISTINCT s.class_id, s.subject_code, h.id, h.end_time,
             (SELECT coalesce(sum(hq.max_score), 0) FROM homework_questions hq WHERE hq.homework_id = h.id)
               AS full_score
      ${yearHomework(query)}
    ), reach AS (
      SELECT DISTINCT hw.class_id, hw.subject_code, hw.id, hw.end_time, hw.full_score, st.id AS student_id,
             st.joined_class_at
      FROM hw
      JOIN homework_targets ht ON ht.homework_id = hw.id AND ht.class_id = hw.class_id
      JOIN students st ON st.class_id = hw.class_id
      WHERE ht.group_id IS NULL
         OR EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = ht.group_id AND gm.student_id = st.id)
    )
    SELECT r.class_id AS "classId", c.class_name AS "className", c.grade_code AS "gradeCode",
           r.subject_code AS "subjectCode",
           count(*) FILTER (WHERE a.id IS NOT NULL OR r.end_time <= ${now})::int AS due,
           count(a.id)::int AS "handedIn",
           coalesce(sum(t.score - m.score) FILTER (WHERE a.id IS NOT NULL), 0)::int AS score,
           coalesce(sum(r.full_score - m.pending_full) FILTER (WHERE a.id IS NOT NULL), 0)::int AS "markedFull"
    FROM reach r
    JOIN classes c ON c.id = r.class_id
    -- Each student's hand-in by the unique (homework, student) index, and its marks by its answers: index
    -- lookups per row, never a join of two aggregates (which a planner misjudging the reach's size nests).
    LEFT JOIN attempts a
      ON a.homework_id = r.id AND a.student_id = r.student_id AND a.submitted_at IS NOT NULL
    -- The hand-in's score: all its answers' less those of the questions waiting for a teacher (whole, with
    -- their checked sub-questions), whose full marks leave the marked full score. Those questions are found
    -- by answers_to_mark_idx (few), so no answer is grouped by question nor any question's mark read for the
    -- rest: a full school's year went from 9.2 to 5.2 s (BENCHMARKS.md, the whole-school year bench).
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(x.score), 0) AS score FROM answers x WHERE x.attempt_id = a.id
    ) t ON true
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(q.score), 0) AS score, coalesce(sum(hq.max_score), 0) AS pending_full
      FROM (
        SELECT DISTINCT x.question_id FROM answers x
        WHERE x.attempt_id = a.id AND ${ANSWER_TO_MARK}
      ) p
      CROSS JOIN LATERAL (
        SELECT sum(y.score) AS score FROM answers y WHERE y.attempt_id = a.id AND y.question_id = p.question_id
      ) q
      LEFT JOIN homework_questions hq ON hq.homework_id = a.homework_id AND hq.question_id = p.question_id
    ) m ON true
    WHERE a.id IS NOT NULL OR r.joined_class_at IS NULL OR r.joined_class_at < r.end_time
    GROUP BY r.class_id, c.class_name, c.grade_code, r.subject_code
    ORDER BY c.grade_code, c.class_name, r.class_id, r.subject_code`);
  const rows = rowsOf<FigureRow>(result).map((row) => ({
    ...row,
    classId: Number(row.classId),
    gradeCode: Number(row.gradeCode),
    due: Number(row.due),
    handedIn: Number(row.handedIn),
    score: Number(row.score),
    markedFull: Number(row.markedFull),
  }));
  return {
    classes: rows.map((row) => {
      const averageScoreRate = scoreRate(row.score, row.markedFull);
      return {
        classId: row.classId,
        className: row.className,
        gradeCode: row.gradeCode,
        subjectCode: row.subjectCode,
        dueCount: row.due,
        submittedCount: row.handedIn,
        completionRate: completionRate(row.handedIn, row.due),
        averageScoreRate,
        attentionBand: attentionBand(averageScoreRate),
      };
    }),
    grades: [...new Set(rows.map((row) => row.gradeCode))].map((gradeCode) => ({
      gradeCode,
      subjects: subjectSums(
        subjects,
        rows.filter((row) => row.gradeCode === gradeCode),
      ),
    })),
    subjects: subjectSums(subjects, rows),
  };
}
