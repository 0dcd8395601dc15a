import {
  type ClassFollowUpQuery,
  callQueryOptions,
  getClassFollowUpCall,
  getClassTermSchedulesCall,
  getClassTermsCall,
  getHomeworkReportCall,
  getSchedulesWholePerformanceCall,
  getSchoolOverviewCall,
  getSchoolYearMasteryCall,
  getSchoolYearReportCall,
  getStudentFollowUpCall,
  getStudentsPerformanceCall,
  getStudentsWholePerformanceCall,
  getStudentWholePerformanceCall,
  getUnitReportCall,
  type SchedulesWholePerformanceQuery,
  type SchoolYearReportQuery,
  type StudentReportQuery,
  type StudentsPerformanceQuery,
  type StudentsWholePerformanceQuery,
} from '@harbour/api-client';

// The unit and student report calls (contract/calls/report-performance.ts) and the teaching calendar's terms
// as the report centre's pages read them: one query factory per read, for the route loader and the page.

/** GET /classes/{classId}/terms: the school's terms, newest first. */
export const classTermsQueryOptions = (classId: number) =>
  callQueryOptions(getClassTermsCall, { params: { classId } });

/** GET /classes/{classId}/term/{termId}/schedules: the class's units of a term. */
export const termSchedulesQueryOptions = (
  classId: number,
  termId: number,
  subjectCode?: SchedulesWholePerformanceQuery['subjectCode'],
) =>
  callQueryOptions(getClassTermSchedulesCall, {
    params: { classId, termId },
    query: subjectCode ? { subjectCode } : {},
  });

/** GET /schedules/{scheduleId}/ehomeworks: the unit report. */
export const unitReportQueryOptions = (scheduleId: number) =>
  callQueryOptions(getUnitReportCall, { params: { scheduleId } });

/** GET /schedules/wholeperformance: the class over the units of a term, its homework and usage. */
export const termPerformanceQueryOptions = (query: SchedulesWholePerformanceQuery) =>
  callQueryOptions(getSchedulesWholePerformanceCall, { query });

/** GET /students/performance: each student of the class over a unit, a term or a year. */
export const studentsPerformanceQueryOptions = (query: StudentsPerformanceQuery) =>
  callQueryOptions(getStudentsPerformanceCall, { query });

/** GET /students/wholeperformance: each student of the class unit by unit, over a term or a school year. */
export const studentsWholePerformanceQueryOptions = (query: StudentsWholePerformanceQuery) =>
  callQueryOptions(getStudentsWholePerformanceCall, { query });

/** GET /wholeperformance/students/{studentId}: the student report. */
export const studentReportQueryOptions = (studentId: number, query: StudentReportQuery) =>
  callQueryOptions(getStudentWholePerformanceCall, { params: { studentId }, query });

/** GET /wholeperformance/students/{studentId}/process2bd: one student's follow-up homework. */
export const studentFollowUpQueryOptions = (studentId: number, query: StudentReportQuery) =>
  callQueryOptions(getStudentFollowUpCall, { params: { studentId }, query });

/** GET /process2bd/class: the class's follow-up homework and who needs catch-up. */
export const classFollowUpQueryOptions = (query: ClassFollowUpQuery) =>
  callQueryOptions(getClassFollowUpCall, { query });

/** GET /school/overview: the school at a glance (the headmaster's and the curriculum director's dashboard). */
export const schoolOverviewQueryOptions = () => callQueryOptions(getSchoolOverviewCall, {});

/**
 * GET /school/year: the whole-school report of a school year (this one when none is given), of one subject or
 * one course family when the query names them.
 */
export const schoolYearReportQueryOptions = (query: SchoolYearReportQuery) =>
  callQueryOptions(getSchoolYearReportCall, { query });

/** GET /v2/report/ehomeworks/{eHomeworkId}?classId: one class on a homework (the class comparison's homework). */
export const homeworkReportQueryOptions = (eHomeworkId: number, classId: number) =>
  callQueryOptions(getHomeworkReportCall, { params: { eHomeworkId }, query: { classId } });

/** GET /school/year/mastery: the whole-school report's mastery (students per level, learning aspects). */
export const schoolYearMasteryQueryOptions = (query: SchoolYearReportQuery) =>
  callQueryOptions(getSchoolYearMasteryCall, { query });
