import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../client';
import type {
  CalendarDay,
  ClassPracticeObject,
  ClassPracticeObjectsQuery,
  ClassPracticesQuery,
  DeletePracticeResult,
} from '../contract';
import { searchParams } from './common';

/** GET /ael/school/v2/schedule/classes/{classId}/practices: every day of a month with its homework. */
export const getClassPractices = (classId: number, query: ClassPracticesQuery) =>
  apiClient().request<CalendarDay[]>(`/ael/school/v2/schedule/classes/${classId}/practices`, {
    method: 'get',
    searchParams: searchParams(query),
  });

/** GET /ael/school/v2/schedule/classes/{classId}/practices/object: homework of a class due in a range of days. */
export const getClassPracticeObjects = (classId: number, query: ClassPracticeObjectsQuery) =>
  apiClient().request<ClassPracticeObject[]>(`/ael/school/v2/schedule/classes/${classId}/practices/object`, {
    method: 'get',
    searchParams: searchParams(query),
  });

/** DELETE /ael/school/practice/practices/{eHomeworkId}: deletes a NOT_STARTED homework. */
export const deletePractice = (eHomeworkId: number) =>
  apiClient().request<DeletePracticeResult>(`/ael/school/practice/practices/${eHomeworkId}`, {
    method: 'delete',
  });

/** Query keys of the schedule calls. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  classPractices: (classId: number, query: ClassPracticesQuery) =>
    ['schedule', 'classes', classId, 'practices', query] as const,
  classPracticeObjects: (classId: number, query: ClassPracticeObjectsQuery) =>
    ['schedule', 'classes', classId, 'practices', 'object', query] as const,
};

export const classPracticesQueryOptions = (classId: number, query: ClassPracticesQuery) =>
  queryOptions({
    queryKey: scheduleKeys.classPractices(classId, query),
    queryFn: () => getClassPractices(classId, query),
  });

export const classPracticeObjectsQueryOptions = (classId: number, query: ClassPracticeObjectsQuery) =>
  queryOptions({
    queryKey: scheduleKeys.classPracticeObjects(classId, query),
    queryFn: () => getClassPracticeObjects(classId, query),
  });

/** Delete from the calendar: on success every calendar month refreshes (spec §4). */
export const deletePracticeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['practice', 'delete'],
    mutationFn: deletePractice,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
        // practiceKeys.all (queries/practice.ts imports this file, so the key is spelled here).
        queryClient.invalidateQueries({ queryKey: ['practices'] }),
      ]),
  });
