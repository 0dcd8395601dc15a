import type { CalendarDay, ProcessType } from '@harbour/api-client';
import { hongKongCalendarDate } from '@harbour/domain';
import { MONTH } from './search-params';

export { type DashboardSearch, parseDashboardSearch } from './search-params';

/**
 * The first day of the month of `month` (YYYY-MM), or of the Hong Kong month at `now` (in any
 * browser zone), as a local date for the calendar grid.
 */
export function monthStart(month: string | undefined, now: Date): Date {
  const match = month ? MONTH.exec(month) : null;
  if (!match) {
    const today = hongKongCalendarDate(now);
    return new Date(today.getFullYear(), today.getMonth(), 1);
  }
  return new Date(Number(match[1]), Number(match[2]) - 1, 1);
}

/** YYYY-MM of a date. */
export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The class shown: the one asked for when in scope, else the first class of the first grade. */
export function chooseClassId(
  grades: readonly { classes: readonly { classId: number }[] }[],
  wanted?: number,
): number | null {
  const classes = grades.flatMap((grade) => grade.classes);
  if (wanted !== undefined && classes.some((c) => c.classId === wanted)) return wanted;
  return classes[0]?.classId ?? null;
}

/** processTypes of each day's homework, keyed YYYY-MM-DD, for the calendar markers. */
export function homeworkTypesByDay(days: readonly CalendarDay[]): Record<string, ProcessType[]> {
  const out: Record<string, ProcessType[]> = {};
  for (const day of days) out[day.totalDate] = day.homeworks.map((h) => h.processType);
  return out;
}

/** Homework counted as due soon: from now through this many days after (the server's near list). */
export const NEAR_HOMEWORK_DAYS = 7;
/** How many of them the dashboard shows before its link to the full list. */
export const NEAR_HOMEWORK_PREVIEW = 5;

/**
 * Counts shown with count-up numbers: all, and its parts that add up to it (practice, tests, and the
 * others: task sheets and the rest), and how many of all have not started.
 */
export function homeworkCounts(
  days: readonly CalendarDay[],
  practiceTypes: readonly string[],
  testTypes: readonly string[],
) {
  const all = days.flatMap((day) => day.homeworks);
  const practice = all.filter((h) => practiceTypes.includes(h.processType)).length;
  const tests = all.filter((h) => testTypes.includes(h.processType)).length;
  return {
    total: all.length,
    practice,
    tests,
    others: all.length - practice - tests,
    notStarted: all.filter((h) => h.practiceStatus === 'NOT_STARTED').length,
  };
}
