import { callRead, callWrite } from '../calls';
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

// ---- writes: each as a plain call carrying its mutation options ---------------------------------
// What each makes stale is the contract's `changes` of its call (homework: lists, calendars, near-homework
// lists of classes, choosable chapters, task-sheet progress).

/** POST /practices/{eHomeworkId}/redo: ask submitted students to redo. */
export const requestPracticeRedo = callWrite(
  requestPracticeRedoCall,
  ({ eHomeworkId, ...body }: RedoBody & { eHomeworkId: number }) => ({ params: { eHomeworkId }, body }),
);
/** POST /practices: publish one homework or test. */
export const publishHomework = callWrite(publishHomeworkCall, (body: PublishHomeworkBody) => ({ body }));
/** POST /practices/batch: publish several chapters in one request; per-item results. */
export const batchPublishHomework = callWrite(batchPublishHomeworkCall, (body: BatchPublishBody) => ({
  body,
}));
/** POST /practices/batch/delete: per-item results. */
export const batchDeleteHomework = callWrite(batchDeleteHomeworkCall, (body: BatchDeleteBody) => ({ body }));
/** POST /practices/batch/republish: per-item results. */
export const batchRepublishHomework = callWrite(batchRepublishHomeworkCall, (body: BatchRepublishBody) => ({
  body,
}));

/** Publish one homework or test. */
export const publishHomeworkMutationOptions = publishHomework.mutationOptions;
/** Batch publish (read `message` and `items` of the answer: some items may have failed). */
export const batchPublishMutationOptions = batchPublishHomework.mutationOptions;
/** Batch delete. */
export const batchDeleteMutationOptions = batchDeleteHomework.mutationOptions;
/** Batch re-publish. */
export const batchRepublishMutationOptions = batchRepublishHomework.mutationOptions;
/** Redo: the homework's students and redo list are stale. */
export const requestRedoMutationOptions = requestPracticeRedo.mutationOptions;
