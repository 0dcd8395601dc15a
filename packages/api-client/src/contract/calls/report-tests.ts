import { type CallDescription, call } from '../call';

// The test reports' calls: the testing view of a test and the spec's HKAT class and student views.

const REPORT = '/ael/school/v2/report';

export const getTestReportCall = call({
  name: 'getTestReport',
  method: 'GET',
  path: `${REPORT}/ehomeworks/{eHomeworkId}/testing`,
  reads: ['report', 'homework', 'class'],
});
export const getHkatClassReportCall = call({
  name: 'getHkatClassReport',
  method: 'GET',
  path: `${REPORT}/ehomeworks/{eHomeworkId}/process8/class/hkat`,
  reads: ['report', 'homework', 'class'],
});
export const getHkat8bClassReportCall = call({
  name: 'getHkat8bClassReport',
  method: 'GET',
  path: `${REPORT}/ehomeworks/{eHomeworkId}/process8b/class/hkat`,
  reads: ['report', 'homework', 'class'],
});
export const getHkatStudentPerformanceCall = call({
  name: 'getHkatStudentPerformance',
  method: 'GET',
  path: `${REPORT}/wholeperformance/students/{studentId}/hkat`,
  reads: ['report', 'homework', 'class'],
});
export const getHkat8bStudentPerformanceCall = call({
  name: 'getHkat8bStudentPerformance',
  method: 'GET',
  path: `${REPORT}/wholeperformance/students/{studentId}/process8b/hkat`,
  reads: ['report', 'homework', 'class'],
});

/**
 * The printable PDF of one student's test (testStudentPdf): its answer is the file (application/pdf), not the
 * envelope: the back-office downloads it with the client's ky, never through callQueryOptions (its reads name
 * what the file is made of, for the table's rule that every read says so).
 */
export const getTestStudentPdfCall = call({
  name: 'getTestStudentPdf',
  method: 'GET',
  path: `${REPORT}/students/{studentId}/ehomeworks/{eHomeworkId}/pdf`,
  reads: ['report', 'homework', 'class'],
});

/** The contract's calls of the area (see contract/calls.ts), spread into `calls` there. */
export const reportTestCalls = {
  getTestReport: getTestReportCall,
  getHkatClassReport: getHkatClassReportCall,
  getHkat8bClassReport: getHkat8bClassReportCall,
  getHkatStudentPerformance: getHkatStudentPerformanceCall,
  getHkat8bStudentPerformance: getHkat8bStudentPerformanceCall,
  getTestStudentPdf: getTestStudentPdfCall,
} as const satisfies Record<string, CallDescription>;
