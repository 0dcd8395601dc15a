import type { SubjectCode, YearClassSubject, YearSubject } from '@harbour/api-client/contract';
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
 * subject, the sums of their classes (subjectSums).
 */
export async function yearFigures(
  db: DbOrTx,
  schoolId: number,
  subjects: readonly SubjectCode[],
  schoolYear: number,
  now: Date,
): Promise<YearFigures> {
  const result = await db.execute(sql`
    WITH hw AS (
      SELECT DISTINCT s.class_id, s.subject_code, h.id, h.end_time
      FROM schedules s
      JOIN terms t ON t.id = s.term_id
      JOIN schedule_papers sp ON sp.schedule_id = s.id
      JOIN homeworks h ON h.id = sp.homework_id
      WHERE s.school_id = ${schoolId} AND t.school_year = ${schoolYear}
        AND s.subject_code IN ${idList(subjects)} AND ${reportedHomework(now, 'h')}
    ), reach AS (
      SELECT DISTINCT hw.class_id, hw.subject_code, hw.id, hw.end_time, st.id AS student_id,
             st.joined_class_at
      FROM hw
      JOIN homework_targets ht ON ht.homework_id = hw.id AND ht.class_id = hw.class_id
      JOIN students st ON st.class_id = hw.class_id
      WHERE ht.group_id IS NULL
         OR EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = ht.group_id AND gm.student_id = st.id)
    ), per_question AS (
      SELECT a.homework_id, a.student_id, x.question_id, coalesce(sum(x.score), 0) AS score,
             coalesce(bool_or(${ANSWER_TO_MARK}), false) AS pending
      FROM attempts a
      LEFT JOIN answers x ON x.attempt_id = a.id
      WHERE a.homework_id IN (SELECT id FROM hw) AND a.submitted_at IS NOT NULL
      GROUP BY a.homework_id, a.student_id, x.question_id
    ), marks AS (
      SELECT pq.homework_id, pq.student_id,
             coalesce(sum(pq.score) FILTER (WHERE NOT pq.pending), 0) AS score,
             coalesce(sum(hq.max_score) FILTER (WHERE pq.pending), 0) AS pending_full
      FROM per_question pq
      LEFT JOIN homework_questions hq ON hq.homework_id = pq.homework_id AND hq.question_id = pq.question_id
      GROUP BY pq.homework_id, pq.student_id
    ), full_scores AS (
      SELECT hq.homework_id, sum(hq.max_score) AS full_score FROM homework_questions hq
      WHERE hq.homework_id IN (SELECT id FROM hw) GROUP BY hq.homework_id
    )
    SELECT r.class_id AS "classId", c.class_name AS "className", c.grade_code AS "gradeCode",
           r.subject_code AS "subjectCode",
           count(*) FILTER (WHERE m.student_id IS NOT NULL OR r.end_time <= ${now})::int AS due,
           count(m.student_id)::int AS "handedIn",
           coalesce(sum(m.score), 0)::int AS score,
           coalesce(sum(coalesce(f.full_score, 0) - m.pending_full) FILTER (WHERE m.student_id IS NOT NULL), 0)::int
             AS "markedFull"
    FROM reach r
    JOIN classes c ON c.id = r.class_id
    LEFT JOIN marks m ON m.homework_id = r.id AND m.student_id = r.student_id
    LEFT JOIN full_scores f ON f.homework_id = r.id
    WHERE m.student_id IS NOT NULL OR r.joined_class_at IS NULL OR r.joined_class_at < r.end_time
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
