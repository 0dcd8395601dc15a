import { type CallDescription, read } from '../call';

// The test reports' calls: the testing view of a test and the spec's HKAT class and student views.

const REPORT = '/ael/school/v2/report';

export const getTestReportCall = read('getTestReport', `${REPORT}/ehomeworks/{eHomeworkId}/testing`, [
  'report',
  'homework',
  'class',
]);
export const getHkatClassReportCall = read(
  'getHkatClassReport',
  `${REPORT}/ehomeworks/{eHomeworkId}/process8/class/hkat`,
  ['report', 'homework', 'class'],
);
export const getHkat8bClassReportCall = read(
  'getHkat8bClassReport',
  `${REPORT}/ehomeworks/{eHomeworkId}/process8b/class/hkat`,
  ['report', 'homework', 'class'],
);
export const getHkatStudentPerformanceCall = read(
  'getHkatStudentPerformance',
  `${REPORT}/wholeperformance/students/{studentId}/hkat`,
  ['report', 'homework', 'class'],
);
export const getHkat8bStudentPerformanceCall = read(
  'getHkat8bStudentPerformance',
  `${REPORT}/wholeperformance/students/{studentId}/process8b/hkat`,
  ['report', 'homework', 'class'],
);

/**
 * The printable PDF of one student's test (testStudentPdf): its answer is the file (application/pdf), not the
 * envelope: the back-office downloads it with the client's ky, never through callQueryOptions (its reads name
 * what the file is made of, for the table's rule that every read says so).
 */
export const getTestStudentPdfCall = read(
  'getTestStudentPdf',
  `${REPORT}/students/{studentId}/ehomeworks/{eHomeworkId}/pdf`,
  ['report', 'homework', 'class'],
);

/** The contract's calls of the area (see contract/calls.ts), spread into `calls` there. */
export const reportTestCalls = {
  getTestReport: getTestReportCall,
  getHkatClassReport: getHkatClassReportCall,
  getHkat8bClassReport: getHkat8bClassReportCall,
  getHkatStudentPerformance: getHkatStudentPerformanceCall,
  getHkat8bStudentPerformance: getHkat8bStudentPerformanceCall,
  getTestStudentPdf: getTestStudentPdfCall,
} as const satisfies Record<string, CallDescription>;
