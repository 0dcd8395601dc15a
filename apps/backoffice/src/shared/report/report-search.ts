import { SUBJECT_CODES } from '@harbour/domain';
import { param } from '../search-params';
import { REPORT_VIEWS } from './chart-model';

/**
 * The report pages' common filters in the URL, to spread into a route's searchParams({ … }):
 * `searchParams({ ...REPORT_FILTER_PARAMS, sort: param.sort([...]) })`. A malformed value is dropped (the
 * page shows its default), never thrown, like every other search param.
 */
export const REPORT_FILTER_PARAMS = {
  /** A class id. */
  classId: param.int(),
  /** A subject code (CHINESE, ENGLISH, MATH). */
  subject: param.oneOf(SUBJECT_CODES),
  /** A term id. */
  termId: param.int(),
  /** A unit (teaching schedule) id. */
  scheduleId: param.int(),
  /** A homework id. */
  eHomeworkId: param.int(),
  /** A student id. */
  studentId: param.int(),
  /** A chart's view: chart or table (ReportChart's `view`). */
  view: param.oneOf(REPORT_VIEWS),
};

/** The values of the common filters (all optional). */
export interface ReportFilterSearch {
  classId?: number;
  subject?: (typeof SUBJECT_CODES)[number];
  termId?: number;
  scheduleId?: number;
  eHomeworkId?: number;
  studentId?: number;
  view?: (typeof REPORT_VIEWS)[number];
}

/**
 * The search after a filter changes: the changed keys set (undefined removes one), a narrower filter's
 * dependants cleared (a new class or subject clears the term, unit, homework and student; a new term the
 * unit and homework), and the page back to the first.
 */
export function withReportFilter<T extends ReportFilterSearch & { page?: number }>(
  search: T,
  change: Partial<ReportFilterSearch>,
): T {
  const next = { ...search, ...change } as Record<string, unknown>;
  const cleared = (key: keyof ReportFilterSearch) => key in change && change[key] !== search[key];
  if (cleared('classId') || cleared('subject')) {
    for (const key of ['termId', 'scheduleId', 'eHomeworkId', 'studentId'] as const)
      if (!(key in change)) delete next[key];
  } else if (cleared('termId')) {
    for (const key of ['scheduleId', 'eHomeworkId'] as const) if (!(key in change)) delete next[key];
  }
  for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
  delete next.page;
  return next as T;
}
