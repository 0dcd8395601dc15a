import { callApi, callQueryOptions } from '../calls';
import type { ChoosableChaptersQuery, CoursesQuery, InstructionsQuery } from '../contract';
import {
  getChoosableChaptersCall,
  getCoursePapersCall,
  getCoursesCall,
  getHomeworkKnowledgesCall,
  getInstructionsCall,
} from '../contract/calls/courses';

// ---- calls -------------------------------------------------------------------------------------

/** GET /courses: courses of the user's textbook types (by grade, subject, family). */
export const getCourses = (query: CoursesQuery = {}) => callApi(getCoursesCall, { query });
/** GET /courses/{courseId}/papers: the course and its papers in chapter order. */
export const getCoursePapers = (courseId: number) => callApi(getCoursePapersCall, { params: { courseId } });
/** GET /chapters/choosable: chapters that can be published, with the class access check. */
export const getChoosableChapters = (query: ChoosableChaptersQuery) =>
  callApi(getChoosableChaptersCall, { query });
/** GET /instructions: teaching instructions of a family / processType. */
export const getInstructions = (query: InstructionsQuery = {}) => callApi(getInstructionsCall, { query });
/** GET /ehomeworks/{eHomeworkId}/knowledges: knowledge points of a homework. */
export const getHomeworkKnowledges = (eHomeworkId: number) =>
  callApi(getHomeworkKnowledgesCall, { params: { eHomeworkId } });

// ---- query factories ---------------------------------------------------------------------------

export const coursesQueryOptions = (query: CoursesQuery = {}) => callQueryOptions(getCoursesCall, { query });
export const coursePapersQueryOptions = (courseId: number) =>
  callQueryOptions(getCoursePapersCall, { params: { courseId } });
export const choosableChaptersQueryOptions = (query: ChoosableChaptersQuery) =>
  callQueryOptions(getChoosableChaptersCall, { query });
export const instructionsQueryOptions = (query: InstructionsQuery = {}) =>
  callQueryOptions(getInstructionsCall, { query });
export const homeworkKnowledgesQueryOptions = (eHomeworkId: number) =>
  callQueryOptions(getHomeworkKnowledgesCall, { params: { eHomeworkId } });
