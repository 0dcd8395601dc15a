// The report filters' own module (the kit has no index): a route's validateSearch is in the entry chunk.
import { REPORT_FILTER_PARAMS, type ReportFilterSearch } from '../../../shared/report/report-search';
import { param, searchParams } from '../../../shared/search-params';

// The test reports keep what they show in the URL: the test, the class, the question, course or student,
// and each chart's view (chart or table), so a report can be bookmarked and shared.

/** The parts of a test report, each a page of its own (spec §2 testTotalReport and its children). */
export const TEST_PARTS = [
  'total',
  'report',
  'question',
  'allCourse',
  'course',
  'allStudent',
  'student',
  'listType',
  'pdf',
] as const;
export type TestPart = (typeof TEST_PARTS)[number];

/** The parts the report's navigation lists (the others open from a row of theirs). */
export const NAV_PARTS = ['total', 'report', 'allCourse', 'allStudent', 'listType'] as const;

/** The families whose test report routes share these pages: tests (testTotalReport…) and A+ tests. */
export const TEST_FAMILIES = ['test', 'aplus'] as const;
export type TestFamily = (typeof TEST_FAMILIES)[number];

/** Each family's route of each part (one component over its family at each route, not copies). */
export const TEST_ROUTES = {
  test: {
    total: '/home/reportCenter/testTotalReport',
    report: '/home/reportCenter/testReport',
    question: '/home/reportCenter/testQuestion',
    allCourse: '/home/reportCenter/testAllCourseReport',
    course: '/home/reportCenter/testCourseReport',
    allStudent: '/home/reportCenter/testAllStudentReport',
    student: '/home/reportCenter/testReportStudent',
    listType: '/home/reportCenter/testAllStudentListTypeDetail',
    pdf: '/home/reportCenter/testStudentPdf',
  },
  aplus: {
    total: '/home/reportCenter/aplusTestReport',
    report: '/home/reportCenter/aplusTestReport/questions',
    question: '/home/reportCenter/aplusTestReport/question',
    allCourse: '/home/reportCenter/aplusTestReport/courses',
    course: '/home/reportCenter/aplusTestReport/course',
    allStudent: '/home/reportCenter/aplusTestReport/students',
    student: '/home/reportCenter/aplusTestReport/student',
    listType: '/home/reportCenter/aplusTestReport/answerTypes',
    pdf: '/home/reportCenter/aplusTestReport/studentPdf',
  },
} as const satisfies Record<TestFamily, Record<TestPart, string>>;

/** A test report page: ?eHomeworkId=&classId=&view=&questionId=&courseId=&studentId= */
export type TestReportSearch = ReportFilterSearch & {
  /** A question of the test (testQuestion). */
  questionId?: number;
  /** A course (chapter id; 0: the questions of no chapter) (testCourseReport). */
  courseId?: number;
};
export const parseTestReportSearch = searchParams<TestReportSearch>({
  ...REPORT_FILTER_PARAMS,
  questionId: param.int(),
  courseId: param.int({ min: 0 }),
});

/** A course's id in the URL: its chapter id, 0 for no chapter. */
export const courseParam = (courseId: number | null): number => courseId ?? 0;

/** What a page links with: the test, the class, and the item it opens. */
export function linkSearch(
  search: TestReportSearch,
  extra: Partial<TestReportSearch> = {},
): TestReportSearch {
  const next: TestReportSearch = {};
  if (search.eHomeworkId !== undefined) next.eHomeworkId = search.eHomeworkId;
  if (search.classId !== undefined) next.classId = search.classId;
  return { ...next, ...extra };
}

/** The file name of a Content-Disposition header (its UTF-8 name first), or undefined. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}
