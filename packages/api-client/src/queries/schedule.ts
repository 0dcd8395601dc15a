import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { CalendarDay, ClassPracticesQuery, DeletePracticeResult } from '../contract';
import { searchParams } from './common';

/** GET /ael/school/v2/schedule/classes/{classId}/practices: every day of a month with its homework. */
export const getClassPractices = (classId: number, query: ClassPracticesQuery) =>
  apiClient().request<CalendarDay[]>(`/ael/school/v2/schedule/classes/${classId}/practices`, {
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
};

export const classPracticesQueryOptions = (classId: number, query: ClassPracticesQuery) =>
  queryOptions({
    queryKey: scheduleKeys.classPractices(classId, query),
    queryFn: () => getClassPractices(classId, query),
  });

/** Delete from the calendar: on success every calendar month refreshes (spec §4). */
export const deletePracticeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['practice', 'delete'],
    mutationFn: deletePractice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
