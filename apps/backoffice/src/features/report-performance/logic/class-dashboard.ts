import type { AttentionBandCode, StudentsPerformance, SubjectCode } from '@harbour/api-client';

/** One subject's figures of a student on the class dashboard. */
export interface SubjectFigures {
  /** Homework due (or handed in) not handed in. */
  missing: number;
  scoreRate: number | null;
  attentionBand: AttentionBandCode | null;
}

/** A student of the class across the subjects: what they have not handed in and where they need attention. */
export interface ClassStudentRow {
  studentId: number;
  name: string;
  classNumber: number;
  /** By subject, for the subjects whose figures were read. */
  subjects: Partial<Record<SubjectCode, SubjectFigures>>;
  /** Homework not handed in, over every subject. */
  missing: number;
  /** Subjects in which the student's score rate is in an attention band (§9). */
  attentionSubjects: SubjectCode[];
}

/**
 * The class's students across subjects (spec §2 dashboardHeadTeacher), from each subject's students
 * performance over the same period: one row per student in class-number order, a subject's figures where
 * that subject's report lists the student.
 */
export function classAcrossSubjects(reports: readonly StudentsPerformance[]): ClassStudentRow[] {
  const rows = new Map<number, ClassStudentRow>();
  for (const report of reports)
    for (const student of report.students) {
      const row = rows.get(student.studentId) ?? {
        studentId: student.studentId,
        name: student.name,
        classNumber: student.classNumber,
        subjects: {},
        missing: 0,
        attentionSubjects: [],
      };
      const missing = student.dueCount - student.submittedCount;
      row.subjects[report.subjectCode] = {
        missing,
        scoreRate: student.scoreRate,
        attentionBand: student.attentionBand,
      };
      row.missing += missing;
      if (student.attentionBand !== null) row.attentionSubjects.push(report.subjectCode);
      rows.set(student.studentId, row);
    }
  return [...rows.values()].sort((a, b) => a.classNumber - b.classNumber || a.studentId - b.studentId);
}

/** The students with homework not handed in, most first (class number breaks ties). */
export function notHandedIn(rows: readonly ClassStudentRow[]): ClassStudentRow[] {
  return rows
    .filter((row) => row.missing > 0)
    .sort((a, b) => b.missing - a.missing || a.classNumber - b.classNumber);
}

/** The students in an attention band in at least one subject, in class-number order. */
export function needingAttention(rows: readonly ClassStudentRow[]): ClassStudentRow[] {
  return rows.filter((row) => row.attentionSubjects.length > 0);
}
