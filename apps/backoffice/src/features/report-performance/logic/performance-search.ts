import { type SubjectCode, TEST_PROCESS_TYPES } from '@harbour/domain';
// The kit's search readers by their own module: the index would bring the kit's widgets into the entry chunk.
import { REPORT_FILTER_PARAMS, type ReportFilterSearch } from '../../../shared/report/report-search';
import { param, searchParams } from '../../../shared/search-params';

// The report centre's pages keep every filter in the URL: class, subject, term, unit, student, the period of
// a student report and each chart's view, so a report can be bookmarked and shared.

/** The report centre, the class overview and the unit report: class, subject, term, unit, chart view. */
export type ReportCentreSearch = ReportFilterSearch;
export const parseReportCentreSearch = searchParams<ReportCentreSearch>(REPORT_FILTER_PARAMS);

export const PERIOD_SCOPES = ['unit', 'term', 'year'] as const;
export type PeriodScope = (typeof PERIOD_SCOPES)[number];

/** The student report: the student, the period (unit, term or year) and the subject. */
export type StudentReportSearch = ReportFilterSearch & { scope?: PeriodScope; schoolYear?: number };
export const parseStudentReportSearch = searchParams<StudentReportSearch>({
  ...REPORT_FILTER_PARAMS,
  scope: param.oneOf(PERIOD_SCOPES),
  schoolYear: param.int({ min: 2000, max: 2100 }),
});

/** The student report's period as the call takes it; null when the URL does not name one. */
export function studentReportQueryOf(search: StudentReportSearch): {
  scope: PeriodScope;
  scheduleId?: number;
  termId?: number;
  schoolYear?: number;
  subjectCode?: SubjectCode;
} | null {
  const scope =
    search.scope ??
    (search.scheduleId ? 'unit' : search.termId ? 'term' : search.schoolYear ? 'year' : undefined);
  const subject = search.subject ? { subjectCode: search.subject } : {};
  if (scope === 'unit' && search.scheduleId) return { scope, scheduleId: search.scheduleId, ...subject };
  if (!search.subject) return null;
  if (scope === 'term' && search.termId) return { scope, termId: search.termId, ...subject };
  if (scope === 'year' && search.schoolYear) return { scope, schoolYear: search.schoolYear, ...subject };
  return null;
}

/** Whether a homework is a test (its report is the test report's). */
export function isTest(processType: string): boolean {
  return (TEST_PROCESS_TYPES as readonly string[]).includes(processType);
}

/** The homework or test report of a homework (helpers A and C), for the class. */
export function homeworkReportLink(processType: string, eHomeworkId: number, classId: number) {
  return {
    to: isTest(processType) ? '/home/reportCenter/testTotalReport' : '/home/reportCenter/ePracticeReport',
    search: { eHomeworkId, classId },
  } as const;
}
