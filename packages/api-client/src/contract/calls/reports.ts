import { type CallDescription, COMMON, read } from '../call';

const REPORT = '/ael/school/v2/report';
/** The report of one homework; its views are under it. */
const HOMEWORK_REPORT = `${REPORT}/ehomeworks/{eHomeworkId}` as const;

/** The contract's teaching-calendar calls of the reports (see contract/calls.ts). */
export const getClassTermsCall = read('getClassTerms', `${COMMON}/classes/{classId}/terms`, [
  'schedule',
  'class',
]);
export const getClassTermSchedulesCall = read(
  'getClassTermSchedules',
  `${COMMON}/classes/{classId}/term/{termId}/schedules`,
  ['schedule', 'class'],
);
export const getClassesSchedulesCall = read('getClassesSchedules', `${COMMON}/classes/schedules`, [
  'schedule',
  'class',
]);
export const getSchedulePapersCall = read('getSchedulePapers', `${COMMON}/schedules/{scheduleId}/papers`, [
  'report',
  'schedule',
  'homework',
]);
export const getEvaluationsCall = read('getEvaluations', `${COMMON}/evaluations`, ['schedule']);
export const getHomeworkReportCall = read('getHomeworkReport', HOMEWORK_REPORT, ['report', 'homework']);
export const getHomeworkReportQuestionsCall = read(
  'getHomeworkReportQuestions',
  `${HOMEWORK_REPORT}/questions`,
  ['report', 'homework', 'question'],
);
export const getHomeworkWrongQuestionsCall = read(
  'getHomeworkWrongQuestions',
  `${HOMEWORK_REPORT}/wrongquestions`,
  ['report', 'homework', 'question'],
);
export const getHomeworkProcess1Call = read('getHomeworkProcess1', `${HOMEWORK_REPORT}/process1`, [
  'report',
  'homework',
]);
export const getHomeworkProcess2Call = read('getHomeworkProcess2', `${HOMEWORK_REPORT}/process2`, [
  'report',
  'homework',
]);
export const getHomeworkProcess7Call = read(
  'getHomeworkProcess7',
  '/ael/school/report/ehomeworks/{eHomeworkId}/process7',
  ['report', 'homework'],
);
export const getHomeworkProcess14Call = read('getHomeworkProcess14', `${HOMEWORK_REPORT}/process14`, [
  'report',
  'homework',
]);
export const getStudentHomeworkPracticeCall = read(
  'getStudentHomeworkPractice',
  '/ael/school/report/students/{studentId}/ehomeworks/{eHomeworkId}/process1',
  ['report', 'homework'],
);
export const getStudentHomeworkQuestionsCall = read(
  'getStudentHomeworkQuestions',
  `${REPORT}/students/{studentId}/ehomeworks/{eHomeworkId}/questions`,
  ['report', 'homework', 'question'],
);
export const getHomeworkSubmitListCall = read(
  'getHomeworkSubmitList',
  '/ael/school/v2/schedule/ehomeworks/{eHomeworkId}/student/submit',
  ['report', 'homework'],
);

/** The homework report's views, spread into `calls` in contract/calls.ts. */
export const homeworkReportViewCalls = {
  getHomeworkReportQuestions: getHomeworkReportQuestionsCall,
  getHomeworkWrongQuestions: getHomeworkWrongQuestionsCall,
  getHomeworkProcess1: getHomeworkProcess1Call,
  getHomeworkProcess2: getHomeworkProcess2Call,
  getHomeworkProcess7: getHomeworkProcess7Call,
  getHomeworkProcess14: getHomeworkProcess14Call,
  getStudentHomeworkPractice: getStudentHomeworkPracticeCall,
  getStudentHomeworkQuestions: getStudentHomeworkQuestionsCall,
  getHomeworkSubmitList: getHomeworkSubmitListCall,
} as const satisfies Record<string, CallDescription>;
