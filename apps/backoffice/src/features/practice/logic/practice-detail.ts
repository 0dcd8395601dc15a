import {
  ApiError,
  ERROR_CODES,
  type HomeworkInfo,
  type PracticeStudent,
  type PracticeStudentsQuery,
} from '@harbour/api-client';
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
 * What publishing results came to: published; refused for gaps in some students' scores (spec §5 'Some
 * students have not been scored'); or asked first, students having every question unscored ('ask whether
 * to continue'), with the server's message. Any other failure is thrown on.
 */
export type AnnounceOutcome =
  | { kind: 'PUBLISHED' }
  | { kind: 'NOT_ALL_SCORED' | 'UNSCORED_STUDENTS'; message: string };

/** Runs the publish call and reads its expected refusals by their error codes. */
export async function announceOutcome(publish: () => Promise<unknown>): Promise<AnnounceOutcome> {
  try {
    await publish();
    return { kind: 'PUBLISHED' };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === ERROR_CODES.NOT_ALL_SCORED)
      return { kind: 'NOT_ALL_SCORED', message: error.message };
    if (error instanceof ApiError && error.errorCode === ERROR_CODES.UNSCORED_STUDENTS)
      return { kind: 'UNSCORED_STUDENTS', message: error.message };
    throw error;
  }
}

/** A student's name in the page's language (the English name on en pages when there is one). */
export function studentName(student: { name: string; nameEn: string }, locale: string): string {
  return locale === 'en' && student.nameEn ? student.nameEn : student.name;
}

/** The classes a homework reaches, as the options of a select. */
export function classOptions(info: {
  targets: readonly Pick<HomeworkInfo['targets'][number], 'classId' | 'className'>[];
}): { value: string; label: string }[] {
  const seen = new Map<number, string>();
  for (const target of info.targets) seen.set(target.classId, target.className);
  return [...seen].map(([classId, className]) => ({ value: String(classId), label: className }));
}
