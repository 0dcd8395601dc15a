import { call, PRACTICES } from '../call';

/** The contract's practice calls (see contract/calls.ts). */
export const getPracticesCall = call({
  name: 'getPractices',
  method: 'GET',
  path: PRACTICES,
  reads: ['homework', 'marking'],
});
export const getPracticeDetailCall = call({
  name: 'getPracticeDetail',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}`,
  reads: ['homework', 'marking'],
});
export const deletePracticeCall = call({
  name: 'deletePractice',
  method: 'DELETE',
  path: `${PRACTICES}/{eHomeworkId}`,
  changes: ['homework'],
});
export const getPracticeStudentsCall = call({
  name: 'getPracticeStudents',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/students`,
  reads: ['homework', 'marking'],
});
export const getPracticeNotSubmittedCall = call({
  name: 'getPracticeNotSubmitted',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/notsubmited`,
  reads: ['homework', 'marking'],
});
export const getPracticeRedoCall = call({
  name: 'getPracticeRedo',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/redo`,
  reads: ['homework'],
});
export const requestPracticeRedoCall = call({
  name: 'requestPracticeRedo',
  method: 'POST',
  path: `${PRACTICES}/{eHomeworkId}/redo`,
  changes: ['homework', 'marking', 'report'],
});
