import type { SchoolOverview, SubjectCode } from '@harbour/api-client';
import { gradeName } from '@harbour/domain';

/** A grade's subject this week on the school dashboard. */
export interface GradeSubjectRow {
  /** `${gradeCode}:${subjectCode}`, the row's key. */
  key: string;
  gradeName: string;
  subjectCode: SubjectCode;
  published: number;
  reached: number;
  handedIn: number;
  /** Students for whom the homework has ended, or who handed in already. */
  due: number;
  /** Handed in / due, as a percentage; null when nothing is due yet. */
  submissionRate: number | null;
}

/**
 * The week's figures of the school (spec §2 dashboardHead) as rows, grade by grade and each grade's subjects
 * in the order the overview gives them; a grade and subject with nothing published is a row of zeros, so the
 * table shows where nothing was set as plainly as where something was.
 */
export function gradeSubjectRows(overview: SchoolOverview): GradeSubjectRow[] {
  return overview.grades.flatMap((grade) =>
    grade.subjects.map((subject) => ({
      key: `${grade.gradeCode}:${subject.subjectCode}`,
      gradeName: gradeName(grade.gradeCode),
      subjectCode: subject.subjectCode,
      published: subject.published,
      reached: subject.reached,
      handedIn: subject.handedIn,
      due: subject.due,
      submissionRate: subject.submissionRate,
    })),
  );
}
