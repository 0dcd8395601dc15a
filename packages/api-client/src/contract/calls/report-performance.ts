import { type CallDescription, call } from '../call';

// The unit and student reports, under the spec's /ael/school/v2/report prefix.
const REPORT = '/ael/school/v2/report';

export const getUnitReportCall = call({
  name: 'getUnitReport',
  method: 'GET',
  path: `${REPORT}/schedules/{scheduleId}/ehomeworks`,
  reads: ['report', 'homework', 'schedule', 'class'],
});
export const getStudentsPerformanceCall = call({
  name: 'getStudentsPerformance',
  method: 'GET',
  path: `${REPORT}/students/performance`,
  reads: ['report', 'homework', 'schedule', 'class'],
});
export const getSchedulesWholePerformanceCall = call({
  name: 'getSchedulesWholePerformance',
  method: 'GET',
  path: `${REPORT}/schedules/wholeperformance`,
  reads: ['report', 'homework', 'schedule', 'class'],
});
export const getStudentsWholePerformanceCall = call({
  name: 'getStudentsWholePerformance',
  method: 'GET',
  path: `${REPORT}/students/wholeperformance`,
  reads: ['report', 'homework', 'schedule', 'class'],
});
export const getStudentWholePerformanceCall = call({
  name: 'getStudentWholePerformance',
  method: 'GET',
  path: `${REPORT}/wholeperformance/students/{studentId}`,
  reads: ['report', 'homework', 'schedule', 'class'],
});
export const getStudentFollowUpCall = call({
  name: 'getStudentFollowUp',
  method: 'GET',
  path: `${REPORT}/wholeperformance/students/{studentId}/process2bd`,
  reads: ['report', 'homework', 'schedule', 'class'],
});
export const getClassFollowUpCall = call({
  name: 'getClassFollowUp',
  method: 'GET',
  path: `${REPORT}/process2bd/class`,
  reads: ['report', 'homework', 'schedule', 'class'],
});

/** The contract's calls of the area (see contract/calls.ts), spread into `calls` there. */
export const reportPerformanceCalls = {
  getUnitReport: getUnitReportCall,
  getStudentsPerformance: getStudentsPerformanceCall,
  getSchedulesWholePerformance: getSchedulesWholePerformanceCall,
  getStudentsWholePerformance: getStudentsWholePerformanceCall,
  getStudentWholePerformance: getStudentWholePerformanceCall,
  getStudentFollowUp: getStudentFollowUpCall,
  getClassFollowUp: getClassFollowUpCall,
} as const satisfies Record<string, CallDescription>;
