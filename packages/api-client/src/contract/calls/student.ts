import { call } from '../call';

/** Prefix of the student app's calls (the spec's /ael/student/common/login/simulate shows it). */
export const STUDENT_COMMON = '/ael/student/common';
/** Prefix of the student's homework calls. */
export const STUDENT_HOMEWORKS = '/ael/student/practice/ehomeworks';

/** The contract's student calls (see contract/calls.ts). */
export const studentLoginCall = call({
  name: 'studentLogin',
  method: 'POST',
  path: `${STUDENT_COMMON}/login`,
  changes: ['session'],
});
export const getStudentSessionCall = call({
  name: 'getStudentSession',
  method: 'GET',
  path: `${STUDENT_COMMON}/me`,
  reads: ['user'],
});
export const getStudentHomeworksCall = call({
  name: 'getStudentHomeworks',
  method: 'GET',
  path: STUDENT_HOMEWORKS,
  reads: ['homework'],
});
export const getStudentHomeworkCall = call({
  name: 'getStudentHomework',
  method: 'GET',
  path: `${STUDENT_HOMEWORKS}/{eHomeworkId}`,
  reads: ['homework'],
});
export const startStudentHomeworkCall = call({
  name: 'startStudentHomework',
  method: 'POST',
  path: `${STUDENT_HOMEWORKS}/{eHomeworkId}/start`,
  changes: ['homework'],
});
export const submitStudentHomeworkCall = call({
  name: 'submitStudentHomework',
  method: 'POST',
  path: `${STUDENT_HOMEWORKS}/{eHomeworkId}/submit`,
  // A hand-in: its answers wait for marking and count in the reports.
  changes: ['homework', 'marking', 'report'],
});
