import { ERROR_CODES, type PracticeStudent, type PracticeStudentsQuery } from '@harbour/api-client';
import type { PracticeDetailSearch } from './practice-search';

/** Students a page of the detail's lists: a grade of 10,000 students is paged in the browser. */
export const STUDENTS_PAGE_SIZE = 50;

/** The students call's query of the URL's params. */
export function studentsQueryOf(search: PracticeDetailSearch): PracticeStudentsQuery {
  return {
    ...(search.classId ? { classId: search.classId } : {}),
    ...(search.submitStatus ? { submitStatus: search.submitStatus } : {}),
  };
}

/** Whether a teacher may ask a student to redo: they submitted (on time or late) and no redo is open. */
export function canAskRedo(student: PracticeStudent): boolean {
  return (student.submitStatus === 'NORMAL' || student.submitStatus === 'DELAY') && !student.redoRequested;
}

/** The chosen students who may still be asked to redo (a refreshed list may have closed some). */
export function redoChoice(students: readonly PracticeStudent[], chosen: ReadonlySet<number>): number[] {
  return students.filter((s) => chosen.has(s.studentId) && canAskRedo(s)).map((s) => s.studentId);
}

/** A student's marking progress: marked of (marked + to mark); null when nothing needs a teacher. */
export function markingProgress(student: Pick<PracticeStudent, 'markedCount' | 'toMarkCount'>): {
  marked: number;
  total: number;
} | null {
  const total = student.markedCount + student.toMarkCount;
  return total === 0 ? null : { marked: student.markedCount, total };
}

/**
 * What publishing results answered with a refusal: gaps in some students' scores (spec §5 'Some students
 * have not been scored'), students with every question unscored (ask whether to continue), or another refusal.
 */
export function announceRefusal(errorCode: number | null): 'NOT_ALL_SCORED' | 'UNSCORED_STUDENTS' | 'OTHER' {
  if (errorCode === ERROR_CODES.NOT_ALL_SCORED) return 'NOT_ALL_SCORED';
  if (errorCode === ERROR_CODES.UNSCORED_STUDENTS) return 'UNSCORED_STUDENTS';
  return 'OTHER';
}

/** A student's name in the page's language (the English name on en pages when there is one). */
export function studentName(student: { name: string; nameEn: string }, locale: string): string {
  return locale === 'en' && student.nameEn ? student.nameEn : student.name;
}
