import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../client';
import {
  type CreateWorkPaperFields,
  type DistributeWorkPaperBody,
  type DistributeWorkPaperResult,
  WORK_PAPER_FILE_FIELD,
  type WorkPaper,
  type WorkPaperDetail,
  type WorkPaperList,
  type WorkPaperListQuery,
} from '../contract';
import { searchParams } from './common';
import { practiceKeys } from './practice';
import { scheduleKeys } from './schedule';

/** Prefix of the task-sheet (work paper) and distribution calls. */
export const WORK_PAPER_PREFIX = '/ael/school/practice/workpapers';

// ---- calls -------------------------------------------------------------------------------------

/** POST /workpapers (multipart): uploads one PDF as an UNDISTRIBUTED task sheet; failures never navigate. */
export const createWorkPaper = ({
  file,
  fileName,
  ...fields
}: CreateWorkPaperFields & { file: Blob; fileName?: string }) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  form.append(WORK_PAPER_FILE_FIELD, file, fileName ?? 'task-sheet.pdf');
  // Like uploadFile: a refused file ('Upload failed …') is shown on the page, never a sign-out or a move to /.
  return apiClient().request<WorkPaper>(WORK_PAPER_PREFIX, { method: 'post', body: form }, { silent: true });
};
/** GET /workpapers: the distribution list. */
export const getWorkPapers = (query: WorkPaperListQuery = {}) =>
  apiClient().request<WorkPaperList>(WORK_PAPER_PREFIX, { method: 'get', searchParams: searchParams(query) });
/** GET /workpapers/{workPaperId}: the task sheet with per-class and per-student progress. */
export const getWorkPaperDetail = (workPaperId: number) =>
  apiClient().request<WorkPaperDetail>(`${WORK_PAPER_PREFIX}/${workPaperId}`, { method: 'get' });
/** POST /workpapers/{workPaperId}/distribute: publishes it as homework (processType 13), once. */
export const distributeWorkPaper = ({
  workPaperId,
  ...body
}: DistributeWorkPaperBody & { workPaperId: number }) =>
  apiClient().request<DistributeWorkPaperResult>(`${WORK_PAPER_PREFIX}/${workPaperId}/distribute`, {
    method: 'post',
    json: body,
  });
/** DELETE /workpapers/{workPaperId}: only while UNDISTRIBUTED. */
export const deleteWorkPaper = (workPaperId: number) =>
  apiClient().request<{ workPaperId: number }>(`${WORK_PAPER_PREFIX}/${workPaperId}`, { method: 'delete' });

// ---- query factories ---------------------------------------------------------------------------

/** Query keys of the task-sheet calls. */
export const workPaperKeys = {
  all: ['workpapers'] as const,
  list: (query: WorkPaperListQuery = {}) => ['workpapers', 'list', query] as const,
  detail: (workPaperId: number) => ['workpapers', workPaperId] as const,
};

export const workPapersQueryOptions = (query: WorkPaperListQuery = {}) =>
  queryOptions({ queryKey: workPaperKeys.list(query), queryFn: () => getWorkPapers(query) });
export const workPaperDetailQueryOptions = (workPaperId: number) =>
  queryOptions({
    queryKey: workPaperKeys.detail(workPaperId),
    queryFn: () => getWorkPaperDetail(workPaperId),
  });

// ---- mutations ---------------------------------------------------------------------------------

/** Upload a task sheet: the list is stale. */
export const createWorkPaperMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['workpapers', 'create'],
    mutationFn: createWorkPaper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workPaperKeys.all }),
  });
/** Distribute: task sheets, homework lists and calendars are stale. */
export const distributeWorkPaperMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['workpapers', 'distribute'],
    mutationFn: distributeWorkPaper,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workPaperKeys.all }),
        queryClient.invalidateQueries({ queryKey: practiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
      ]),
  });
/** Delete an undistributed task sheet. */
export const deleteWorkPaperMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['workpapers', 'delete'],
    mutationFn: deleteWorkPaper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workPaperKeys.all }),
  });
