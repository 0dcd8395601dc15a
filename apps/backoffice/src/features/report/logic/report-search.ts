import type { ProcessType } from '@harbour/api-client';

// The search readers have a module of their own (report-page-search.ts): they are in the entry chunk with
// the routes, and this module's route tables and helpers stay with the report pages.
export {
  type HomeworkReportSearch,
  parseHomeworkReportSearch,
  parseQuestionReportSearch,
  parseStudentDetailSearch,
  type QuestionReportSearch,
  REPORT_TABS,
  type ReportTab,
  type StudentDetailSearch,
} from './report-page-search';

// The homework report's pages keep what they show in the URL: the homework, the class, the tab, the
// question or student, and each chart's view (chart or table), so a report can be bookmarked and shared.

/** The textbook families whose report routes share these pages (spec §2 ePractice, eExercise, A+). */
export const REPORT_FAMILIES = ['ePractice', 'eExercise', 'newAplus'] as const;
export type ReportFamily = (typeof REPORT_FAMILIES)[number];

/** The pages of each family's homework report: the report, a question, a student. */
export const FAMILY_ROUTES = {
  ePractice: {
    report: '/home/reportCenter/ePracticeReport',
    question: '/home/reportCenter/seeReportQuestion',
    student: '/home/reportCenter/ePracticeStudentDetail',
  },
  eExercise: {
    report: '/home/reportCenter/eExerciseReport',
    question: '/home/reportCenter/eExerciseQuestion',
    student: '/home/reportCenter/eExerciseStudentDetail',
  },
  newAplus: {
    report: '/home/reportCenter/newAplusReport/detail',
    question: '/home/reportCenter/newAplusReport/question',
    student: '/home/reportCenter/newAplusReport/studentDetail',
  },
} as const satisfies Record<ReportFamily, Record<'report' | 'question' | 'student', string>>;

/** The processType view of a homework: follow-up (2a–2d), 7, writing (14), practice otherwise. */
export type ProcessViewKind = '1' | '2' | '7' | '14';
export function processViewOf(processType: ProcessType): ProcessViewKind {
  if (processType.startsWith('2')) return '2';
  if (processType === '7') return '7';
  if (processType === '14') return '14';
  return '1';
}

/** Seconds as minutes and seconds ("12:05"); '' for none. */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds as minutes with one decimal, for exports (a number column); null for none. */
export function durationMinutes(seconds: number | null | undefined): number | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  return Math.round(seconds / 6) / 10;
}

/** A rate rounded to one decimal for a table or an export; null stays null. */
export function rateValue(rate: number | null | undefined): number | null {
  return rate === null || rate === undefined ? null : Math.round(rate * 10) / 10;
}
