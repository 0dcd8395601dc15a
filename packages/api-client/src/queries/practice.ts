import type { QueryClient } from '@tanstack/react-query';
import { callApi, callMutationOptions, callQueryOptions } from '../calls';
import type {
  BatchDeleteBody,
  BatchPublishBody,
  BatchRepublishBody,
  PracticeListQuery,
  PracticeStudentsQuery,
  PublishHomeworkBody,
  RedoBody,
} from '../contract';
import {
  getPracticeDetailCall,
  getPracticeNotSubmittedCall,
  getPracticeRedoCall,
  getPracticeStudentsCall,
  getPracticesCall,
  requestPracticeRedoCall,
} from '../contract/calls/practice';
import {
  batchDeleteHomeworkCall,
  batchPublishHomeworkCall,
  batchRepublishHomeworkCall,
  publishHomeworkCall,
} from '../contract/calls/publish';

// ---- calls -------------------------------------------------------------------------------------

/** GET /practices: the homework list with filters and paging. */
export const getPractices = (query: PracticeListQuery = {}) => callApi(getPracticesCall, { query });
/** GET /practices/{eHomeworkId}: resultData.homeworkInfo. */
export const getPracticeDetail = (eHomeworkId: number) =>
  callApi(getPracticeDetailCall, { params: { eHomeworkId } });
/** GET /practices/{eHomeworkId}/students. */
export const getPracticeStudents = (eHomeworkId: number, query: PracticeStudentsQuery = {}) =>
  callApi(getPracticeStudentsCall, { params: { eHomeworkId }, query });
/** GET /practices/{eHomeworkId}/notsubmited (the spec's spelling). */
export const getPracticeNotSubmitted = (
  eHomeworkId: number,
  query: Pick<PracticeStudentsQuery, 'classId'> = {},
) => callApi(getPracticeNotSubmittedCall, { params: { eHomeworkId }, query });
/** GET /practices/{eHomeworkId}/redo: students asked to redo. */
export const getPracticeRedo = (eHomeworkId: number) =>
  callApi(getPracticeRedoCall, { params: { eHomeworkId } });
/** POST /practices/{eHomeworkId}/redo: ask submitted students to redo. */
export const requestPracticeRedo = ({ eHomeworkId, ...body }: RedoBody & { eHomeworkId: number }) =>
  callApi(requestPracticeRedoCall, { params: { eHomeworkId }, body });
/** POST /practices: publish one homework or test. */
export const publishHomework = (body: PublishHomeworkBody) => callApi(publishHomeworkCall, { body });
/** POST /practices/batch: publish several chapters in one request; per-item results. */
export const batchPublishHomework = (body: BatchPublishBody) => callApi(batchPublishHomeworkCall, { body });
/** POST /practices/batch/delete: per-item results. */
export const batchDeleteHomework = (body: BatchDeleteBody) => callApi(batchDeleteHomeworkCall, { body });
/** POST /practices/batch/republish: per-item results. */
export const batchRepublishHomework = (body: BatchRepublishBody) =>
  callApi(batchRepublishHomeworkCall, { body });

// ---- query factories ---------------------------------------------------------------------------

export const practicesQueryOptions = (query: PracticeListQuery = {}) =>
  callQueryOptions(getPracticesCall, { query });
export const practiceDetailQueryOptions = (eHomeworkId: number) =>
  callQueryOptions(getPracticeDetailCall, { params: { eHomeworkId } });
export const practiceStudentsQueryOptions = (eHomeworkId: number, query: PracticeStudentsQuery = {}) =>
  callQueryOptions(getPracticeStudentsCall, { params: { eHomeworkId }, query });
export const practiceNotSubmittedQueryOptions = (
  eHomeworkId: number,
  query: Pick<PracticeStudentsQuery, 'classId'> = {},
) => callQueryOptions(getPracticeNotSubmittedCall, { params: { eHomeworkId }, query });
export const practiceRedoQueryOptions = (eHomeworkId: number) =>
  callQueryOptions(getPracticeRedoCall, { params: { eHomeworkId } });

// ---- mutations ---------------------------------------------------------------------------------
// What each makes stale is the contract's `changes` of its call (homework: lists, calendars, near-homework
// lists of classes, choosable chapters, task-sheet progress).

/** Publish one homework or test. */
export const publishHomeworkMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, publishHomeworkCall, (body: PublishHomeworkBody) => ({ body }));
/** Batch publish (read `message` and `items` of the answer: some items may have failed). */
export const batchPublishMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, batchPublishHomeworkCall, (body: BatchPublishBody) => ({ body }));
/** Batch delete. */
export const batchDeleteMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, batchDeleteHomeworkCall, (body: BatchDeleteBody) => ({ body }));
/** Batch re-publish. */
export const batchRepublishMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, batchRepublishHomeworkCall, (body: BatchRepublishBody) => ({ body }));
/** Redo: the homework's students and redo list are stale. */
export const requestRedoMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(
    queryClient,
    requestPracticeRedoCall,
    ({ eHomeworkId, ...body }: RedoBody & { eHomeworkId: number }) => ({ params: { eHomeworkId }, body }),
  );
