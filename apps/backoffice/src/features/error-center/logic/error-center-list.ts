import type { ErrorCenterQuery } from '@harbour/api-client';
import type { ErrorCenterSearch } from './error-center-search';

// What the mistakes centre's page does with its URL: the call's query, and the next search after a filter.

/** Groups per page. */
export const ERROR_PAGE_SIZE = 20;

/** The list call's query of the URL's search (the class goes in the path). */
export function errorQueryOf(search: ErrorCenterSearch): ErrorCenterQuery {
  return {
    ...(search.subjectCode ? { subjectCode: search.subjectCode } : {}),
    ...(search.scheduleId ? { scheduleId: search.scheduleId } : {}),
    ...(search.eHomeworkId ? { eHomeworkId: search.eHomeworkId } : {}),
    ...(search.studentId ? { studentId: search.studentId } : {}),
    groupBy: search.groupBy ?? 'question',
    page: search.page ?? 1,
    pageSize: ERROR_PAGE_SIZE,
  };
}

/**
 * The search after a filter changes: back to page 1; a new class clears every filter (another class's
 * unit, homework and student are not this one's); a new subject clears the unit and homework.
 */
export function withErrorFilter(
  search: ErrorCenterSearch,
  change: Partial<ErrorCenterSearch>,
): ErrorCenterSearch {
  const next: ErrorCenterSearch = { ...search, ...change };
  if ('classId' in change && change.classId !== search.classId) {
    for (const key of ['subjectCode', 'scheduleId', 'eHomeworkId', 'studentId'] as const)
      if (!(key in change)) delete next[key];
  } else if ('subjectCode' in change && change.subjectCode !== search.subjectCode) {
    for (const key of ['scheduleId', 'eHomeworkId'] as const) if (!(key in change)) delete next[key];
  }
  for (const key of Object.keys(next) as (keyof ErrorCenterSearch)[])
    if (next[key] === undefined) delete next[key];
  delete next.page;
  return next;
}

/** A question's plain title as a teacher reads it: the engine's gap markers ([$$]) drawn as blanks. */
export function readableTitle(title: string): string {
  return title.replaceAll('[$$]', '＿＿').replace(/\s+/g, ' ').trim();
}
