import { PRACTICES, read, write } from '../call';

/** The contract's practice calls (see contract/calls.ts). */
export const getPracticesCall = read('getPractices', PRACTICES, ['homework', 'marking']);
export const getPracticeDetailCall = read('getPracticeDetail', `${PRACTICES}/{eHomeworkId}`, [
  'homework',
  'marking',
]);
export const deletePracticeCall = write('deletePractice', 'DELETE', `${PRACTICES}/{eHomeworkId}`, [
  'homework',
]);
export const getPracticeStudentsCall = read('getPracticeStudents', `${PRACTICES}/{eHomeworkId}/students`, [
  'homework',
  'marking',
]);
export const getPracticeNotSubmittedCall = read(
  'getPracticeNotSubmitted',
  `${PRACTICES}/{eHomeworkId}/notsubmited`,
  ['homework', 'marking'],
);
export const getPracticeRedoCall = read('getPracticeRedo', `${PRACTICES}/{eHomeworkId}/redo`, ['homework']);
export const requestPracticeRedoCall = write(
  'requestPracticeRedo',
  'POST',
  `${PRACTICES}/{eHomeworkId}/redo`,
  ['homework', 'marking', 'report'],
);
