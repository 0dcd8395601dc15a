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
export const { fetch: getClassHomeworks, queryOptions: classHomeworksQueryOptions } = callRead(
  getClassHomeworksCall,
  (query: ClassHomeworksQuery) => ({ query }),
);
/** GET /classes/dropdown. */
export const { fetch: getClassesDropdown, queryOptions: classesDropdownQueryOptions } = callRead(
  getClassesDropdownCall,
  (query: ClassesDropdownQuery = {}) => ({ query }),
);
/** GET /gradesandclasses/dropdown. */
export const { fetch: getGradesAndClassesDropdown, queryOptions: gradesAndClassesQueryOptions } = callRead(
  getGradesAndClassesDropdownCall,
  () => ({}),
);
