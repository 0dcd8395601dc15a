import { call, SCHEDULE } from '../call';

/** The contract's schedule calls (see contract/calls.ts). */
export const getClassPracticesCall = call({
  name: 'getClassPractices',
  method: 'GET',
  path: `${SCHEDULE}/practices`,
  reads: ['schedule', 'homework'],
});
export const getClassPracticeObjectsCall = call({
  name: 'getClassPracticeObjects',
  method: 'GET',
  path: `${SCHEDULE}/practices/object`,
  reads: ['schedule', 'homework'],
});
