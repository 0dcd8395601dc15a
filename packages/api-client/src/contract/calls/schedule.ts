import { read, SCHEDULE } from '../call';

/** The contract's schedule calls (see contract/calls.ts). */
export const getClassPracticesCall = read('getClassPractices', `${SCHEDULE}/practices`, [
  'schedule',
  'homework',
]);
export const getClassPracticeObjectsCall = read('getClassPracticeObjects', `${SCHEDULE}/practices/object`, [
  'schedule',
  'homework',
]);
