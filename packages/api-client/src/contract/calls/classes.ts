import { COMMON, read } from '../call';

/** The contract's classes calls (see contract/calls.ts). */
export const getClassesDropdownCall = read('getClassesDropdown', `${COMMON}/classes/dropdown`, ['class']);
export const getGradesAndClassesDropdownCall = read(
  'getGradesAndClassesDropdown',
  `${COMMON}/gradesandclasses/dropdown`,
  ['class'],
);
export const getClassHomeworksCall = read('getClassHomeworks', `${COMMON}/classes/ehomeworks`, [
  'homework',
  'class',
]);
