import type { SchoolYearReportQuery } from '@harbour/api-client';
import type { SubjectCode, TextbookType } from '@harbour/domain';
import type { SchoolReportSearch } from './performance-page-search';

/** Which view of the school year a route shows: the whole school, one subject, or one course family. */
export type SchoolReportKind =
  | { report: 'school' }
  | { report: 'subject' }
  /** A family the route fixes (the AT Zone and SE Zone reports), else the one the URL chooses. */
  | { report: 'category'; family?: TextbookType };

/** The course family a category report shows before one is chosen. */
export const DEFAULT_REPORT_FAMILY: TextbookType = 'A_PLUS';

/**
 * The whole-school call's query for a view: the URL's school year; the subject report's subject (the URL's,
 * else `defaultSubject`), a category report's family and, if chosen, its subject.
 */
export function schoolReportQuery(
  kind: SchoolReportKind,
  search: SchoolReportSearch,
  defaultSubject: SubjectCode,
): SchoolYearReportQuery {
  const subjectCode =
    kind.report === 'subject'
      ? (search.subject ?? defaultSubject)
      : kind.report === 'category'
        ? search.subject
        : undefined;
  const textbookType =
    kind.report === 'category' ? (kind.family ?? search.textbookType ?? DEFAULT_REPORT_FAMILY) : undefined;
  return {
    ...(search.schoolYear === undefined ? {} : { schoolYear: search.schoolYear }),
    ...(subjectCode ? { subjectCode } : {}),
    ...(textbookType ? { textbookType } : {}),
  };
}
