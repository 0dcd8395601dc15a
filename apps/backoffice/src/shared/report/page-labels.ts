import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The names of the report pages below the report centre's and the mistakes centre's menu entries, in their
 * breadcrumbs (the shell's page trail places them): with the report areas' texts, loaded whenever one of the
 * report pages is shown. The menu entries' own names are the shell's.
 */
export type ReportPageName =
  | 'classOverview'
  | 'writtenSummary'
  | 'unitReport'
  | 'allUnits'
  | 'cumulative'
  | 'studentReport'
  | 'homeworkReport'
  | 'reportQuestion'
  | 'studentAnswers'
  | 'testReport'
  | 'aplusTestReport'
  | 'testByQuestion'
  | 'testQuestion'
  | 'testByCourse'
  | 'testCourse'
  | 'testByStudent'
  | 'testStudent'
  | 'testByAnswerType'
  | 'testStudentPdf'
  | 'errorQuestion';

export const REPORT_PAGE_LABELS: Readonly<Record<ReportPageName, MessageDescriptor>> = {
  classOverview: msg`Class overview`,
  writtenSummary: msg`Written summary`,
  unitReport: msg`Unit report`,
  allUnits: msg`All units of the term`,
  cumulative: msg`Cumulative report`,
  studentReport: msg`Student report`,
  homeworkReport: msg`Homework report`,
  reportQuestion: msg`Question`,
  studentAnswers: msg`Student's answers`,
  testReport: msg`Test report`,
  aplusTestReport: msg`A+ test report`,
  testByQuestion: msg`By question`,
  testQuestion: msg`Question`,
  testByCourse: msg`By course`,
  testCourse: msg`Course`,
  testByStudent: msg`By student`,
  testStudent: msg`Student`,
  testByAnswerType: msg`By answer type`,
  testStudentPdf: msg`Student's test PDF`,
  errorQuestion: msg`Question`,
};
