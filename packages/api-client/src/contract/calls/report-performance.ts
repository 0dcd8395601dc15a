import { type CallDescription, read } from '../call';

// The unit and student reports, under the spec's /ael/school/v2/report prefix.
const REPORT = '/ael/school/v2/report';

export const getUnitReportCall = read('getUnitReport', `${REPORT}/schedules/{scheduleId}/ehomeworks`, [
  'report',
  'homework',
  'schedule',
  'class',
]);
export const getStudentsPerformanceCall = read('getStudentsPerformance', `${REPORT}/students/performance`, [
  'report',
  'homework',
  'schedule',
  'class',
]);
export const getSchedulesWholePerformanceCall = read(
  'getSchedulesWholePerformance',
  `${REPORT}/schedules/wholeperformance`,
  ['report', 'homework', 'schedule', 'class'],
);
export const getStudentsWholePerformanceCall = read(
  'getStudentsWholePerformance',
  `${REPORT}/students/wholeperformance`,
  ['report', 'homework', 'schedule', 'class'],
);
export const getStudentWholePerformanceCall = read(
  'getStudentWholePerformance',
  `${REPORT}/wholeperformance/students/{studentId}`,
  ['report', 'homework', 'schedule', 'class'],
);
export const getStudentFollowUpCall = read(
  'getStudentFollowUp',
  `${REPORT}/wholeperformance/students/{studentId}/process2bd`,
  ['report', 'homework', 'schedule', 'class'],
);
export const getClassFollowUpCall = read('getClassFollowUp', `${REPORT}/process2bd/class`, [
  'report',
  'homework',
  'schedule',
  'class',
]);
export const getSchoolOverviewCall = read('getSchoolOverview', `${REPORT}/school/overview`, [
  'report',
  'homework',
  'class',
]);
export const getSchoolYearReportCall = read('getSchoolYearReport', `${REPORT}/school/year`, [
  'report',
  'homework',
  'schedule',
  'class',
]);
export const getSchoolYearMasteryCall = read('getSchoolYearMastery', `${REPORT}/school/year/mastery`, [
  'report',
  'homework',
  'schedule',
  'class',
]);

/** The contract's calls of the area (see contract/calls.ts), spread into `calls` there. */
export const reportPerformanceCalls = {
  getUnitReport: getUnitReportCall,
  getStudentsPerformance: getStudentsPerformanceCall,
  getSchedulesWholePerformance: getSchedulesWholePerformanceCall,
  getStudentsWholePerformance: getStudentsWholePerformanceCall,
  getStudentWholePerformance: getStudentWholePerformanceCall,
  getStudentFollowUp: getStudentFollowUpCall,
  getClassFollowUp: getClassFollowUpCall,
  getSchoolOverview: getSchoolOverviewCall,
  getSchoolYearReport: getSchoolYearReportCall,
  getSchoolYearMastery: getSchoolYearMasteryCall,
} as const satisfies Record<string, CallDescription>;
