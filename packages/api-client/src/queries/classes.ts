import { callApi, callQueryOptions } from '../calls';
import type { ClassesDropdownQuery, ClassHomeworksQuery } from '../contract';
import {
  getClassesDropdownCall,
  getClassHomeworksCall,
  getGradesAndClassesDropdownCall,
} from '../contract/calls/classes';

/* Classes: the class dropdowns and a class's near-homework lists. */

// ---- calls ----

/** GET /classes/ehomeworks: the near-homework lists of a class (ENDING soon or PUBLISHED recently). */
export const getClassHomeworks = (query: ClassHomeworksQuery) => callApi(getClassHomeworksCall, { query });
/** GET /classes/dropdown. */
export const getClassesDropdown = (query: ClassesDropdownQuery = {}) =>
  callApi(getClassesDropdownCall, { query });
/** GET /gradesandclasses/dropdown. */
export const getGradesAndClassesDropdown = () => callApi(getGradesAndClassesDropdownCall, {});

// ---- query factories ----

export const classHomeworksQueryOptions = (query: ClassHomeworksQuery) =>
  callQueryOptions(getClassHomeworksCall, { query });
export const classesDropdownQueryOptions = (query: ClassesDropdownQuery = {}) =>
  callQueryOptions(getClassesDropdownCall, { query });
export const gradesAndClassesQueryOptions = () => callQueryOptions(getGradesAndClassesDropdownCall, {});
