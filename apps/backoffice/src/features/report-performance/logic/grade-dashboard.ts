import type { StudentsPerformance } from '@harbour/api-client';
import { completionRate, type ScoreSpread, scoreSpread } from '@harbour/domain';

/** A class of the subject on the panel head's dashboard. */
export interface ClassSideRow {
  classId: number;
  className: string;
  gradeName: string;
  studentCount: number;
  /** Handed in / due over the class; null when nothing is due. */
  completionRate: number | null;
  averageScoreRate: number | null;
  /** The spread of the students' score rates (those who handed something in); null with none. */
  spread: ScoreSpread | null;
  /** Students in an attention band (§9). */
  attentionCount: number;
  /** Students needing catch-up over the period; null where catch-up does not apply (one homework). */
  catchUpCount: number | null;
}

/**
 * The classes of the grades side by side in one subject (spec §2 dashboardGrade), in the grades' and classes'
 * order, from each class's students performance over the same term; a class whose report is not there yet is
 * left out.
 */
export function classesSideBySide(
  grades: readonly { gradeName: string; classes: readonly { classId: number; className: string }[] }[],
  reports: readonly StudentsPerformance[],
): ClassSideRow[] {
  const byClass = new Map(reports.map((report) => [report.classId, report]));
  return grades.flatMap((grade) =>
    grade.classes.flatMap((klass) => {
      const report = byClass.get(klass.classId);
      if (!report) return [];
      const due = report.students.reduce((sum, s) => sum + s.dueCount, 0);
      const submitted = report.students.reduce((sum, s) => sum + s.submittedCount, 0);
      const counts = report.attentionCounts;
      return [
        {
          classId: klass.classId,
          className: klass.className,
          gradeName: grade.gradeName,
          studentCount: report.students.length,
          completionRate: completionRate(submitted, due),
          averageScoreRate: report.averageScoreRate,
          spread: scoreSpread(report.students.map((student) => student.scoreRate)),
          attentionCount: counts.UNDER_20 + counts.FROM_20_TO_39 + counts.FROM_40_TO_59,
          catchUpCount: report.catchUpCount,
        },
      ];
    }),
  );
}
