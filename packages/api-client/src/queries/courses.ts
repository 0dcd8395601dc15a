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
export const { fetch: getCourses, queryOptions: coursesQueryOptions } = callRead(
  getCoursesCall,
  (query: CoursesQuery = {}) => ({ query }),
);
/** GET /courses/{courseId}/papers: the course and its papers in chapter order. */
export const { fetch: getCoursePapers, queryOptions: coursePapersQueryOptions } = callRead(
  getCoursePapersCall,
  (courseId: number) => ({ params: { courseId } }),
);
/** GET /chapters/choosable: chapters that can be published, with the class access check. */
export const { fetch: getChoosableChapters, queryOptions: choosableChaptersQueryOptions } = callRead(
  getChoosableChaptersCall,
  (query: ChoosableChaptersQuery) => ({ query }),
);
/** GET /instructions: teaching instructions of a family / processType. */
export const { fetch: getInstructions, queryOptions: instructionsQueryOptions } = callRead(
  getInstructionsCall,
  (query: InstructionsQuery = {}) => ({ query }),
);
/** GET /ehomeworks/{eHomeworkId}/knowledges: knowledge points of a homework. */
export const { fetch: getHomeworkKnowledges, queryOptions: homeworkKnowledgesQueryOptions } = callRead(
  getHomeworkKnowledgesCall,
  (eHomeworkId: number) => ({ params: { eHomeworkId } }),
);
