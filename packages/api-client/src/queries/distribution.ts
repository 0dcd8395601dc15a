import type { QueryClient } from '@tanstack/react-query';
import { callApi, callMutationOptions, callRead, callWrite } from '../calls';
import {
  type CreateWorkPaperFields,
  type DistributeWorkPaperBody,
  WORK_PAPER_FILE_FIELD,
  type WorkPaperListQuery,
} from '../contract';
import {
  copyWorkPaperCall,
  createWorkPaperCall,
  deleteWorkPaperCall,
  distributeWorkPaperCall,
  getWorkPaperDetailCall,
  getWorkPapersCall,
} from '../contract/calls/task-sheets';

type CreateWorkPaperInput = CreateWorkPaperFields & { file: Blob; fileName?: string };
type DistributeInput = DistributeWorkPaperBody & { workPaperId: number };

// ---- calls -------------------------------------------------------------------------------------

/** POST /workpapers (multipart): uploads one PDF as an UNDISTRIBUTED task sheet; failures never navigate. */
export const createWorkPaper = ({ file, fileName, ...fields }: CreateWorkPaperInput) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  form.append(WORK_PAPER_FILE_FIELD, file, fileName ?? 'task-sheet.pdf');
  // Like uploadFile: a refused file ('Upload failed …') is shown on the page, never a sign-out or a move to /.
  return callApi(createWorkPaperCall, {}, { form, silent: true });
};
/** GET /workpapers: the distribution list. */
export const getWorkPapers = callRead(getWorkPapersCall, (query: WorkPaperListQuery = {}) => ({ query }));
export const workPapersQueryOptions = getWorkPapers.queryOptions;
/** GET /workpapers/{workPaperId}: the task sheet with per-class and per-student progress. */
export const getWorkPaperDetail = callRead(getWorkPaperDetailCall, (workPaperId: number) => ({
  params: { workPaperId },
}));
export const workPaperDetailQueryOptions = getWorkPaperDetail.queryOptions;
/** POST /workpapers/{workPaperId}/distribute: publishes it as homework (processType 13), once. */
export const distributeWorkPaper = callWrite(
  distributeWorkPaperCall,
  ({ workPaperId, ...body }: DistributeInput) => ({
    params: { workPaperId },
    body,
  }),
);
/** POST /workpapers/{workPaperId}/copy: publish again, a new UNDISTRIBUTED task sheet of the same PDF. */
export const copyWorkPaper = callWrite(copyWorkPaperCall, (workPaperId: number) => ({
  params: { workPaperId },
}));
/** DELETE /workpapers/{workPaperId}: only while UNDISTRIBUTED. */
export const deleteWorkPaper = callWrite(deleteWorkPaperCall, (workPaperId: number) => ({
  params: { workPaperId },
}));

// ---- mutations ---------------------------------------------------------------------------------

/** Upload a task sheet: the list is stale. */
export const createWorkPaperMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, createWorkPaperCall, () => ({}), { send: createWorkPaper });
/** Distribute: task sheets, homework lists, calendars and near-homework lists are stale. */
export const distributeWorkPaperMutationOptions = distributeWorkPaper.mutationOptions;
/** Publish again: the list has a new task sheet. */
export const copyWorkPaperMutationOptions = copyWorkPaper.mutationOptions;
/** Delete an undistributed task sheet. */
export const deleteWorkPaperMutationOptions = deleteWorkPaper.mutationOptions;
