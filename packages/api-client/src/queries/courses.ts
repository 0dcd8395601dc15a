import { callRead } from '../calls';
import type { ChoosableChaptersQuery, CoursesQuery, InstructionsQuery } from '../contract';
import {
  getChoosableChaptersCall,
  getCoursePapersCall,
  getCoursesCall,
  getHomeworkKnowledgesCall,
  getInstructionsCall,
} from '../contract/calls/courses';

// ---- reads: each as a plain call and as query options ------------------------------------------

/** GET /courses: courses of the user's textbook types (by grade, subject, family). */
export const getCourses = callRead(getCoursesCall, (query: CoursesQuery = {}) => ({ query }));
export const coursesQueryOptions = getCourses.queryOptions;
/** GET /courses/{courseId}/papers: the course and its papers in chapter order. */
export const getCoursePapers = callRead(getCoursePapersCall, (courseId: number) => ({
  params: { courseId },
}));
export const coursePapersQueryOptions = getCoursePapers.queryOptions;
/** GET /chapters/choosable: chapters that can be published, with the class access check. */
export const getChoosableChapters = callRead(getChoosableChaptersCall, (query: ChoosableChaptersQuery) => ({
  query,
}));
export const choosableChaptersQueryOptions = getChoosableChapters.queryOptions;
/** GET /instructions: teaching instructions of a family / processType. */
export const getInstructions = callRead(getInstructionsCall, (query: InstructionsQuery = {}) => ({ query }));
export const instructionsQueryOptions = getInstructions.queryOptions;
/** GET /ehomeworks/{eHomeworkId}/knowledges: knowledge points of a homework. */
export const getHomeworkKnowledges = callRead(getHomeworkKnowledgesCall, (eHomeworkId: number) => ({
  params: { eHomeworkId },
}));
export const homeworkKnowledgesQueryOptions = getHomeworkKnowledges.queryOptions;
