import { COMMON, call } from '../call';

/** The contract's classes calls (see contract/calls.ts). */
export const getClassesDropdownCall = call({
  name: 'getClassesDropdown',
  method: 'GET',
  path: `${COMMON}/classes/dropdown`,
  reads: ['class'],
});
export const getGradesAndClassesDropdownCall = call({
  name: 'getGradesAndClassesDropdown',
  method: 'GET',
  path: `${COMMON}/gradesandclasses/dropdown`,
  reads: ['class'],
});
export const getClassHomeworksCall = call({
  name: 'getClassHomeworks',
  method: 'GET',
  path: `${COMMON}/classes/ehomeworks`,
  reads: ['homework', 'class'],
});
