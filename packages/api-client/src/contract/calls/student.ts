import { read, write } from '../call';

/** Prefix of the student app's calls (the spec's /ael/student/common/login/simulate shows it). */
export const STUDENT_COMMON = '/ael/student/common';
/** Prefix of the student's homework calls. */
export const STUDENT_HOMEWORKS = '/ael/student/practice/ehomeworks';

/** The contract's student calls (see contract/calls.ts). */
export const studentLoginCall = write('studentLogin', 'POST', `${STUDENT_COMMON}/login`, ['session']);
export const getStudentSessionCall = read('getStudentSession', `${STUDENT_COMMON}/me`, ['user']);
export const getStudentHomeworksCall = read('getStudentHomeworks', STUDENT_HOMEWORKS, ['homework']);
export const getStudentHomeworkCall = read('getStudentHomework', `${STUDENT_HOMEWORKS}/{eHomeworkId}`, [
  'homework',
]);
export const startStudentHomeworkCall = write(
  'startStudentHomework',
  'POST',
  `${STUDENT_HOMEWORKS}/{eHomeworkId}/start`,
  ['homework'],
);
// A hand-in: its answers wait for marking and count in the reports.
export const submitStudentHomeworkCall = write(
  'submitStudentHomework',
  'POST',
  `${STUDENT_HOMEWORKS}/{eHomeworkId}/submit`,
  ['homework', 'marking', 'report'],
);
