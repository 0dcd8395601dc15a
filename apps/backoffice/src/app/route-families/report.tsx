import type { TextbookType } from '@harbour/domain';
import { lazyRouteComponent } from '@tanstack/react-router';
import {
  parseHomeworkReportSearch,
  parseQuestionReportSearch,
  parseStudentDetailSearch,
} from '../../features/report/logic/report-page-search';
import type { ReportFamily } from '../../features/report/logic/report-search';
import type { ReportFamily as PerformanceFamily } from '../../features/report-performance/logic/labels';
import {
  parseClassComparisonSearch,
  parseClassDashboardSearch,
  parseCumulativeSearch,
  parseReportCentreSearch,
  parseSchoolReportSearch,
  parseStudentReportSearch,
} from '../../features/report-performance/logic/performance-page-search';
import type { SchoolReportKind } from '../../features/report-performance/logic/school-report';
import { parseTestReportSearch } from '../../features/report-test/logic/test-report-search';
import type { TestFamily, TestPart } from '../../features/report-test/logic/test-search';
import { searchPage } from './family-page';

// The report routes' options: each report route file is one line naming its family (and part), and a new
// report page is a line here and its component. The pages load on first use, one chunk per page.

const HomeworkReportPage = lazyRouteComponent(
  () => import('../../features/report/components/homework-report-page'),
  'HomeworkReportPage',
);
const QuestionReportPage = lazyRouteComponent(
  () => import('../../features/report/components/question-page'),
  'QuestionReportPage',
);
const StudentDetailPage = lazyRouteComponent(
  () => import('../../features/report/components/student-detail-page'),
  'StudentDetailPage',
);
const TestReportPage = lazyRouteComponent(
  () => import('../../features/report-test/components/test-report-page'),
  'TestReportPage',
);
const WrittenSummaryPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/written-summary-page'),
  'WrittenSummaryPage',
);
const ReportCentrePage = lazyRouteComponent(
  () => import('../../features/report-performance/components/report-centre-page'),
  'ReportCentrePage',
);
const ClassOverviewPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/class-overview-page'),
  'ClassOverviewPage',
);
const ClassDashboardPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/class-dashboard-page'),
  'ClassDashboardPage',
);
const GradeDashboardPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/grade-dashboard-page'),
  'GradeDashboardPage',
);
const SchoolDashboardPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/school-dashboard-page'),
  'SchoolDashboardPage',
);
const SchoolReportPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/school-report-page'),
  'SchoolReportPage',
);
const ClassComparisonPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/class-comparison-page'),
  'ClassComparisonPage',
);
const CumulativeReportPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/cumulative-report-page'),
  'CumulativeReportPage',
);
const UnitReportPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/unit-report-page'),
  'UnitReportPage',
);
const StudentReportPage = lazyRouteComponent(
  () => import('../../features/report-performance/components/student-report-page'),
  'StudentReportPage',
);

/** A homework report of a textbook family (spec §2 ePracticeReport, eExerciseReport, newAplusReport detail). */
export const homeworkReportRoute = (family: ReportFamily) => ({
  validateSearch: parseHomeworkReportSearch,
  component: searchPage(HomeworkReportPage, parseHomeworkReportSearch, { family }, { replace: true }),
});

/** One question of a family's homework report (spec §2 seeReportQuestion, eExerciseQuestion…). */
export const questionReportRoute = (family: ReportFamily) => ({
  validateSearch: parseQuestionReportSearch,
  component: searchPage(QuestionReportPage, parseQuestionReportSearch, { family }),
});

/** One student's answers in a family's homework (spec §2 ePracticeStudentDetail…). */
export const studentDetailRoute = (family: ReportFamily) => ({
  validateSearch: parseStudentDetailSearch,
  component: searchPage(StudentDetailPage, parseStudentDetailSearch, { family }),
});

/** A part of a test report of a family (spec §2 testTotalReport and its children, aplusTestReport pages). */
export const testReportRoute = (family: TestFamily, part: TestPart) => ({
  validateSearch: parseTestReportSearch,
  component: searchPage(TestReportPage, parseTestReportSearch, { family, part }, { replace: true }),
});

/** The report centre (spec §2 /home/reportCenter and /home/newReportCenter). */
export const reportCentreRoute = () => ({
  validateSearch: parseReportCentreSearch,
  component: searchPage(ReportCentrePage, parseReportCentreSearch, {}),
});

/** The AI report: a class's term and each student's written out by rules (spec §2 aiReport, manner reports). */
export const writtenSummaryRoute = () => ({
  validateSearch: parseReportCentreSearch,
  component: searchPage(WrittenSummaryPage, parseReportCentreSearch, {}),
});

/** The class overview (spec §2 homeOverView). */
export const classOverviewRoute = () => ({
  validateSearch: parseReportCentreSearch,
  component: searchPage(ClassOverviewPage, parseReportCentreSearch, {}),
});

/** A class teacher's dashboard: their class across subjects (spec §2 dashboardHeadTeacher). */
export const classDashboardRoute = () => ({
  validateSearch: parseClassDashboardSearch,
  component: searchPage(ClassDashboardPage, parseClassDashboardSearch, {}),
});

/** A panel head's dashboard: their subject's classes side by side (spec §2 dashboardGrade). */
export const gradeDashboardRoute = () => ({
  validateSearch: parseReportCentreSearch,
  component: searchPage(GradeDashboardPage, parseReportCentreSearch, {}),
});

/** The headmaster's and the curriculum director's dashboard: the school at a glance (spec §2 dashboardHead). */
export const schoolDashboardRoute = () => ({
  validateSearch: parseReportCentreSearch,
  component: searchPage(SchoolDashboardPage, parseReportCentreSearch, {}),
});

/** The cumulative report: each student unit by unit over a term or its school year (spec §2 accumulated reports). */
export const cumulativeReportRoute = () => ({
  validateSearch: parseCumulativeSearch,
  component: searchPage(CumulativeReportPage, parseCumulativeSearch, {}),
});

/** A unit report of a family (spec §2 ePracticeCourse, ePracticeAllCourse, newAplusReport course). */
export const unitReportRoute = (family: PerformanceFamily) => ({
  validateSearch: parseReportCentreSearch,
  component: searchPage(UnitReportPage, parseReportCentreSearch, { family }),
});

/** A student report of a family (spec §2 ePracticeReportStudent, newAplusReport student). */
export const studentReportRoute = (family: PerformanceFamily) => ({
  validateSearch: parseStudentReportSearch,
  component: searchPage(StudentReportPage, parseStudentReportSearch, { family }),
});

/**
 * The whole-school report of a school year, school → grade → class (spec §2 schoolReport, headMasterReport),
 * and the same over one subject (subjectReport) or one course family (categoryReport; the AT Zone and SE
 * Zone reports fix theirs).
 */
export const schoolReportRoute = (kind: SchoolReportKind) => ({
  validateSearch: parseSchoolReportSearch,
  component: searchPage(SchoolReportPage, parseSchoolReportSearch, { kind }),
});

/**
 * The class comparison: a grade's classes side by side over a term, on a unit or a homework given to several
 * (spec §2 compareSeZoneReport and its children); the SE Zone's over its homework only.
 */
export const classComparisonRoute = (family?: TextbookType) => ({
  validateSearch: parseClassComparisonSearch,
  component: searchPage(ClassComparisonPage, parseClassComparisonSearch, family ? { family } : {}),
});
