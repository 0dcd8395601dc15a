import { COMMON, call } from '../call';

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
  reads: ['schedule', 'homework'],
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
  reads: ['homework'],
});
