import { callApi, callQueryOptions } from '../calls';
import type { ChoosableChaptersQuery, CoursesQuery, InstructionsQuery } from '../contract';

// ---- calls -------------------------------------------------------------------------------------

/** GET /courses: courses of the user's textbook types (by grade, subject, family). */
export const getCourses = (query: CoursesQuery = {}) => callApi('getCourses', { query });
/** GET /courses/{courseId}/papers: the course and its papers in chapter order. */
export const getCoursePapers = (courseId: number) => callApi('getCoursePapers', { params: { courseId } });
/** GET /chapters/choosable: chapters that can be published, with the class access check. */
export const getChoosableChapters = (query: ChoosableChaptersQuery) =>
  callApi('getChoosableChapters', { query });
/** GET /instructions: teaching instructions of a family / processType. */
export const getInstructions = (query: InstructionsQuery = {}) => callApi('getInstructions', { query });
/** GET /ehomeworks/{eHomeworkId}/knowledges: knowledge points of a homework. */
export const getHomeworkKnowledges = (eHomeworkId: number) =>
  callApi('getHomeworkKnowledges', { params: { eHomeworkId } });

// ---- query factories ---------------------------------------------------------------------------

export const coursesQueryOptions = (query: CoursesQuery = {}) => callQueryOptions('getCourses', { query });
export const coursePapersQueryOptions = (courseId: number) =>
  callQueryOptions('getCoursePapers', { params: { courseId } });
export const choosableChaptersQueryOptions = (query: ChoosableChaptersQuery) =>
  callQueryOptions('getChoosableChapters', { query });
export const instructionsQueryOptions = (query: InstructionsQuery = {}) =>
  callQueryOptions('getInstructions', { query });
export const homeworkKnowledgesQueryOptions = (eHomeworkId: number) =>
  callQueryOptions('getHomeworkKnowledges', { params: { eHomeworkId } });
