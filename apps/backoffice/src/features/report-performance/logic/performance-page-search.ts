// The kit's search readers by their own module: the index would bring the kit's widgets into the entry chunk.
import { TEXTBOOK_TYPES, type TextbookType } from '@harbour/domain';
import { REPORT_FILTER_PARAMS, type ReportFilterSearch } from '../../../shared/report/report-search';
import { param, searchParams } from '../../../shared/search-params';

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

/** The cumulative report (spec §2 accumulated reports): class, subject, term, and whether over its school year. */
export type CumulativeSearch = ReportFilterSearch & { period?: 'term' | 'year' };
export const parseCumulativeSearch = searchParams<CumulativeSearch>({
  ...REPORT_FILTER_PARAMS,
  period: param.oneOf(['term', 'year'] as const),
});

/** The class dashboard (spec §2 dashboardHeadTeacher): the class and the term. */
export type ClassDashboardSearch = Pick<ReportFilterSearch, 'classId' | 'termId'>;
export const parseClassDashboardSearch = searchParams<ClassDashboardSearch>({
  classId: REPORT_FILTER_PARAMS.classId,
  termId: REPORT_FILTER_PARAMS.termId,
});

/**
 * The whole-school report (spec §2 schoolReport) and its subject and category reports: the school year, the
 * grade drilled into, the chart view; the subject and the course family reported.
 */
export type SchoolReportSearch = Pick<ReportFilterSearch, 'view' | 'subject'> & {
  schoolYear?: number;
  gradeCode?: number;
  textbookType?: TextbookType;
};
export const parseSchoolReportSearch = searchParams<SchoolReportSearch>({
  view: REPORT_FILTER_PARAMS.view,
  subject: REPORT_FILTER_PARAMS.subject,
  schoolYear: param.int({ min: 2000, max: 2100 }),
  gradeCode: param.int({ min: 1, max: 12 }),
  textbookType: param.oneOf(TEXTBOOK_TYPES),
});

/**
 * The class comparison (spec §2 compareSeZoneReport and its children): the grade, subject and term; the unit
 * (its place in the term) or the homework compared; the chart view.
 */
export type ClassComparisonSearch = Pick<
  ReportFilterSearch,
  'subject' | 'termId' | 'eHomeworkId' | 'view'
> & {
  gradeCode?: number;
  unitOrder?: number;
};
export const parseClassComparisonSearch = searchParams<ClassComparisonSearch>({
  subject: REPORT_FILTER_PARAMS.subject,
  termId: REPORT_FILTER_PARAMS.termId,
  eHomeworkId: REPORT_FILTER_PARAMS.eHomeworkId,
  view: REPORT_FILTER_PARAMS.view,
  gradeCode: param.int({ min: 1, max: 12 }),
  unitOrder: param.int({ min: 1, max: 100 }),
});
