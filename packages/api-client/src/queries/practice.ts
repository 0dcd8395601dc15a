import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../client';
import type {
  BatchDeleteBody,
  BatchPublishBody,
  BatchRepublishBody,
  BatchResult,
  PracticeDetail,
  PracticeList,
  PracticeListQuery,
  PracticeStudent,
  PracticeStudentsQuery,
  PublishHomeworkBody,
  PublishHomeworkResult,
  RedoBody,
  RedoResult,
  RedoStudent,
} from '../contract';
import { searchParams } from './common';
import { courseKeys } from './courses';
import { scheduleKeys } from './schedule';

/** Prefix of the practice calls (spec §7). */
export const PRACTICE_PREFIX = '/ael/school/practice/practices';

// ---- calls -------------------------------------------------------------------------------------

/** GET /practices: the homework list with filters and paging. */
export const getPractices = (query: PracticeListQuery = {}) =>
  apiClient().request<PracticeList>(PRACTICE_PREFIX, { method: 'get', searchParams: searchParams(query) });
/** GET /practices/{eHomeworkId}: resultData.homeworkInfo. */
export const getPracticeDetail = (eHomeworkId: number) =>
  apiClient().request<PracticeDetail>(`${PRACTICE_PREFIX}/${eHomeworkId}`, { method: 'get' });
/** GET /practices/{eHomeworkId}/students. */
export const getPracticeStudents = (eHomeworkId: number, query: PracticeStudentsQuery = {}) =>
  apiClient().request<PracticeStudent[]>(`${PRACTICE_PREFIX}/${eHomeworkId}/students`, {
    method: 'get',
    searchParams: searchParams(query),
  });
/** GET /practices/{eHomeworkId}/notsubmited (the spec's spelling). */
export const getPracticeNotSubmitted = (
  eHomeworkId: number,
  query: Pick<PracticeStudentsQuery, 'classId'> = {},
) =>
  apiClient().request<PracticeStudent[]>(`${PRACTICE_PREFIX}/${eHomeworkId}/notsubmited`, {
    method: 'get',
    searchParams: searchParams(query),
  });
/** GET /practices/{eHomeworkId}/redo: students asked to redo. */
export const getPracticeRedo = (eHomeworkId: number) =>
  apiClient().request<RedoStudent[]>(`${PRACTICE_PREFIX}/${eHomeworkId}/redo`, { method: 'get' });
/** POST /practices/{eHomeworkId}/redo: ask submitted students to redo. */
export const requestPracticeRedo = ({ eHomeworkId, ...body }: RedoBody & { eHomeworkId: number }) =>
  apiClient().request<RedoResult>(`${PRACTICE_PREFIX}/${eHomeworkId}/redo`, { method: 'post', json: body });
/** POST /practices: publish one homework or test. */
export const publishHomework = (body: PublishHomeworkBody) =>
  apiClient().request<PublishHomeworkResult>(PRACTICE_PREFIX, { method: 'post', json: body });
/** POST /practices/batch: publish several chapters in one request; per-item results. */
export const batchPublishHomework = (body: BatchPublishBody) =>
  apiClient().request<BatchResult>(`${PRACTICE_PREFIX}/batch`, { method: 'post', json: body });
/** POST /practices/batch/delete: per-item results. */
export const batchDeleteHomework = (body: BatchDeleteBody) =>
  apiClient().request<BatchResult>(`${PRACTICE_PREFIX}/batch/delete`, { method: 'post', json: body });
/** POST /practices/batch/republish: per-item results. */
export const batchRepublishHomework = (body: BatchRepublishBody) =>
  apiClient().request<BatchResult>(`${PRACTICE_PREFIX}/batch/republish`, { method: 'post', json: body });

// ---- query factories ---------------------------------------------------------------------------

/** Query keys of the practice calls. */
export const practiceKeys = {
  all: ['practices'] as const,
  list: (query: PracticeListQuery = {}) => ['practices', 'list', query] as const,
  detail: (eHomeworkId: number) => ['practices', eHomeworkId, 'detail'] as const,
  students: (eHomeworkId: number, query: PracticeStudentsQuery = {}) =>
    ['practices', eHomeworkId, 'students', query] as const,
  notSubmitted: (eHomeworkId: number, query: Pick<PracticeStudentsQuery, 'classId'> = {}) =>
    ['practices', eHomeworkId, 'notsubmited', query] as const,
  redo: (eHomeworkId: number) => ['practices', eHomeworkId, 'redo'] as const,
  byId: (eHomeworkId: number) => ['practices', eHomeworkId] as const,
};

export const practicesQueryOptions = (query: PracticeListQuery = {}) =>
  queryOptions({ queryKey: practiceKeys.list(query), queryFn: () => getPractices(query) });
export const practiceDetailQueryOptions = (eHomeworkId: number) =>
  queryOptions({ queryKey: practiceKeys.detail(eHomeworkId), queryFn: () => getPracticeDetail(eHomeworkId) });
export const practiceStudentsQueryOptions = (eHomeworkId: number, query: PracticeStudentsQuery = {}) =>
  queryOptions({
    queryKey: practiceKeys.students(eHomeworkId, query),
    queryFn: () => getPracticeStudents(eHomeworkId, query),
  });
export const practiceNotSubmittedQueryOptions = (
  eHomeworkId: number,
  query: Pick<PracticeStudentsQuery, 'classId'> = {},
) =>
  queryOptions({
    queryKey: practiceKeys.notSubmitted(eHomeworkId, query),
    queryFn: () => getPracticeNotSubmitted(eHomeworkId, query),
  });
export const practiceRedoQueryOptions = (eHomeworkId: number) =>
  queryOptions({ queryKey: practiceKeys.redo(eHomeworkId), queryFn: () => getPracticeRedo(eHomeworkId) });

// ---- mutations ---------------------------------------------------------------------------------

/** Everything a publish, delete or re-publish makes stale: lists, calendars, choosable chapters. */
async function invalidatePublished(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: practiceKeys.all }),
    queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  ]);
}

/** Publish one homework or test. */
export const publishHomeworkMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['practices', 'publish'],
    mutationFn: publishHomework,
    onSuccess: () => invalidatePublished(queryClient),
  });
/** Batch publish (read `message` and `items` of the answer: some items may have failed). */
export const batchPublishMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['practices', 'batch', 'publish'],
    mutationFn: batchPublishHomework,
    onSuccess: () => invalidatePublished(queryClient),
  });
/** Batch delete. */
export const batchDeleteMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['practices', 'batch', 'delete'],
    mutationFn: batchDeleteHomework,
    onSuccess: () => invalidatePublished(queryClient),
  });
/** Batch re-publish. */
export const batchRepublishMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['practices', 'batch', 'republish'],
    mutationFn: batchRepublishHomework,
    onSuccess: () => invalidatePublished(queryClient),
  });
/** Redo: the homework's students and redo list are stale. */
export const requestRedoMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['practices', 'redo'],
    mutationFn: requestPracticeRedo,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: practiceKeys.byId(result.eHomeworkId) }),
  });
