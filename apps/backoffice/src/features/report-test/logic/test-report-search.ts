// The report filters' module itself, not the kit's index: a route's validateSearch is in the entry chunk.
import { REPORT_FILTER_PARAMS, type ReportFilterSearch } from '../../../shared/report/report-search';
import { param, searchParams } from '../../../shared/search-params';

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
