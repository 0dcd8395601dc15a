import { callRead, callWrite } from '../calls';
import type { ClassPracticeObjectsQuery, ClassPracticesQuery } from '../contract';
import { deletePracticeCall } from '../contract/calls/practice';
import { getClassPracticeObjectsCall, getClassPracticesCall } from '../contract/calls/schedule';

/** GET /ael/school/v2/schedule/classes/{classId}/practices: every day of a month with its homework. */
export const getClassPractices = callRead(
  getClassPracticesCall,
  (classId: number, query: ClassPracticesQuery) => ({ params: { classId }, query }),
);
export const classPracticesQueryOptions = getClassPractices.queryOptions;

/** GET /ael/school/v2/schedule/classes/{classId}/practices/object: homework of a class due in a range of days. */
export const getClassPracticeObjects = callRead(
  getClassPracticeObjectsCall,
  (classId: number, query: ClassPracticeObjectsQuery) => ({ params: { classId }, query }),
);
export const classPracticeObjectsQueryOptions = getClassPracticeObjects.queryOptions;

/** DELETE /ael/school/practice/practices/{eHomeworkId}: deletes a NOT_STARTED homework. */
export const deletePractice = callWrite(deletePracticeCall, (eHomeworkId: number) => ({
  params: { eHomeworkId },
}));

/** Delete from the calendar: on success every calendar month refreshes (spec §4), and every homework list. */
export const deletePracticeMutationOptions = deletePractice.mutationOptions;
