import { REPORT_FILTER_PARAMS, type ReportFilterSearch } from '../../../shared/report/report-search';
import { param, searchParams } from '../../../shared/search-params';

/** The tabs of the homework report: overview, students, wrong questions, the processType view, submit list. */
export const REPORT_TABS = ['overview', 'students', 'wrong', 'process', 'submit'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The homework report: /home/reportCenter/ePracticeReport?eHomeworkId=&classId=&view=&tab= */
export type HomeworkReportSearch = ReportFilterSearch & { tab?: ReportTab };
export const parseHomeworkReportSearch = searchParams<HomeworkReportSearch>({
  ...REPORT_FILTER_PARAMS,
  tab: param.oneOf(REPORT_TABS),
});

/** A question of the report: …/seeReportQuestion?eHomeworkId=&questionId=&classId= */
export type QuestionReportSearch = ReportFilterSearch & { questionId?: number };
export const parseQuestionReportSearch = searchParams<QuestionReportSearch>({
  ...REPORT_FILTER_PARAMS,
  questionId: param.int(),
});

/** One student's answers: …/ePracticeStudentDetail?eHomeworkId=&studentId=&classId= */
export type StudentDetailSearch = ReportFilterSearch;
export const parseStudentDetailSearch = searchParams<StudentDetailSearch>(REPORT_FILTER_PARAMS);
