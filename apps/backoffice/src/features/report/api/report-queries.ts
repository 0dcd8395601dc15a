import {
  callQueryOptions,
  getHomeworkProcess1Call,
  getHomeworkProcess2Call,
  getHomeworkProcess7Call,
  getHomeworkProcess14Call,
  getHomeworkReportCall,
  getHomeworkReportQuestionsCall,
  getHomeworkSubmitListCall,
  getHomeworkWrongQuestionsCall,
  getStudentHomeworkQuestionsCall,
} from '@harbour/api-client';
import type { ProcessViewKind } from '../logic/report-search';

// The homework report's calls (contract/calls/reports.ts) as its pages read them: one query factory per read.

const classQuery = (classId: number | undefined) => (classId === undefined ? {} : { classId });

/** GET /v2/report/ehomeworks/{eHomeworkId}: the homework report. */
export const homeworkReportQueryOptions = (eHomeworkId: number, classId?: number) =>
  callQueryOptions(getHomeworkReportCall, { params: { eHomeworkId }, query: classQuery(classId) });

/** GET …/questions: every question (or one) with every answer given. */
export const homeworkQuestionsQueryOptions = (eHomeworkId: number, classId?: number, questionId?: number) =>
  callQueryOptions(getHomeworkReportQuestionsCall, {
    params: { eHomeworkId },
    query: { ...classQuery(classId), ...(questionId === undefined ? {} : { questionId }) },
  });

/** GET …/wrongquestions: the questions someone got wrong, hardest first. */
export const wrongQuestionsQueryOptions = (eHomeworkId: number, classId?: number) =>
  callQueryOptions(getHomeworkWrongQuestionsCall, { params: { eHomeworkId }, query: classQuery(classId) });

/** GET …/process1, /process2, /process7 (the practice views). */
export const processViewQueryOptions = (view: '1' | '2' | '7', eHomeworkId: number, classId?: number) => {
  const input = { params: { eHomeworkId }, query: classQuery(classId) };
  if (view === '2') return callQueryOptions(getHomeworkProcess2Call, input);
  if (view === '7') return callQueryOptions(getHomeworkProcess7Call, input);
  return callQueryOptions(getHomeworkProcess1Call, input);
};

/** GET …/process14: the writing criteria. */
export const writingViewQueryOptions = (eHomeworkId: number, classId?: number) =>
  callQueryOptions(getHomeworkProcess14Call, { params: { eHomeworkId }, query: classQuery(classId) });

/** GET /v2/schedule/ehomeworks/{eHomeworkId}/student/submit: who handed it in when. */
export const submitListQueryOptions = (eHomeworkId: number, classId?: number) =>
  callQueryOptions(getHomeworkSubmitListCall, { params: { eHomeworkId }, query: classQuery(classId) });

/** GET /v2/report/students/{studentId}/ehomeworks/{eHomeworkId}/questions: one student's answers. */
export const studentQuestionsQueryOptions = (studentId: number, eHomeworkId: number) =>
  callQueryOptions(getStudentHomeworkQuestionsCall, { params: { studentId, eHomeworkId } });

export type { ProcessViewKind };
