import { type CallDescription, COMMON, call } from '../call';

/** The contract's teaching-calendar calls of the reports (see contract/calls.ts). */
export const getClassTermsCall = call({
  name: 'getClassTerms',
  method: 'GET',
  path: `${COMMON}/classes/{classId}/terms`,
  reads: ['schedule', 'class'],
});
export const getClassTermSchedulesCall = call({
  name: 'getClassTermSchedules',
  method: 'GET',
  path: `${COMMON}/classes/{classId}/term/{termId}/schedules`,
  reads: ['schedule', 'class'],
});
export const getClassesSchedulesCall = call({
  name: 'getClassesSchedules',
  method: 'GET',
  path: `${COMMON}/classes/schedules`,
  reads: ['schedule', 'class'],
});
export const getSchedulePapersCall = call({
  name: 'getSchedulePapers',
  method: 'GET',
  path: `${COMMON}/schedules/{scheduleId}/papers`,
  reads: ['report', 'schedule', 'homework'],
});
export const getEvaluationsCall = call({
  name: 'getEvaluations',
  method: 'GET',
  path: `${COMMON}/evaluations`,
  reads: ['schedule'],
});
export const getHomeworkReportCall = call({
  name: 'getHomeworkReport',
  method: 'GET',
  path: '/ael/school/v2/report/ehomeworks/{eHomeworkId}',
  reads: ['report', 'homework'],
});

const REPORT = '/ael/school/v2/report';
export const getHomeworkReportQuestionsCall = call({
  name: 'getHomeworkReportQuestions',
  method: 'GET',
  path: `${REPORT}/ehomeworks/{eHomeworkId}/questions`,
  reads: ['report', 'homework', 'question'],
});
export const getHomeworkWrongQuestionsCall = call({
  name: 'getHomeworkWrongQuestions',
  method: 'GET',
  path: `${REPORT}/ehomeworks/{eHomeworkId}/wrongquestions`,
  reads: ['report', 'homework', 'question'],
});
export const getHomeworkProcess1Call = call({
  name: 'getHomeworkProcess1',
  method: 'GET',
  path: `${REPORT}/ehomeworks/{eHomeworkId}/process1`,
  reads: ['report', 'homework'],
});
export const getHomeworkProcess2Call = call({
  name: 'getHomeworkProcess2',
  method: 'GET',
  path: `${REPORT}/ehomeworks/{eHomeworkId}/process2`,
  reads: ['report', 'homework'],
});
export const getHomeworkProcess7Call = call({
  name: 'getHomeworkProcess7',
  method: 'GET',
  path: '/ael/school/report/ehomeworks/{eHomeworkId}/process7',
  reads: ['report', 'homework'],
});
export const getHomeworkProcess14Call = call({
  name: 'getHomeworkProcess14',
  method: 'GET',
  path: `${REPORT}/ehomeworks/{eHomeworkId}/process14`,
  reads: ['report', 'homework'],
});
export const getStudentHomeworkPracticeCall = call({
  name: 'getStudentHomeworkPractice',
  method: 'GET',
  path: '/ael/school/report/students/{studentId}/ehomeworks/{eHomeworkId}/process1',
  reads: ['report', 'homework'],
});
export const getStudentHomeworkQuestionsCall = call({
  name: 'getStudentHomeworkQuestions',
  method: 'GET',
  path: `${REPORT}/students/{studentId}/ehomeworks/{eHomeworkId}/questions`,
  reads: ['report', 'homework', 'question'],
});
export const getHomeworkSubmitListCall = call({
  name: 'getHomeworkSubmitList',
  method: 'GET',
  path: '/ael/school/v2/schedule/ehomeworks/{eHomeworkId}/student/submit',
  reads: ['report', 'homework'],
});

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
