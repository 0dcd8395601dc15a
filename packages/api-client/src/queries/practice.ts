import type { QueryClient } from '@tanstack/react-query';
import { callApi, callMutationOptions, callRead } from '../calls';
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

// ---- reads: each as a plain call and as query options ------------------------------------------

/** GET /practices: the homework list with filters and paging. */
export const getPractices = callRead(getPracticesCall, (query: PracticeListQuery = {}) => ({ query }));
export const practicesQueryOptions = getPractices.queryOptions;
/** GET /practices/{eHomeworkId}: resultData.homeworkInfo. */
export const getPracticeDetail = callRead(getPracticeDetailCall, (eHomeworkId: number) => ({
  params: { eHomeworkId },
}));
export const practiceDetailQueryOptions = getPracticeDetail.queryOptions;
/** GET /practices/{eHomeworkId}/students. */
export const getPracticeStudents = callRead(
  getPracticeStudentsCall,
  (eHomeworkId: number, query: PracticeStudentsQuery = {}) => ({ params: { eHomeworkId }, query }),
);
export const practiceStudentsQueryOptions = getPracticeStudents.queryOptions;
/** GET /practices/{eHomeworkId}/notsubmited (the spec's spelling). */
export const getPracticeNotSubmitted = callRead(
  getPracticeNotSubmittedCall,
  (eHomeworkId: number, query: Pick<PracticeStudentsQuery, 'classId'> = {}) => ({
    params: { eHomeworkId },
    query,
  }),
);
export const practiceNotSubmittedQueryOptions = getPracticeNotSubmitted.queryOptions;
/** GET /practices/{eHomeworkId}/redo: students asked to redo. */
export const getPracticeRedo = callRead(getPracticeRedoCall, (eHomeworkId: number) => ({
  params: { eHomeworkId },
}));
export const practiceRedoQueryOptions = getPracticeRedo.queryOptions;

// ---- writes as plain calls ---------------------------------------------------------------------

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
