import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../client';
import type {
  ChoosableChapters,
  ChoosableChaptersQuery,
  Course,
  CoursePapers,
  CoursesQuery,
  HomeworkKnowledges,
  Instruction,
  InstructionsQuery,
} from '../contract';
import { COMMON_PREFIX, searchParams } from './common';

// ---- calls -------------------------------------------------------------------------------------

/** GET /courses: courses of the user's textbook types (by grade, subject, family). */
export const getCourses = (query: CoursesQuery = {}) =>
  apiClient().request<Course[]>(`${COMMON_PREFIX}/courses`, {
    method: 'get',
    searchParams: searchParams(query),
  });
/** GET /courses/{courseId}/papers: the course and its papers in chapter order. */
export const getCoursePapers = (courseId: number) =>
  apiClient().request<CoursePapers>(`${COMMON_PREFIX}/courses/${courseId}/papers`, { method: 'get' });
/** GET /chapters/choosable: chapters that can be published, with the class access check. */
export const getChoosableChapters = (query: ChoosableChaptersQuery) =>
  apiClient().request<ChoosableChapters>(`${COMMON_PREFIX}/chapters/choosable`, {
    method: 'get',
    searchParams: searchParams(query),
  });
/** GET /instructions: teaching instructions of a family / processType. */
export const getInstructions = (query: InstructionsQuery = {}) =>
  apiClient().request<Instruction[]>(`${COMMON_PREFIX}/instructions`, {
    method: 'get',
    searchParams: searchParams(query),
  });
/** GET /ehomeworks/{eHomeworkId}/knowledges: knowledge points of a homework. */
export const getHomeworkKnowledges = (eHomeworkId: number) =>
  apiClient().request<HomeworkKnowledges>(`${COMMON_PREFIX}/ehomeworks/${eHomeworkId}/knowledges`, {
    method: 'get',
  });

// ---- query factories ---------------------------------------------------------------------------

/** Query keys of the catalogue calls. */
export const courseKeys = {
  all: ['courses'] as const,
  list: (query: CoursesQuery = {}) => ['courses', 'list', query] as const,
  papers: (courseId: number) => ['courses', courseId, 'papers'] as const,
  choosableChapters: (query: ChoosableChaptersQuery) => ['courses', 'chapters', 'choosable', query] as const,
  instructions: (query: InstructionsQuery = {}) => ['courses', 'instructions', query] as const,
  knowledges: (eHomeworkId: number) => ['ehomeworks', eHomeworkId, 'knowledges'] as const,
};

export const coursesQueryOptions = (query: CoursesQuery = {}) =>
  queryOptions({ queryKey: courseKeys.list(query), queryFn: () => getCourses(query) });
export const coursePapersQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: courseKeys.papers(courseId), queryFn: () => getCoursePapers(courseId) });
export const choosableChaptersQueryOptions = (query: ChoosableChaptersQuery) =>
  queryOptions({ queryKey: courseKeys.choosableChapters(query), queryFn: () => getChoosableChapters(query) });
export const instructionsQueryOptions = (query: InstructionsQuery = {}) =>
  queryOptions({ queryKey: courseKeys.instructions(query), queryFn: () => getInstructions(query) });
export const homeworkKnowledgesQueryOptions = (eHomeworkId: number) =>
  queryOptions({
    queryKey: courseKeys.knowledges(eHomeworkId),
    queryFn: () => getHomeworkKnowledges(eHomeworkId),
  });
