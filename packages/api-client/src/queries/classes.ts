import { callRead } from '../calls';
import type { ClassesDropdownQuery, ClassHomeworksQuery } from '../contract';
import {
  getClassesDropdownCall,
  getClassHomeworksCall,
  getGradesAndClassesDropdownCall,
} from '../contract/calls/classes';

/* Classes: the class dropdowns and a class's near-homework lists. */

// ---- reads: each as a plain call and as query options ----

/** GET /classes/ehomeworks: the near-homework lists of a class (ENDING soon or PUBLISHED recently). */
export const getClassHomeworks = callRead(getClassHomeworksCall, (query: ClassHomeworksQuery) => ({ query }));
export const classHomeworksQueryOptions = getClassHomeworks.queryOptions;
/** GET /classes/dropdown. */
export const getClassesDropdown = callRead(getClassesDropdownCall, (query: ClassesDropdownQuery = {}) => ({
  query,
}));
export const classesDropdownQueryOptions = getClassesDropdown.queryOptions;
/** GET /gradesandclasses/dropdown. */
export const getGradesAndClassesDropdown = callRead(getGradesAndClassesDropdownCall, () => ({}));
export const gradesAndClassesQueryOptions = getGradesAndClassesDropdown.queryOptions;
