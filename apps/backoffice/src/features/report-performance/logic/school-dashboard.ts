import type { SchoolOverview, SchoolYearReport, SubjectCode } from '@harbour/api-client';
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

/** A class in a subject this school year in an attention band (§9), on the school dashboard. */
export type AttentionRow = SchoolOverview['classes'][number] & { key: string; gradeName: string };

/**
 * The classes and subjects of this school year whose class average is in an attention band (§9), the
 * weakest first (then grade and class order, as the overview gives them).
 */
export function attentionRows(overview: SchoolOverview): AttentionRow[] {
  return overview.classes
    .filter((row) => row.attentionBand !== null)
    .map((row) => ({ ...row, key: `${row.classId}:${row.subjectCode}`, gradeName: gradeName(row.gradeCode) }))
    .sort((a, b) => (a.averageScoreRate ?? 0) - (b.averageScoreRate ?? 0));
}

/** A subject this school year against the year before. */
export interface TrendRow {
  subjectCode: SubjectCode;
  lastCompletion: number | null;
  thisCompletion: number | null;
  lastAverage: number | null;
  thisAverage: number | null;
  /** This year's average minus last year's, in percentage points; null without both. */
  averageChange: number | null;
}

/** Each subject this school year against the year before (the overview's two years, earlier first). */
export function trendRows(overview: SchoolOverview): TrendRow[] {
  const [last, current] = overview.years;
  if (!last || !current) return [];
  return current.subjects.map((now) => {
    const before = last.subjects.find((subject) => subject.subjectCode === now.subjectCode);
    const lastAverage = before?.averageScoreRate ?? null;
    return {
      subjectCode: now.subjectCode,
      lastCompletion: before?.completionRate ?? null,
      thisCompletion: now.completionRate,
      lastAverage,
      thisAverage: now.averageScoreRate,
      averageChange:
        lastAverage === null || now.averageScoreRate === null ? null : now.averageScoreRate - lastAverage,
    };
  });
}

/** A change in percentage points as shown: signed whole points (+5, −3, 0); null as a dash. */
export function pointsText(change: number | null): string {
  if (change === null) return '—';
  const points = Math.round(change);
  return points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0';
}

/** A grade's subject over a school year, in the whole-school report. */
export type YearGradeRow = SchoolYearReport['totals'][number] & {
  key: string;
  gradeCode: number;
  gradeName: string;
};

/** The whole-school report's grades, each with its subjects in the report's order. */
export function yearGradeRows(report: SchoolYearReport): YearGradeRow[] {
  return report.grades.flatMap((grade) =>
    grade.subjects.map((subject) => ({
      ...subject,
      key: `${grade.gradeCode}:${subject.subjectCode}`,
      gradeCode: grade.gradeCode,
      gradeName: gradeName(grade.gradeCode),
    })),
  );
}
