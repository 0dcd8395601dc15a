import { call, WORK_PAPERS } from '../call';

/** The contract's distribution (task sheets) calls (see contract/calls.ts). */
export const createWorkPaperCall = call({
  name: 'createWorkPaper',
  method: 'POST',
  path: WORK_PAPERS,
  changes: ['taskSheet'],
});
export const getWorkPapersCall = call({
  name: 'getWorkPapers',
  method: 'GET',
  path: WORK_PAPERS,
  reads: ['taskSheet', 'homework'],
});
export const getWorkPaperDetailCall = call({
  name: 'getWorkPaperDetail',
  method: 'GET',
  path: `${WORK_PAPERS}/{workPaperId}`,
  reads: ['taskSheet', 'homework'],
});
export const distributeWorkPaperCall = call({
  name: 'distributeWorkPaper',
  method: 'POST',
  path: `${WORK_PAPERS}/{workPaperId}/distribute`,
  changes: ['taskSheet', 'homework'],
});
export const copyWorkPaperCall = call({
  name: 'copyWorkPaper',
  method: 'POST',
  path: `${WORK_PAPERS}/{workPaperId}/copy`,
  changes: ['taskSheet'],
});
export const deleteWorkPaperCall = call({
  name: 'deleteWorkPaper',
  method: 'DELETE',
  path: `${WORK_PAPERS}/{workPaperId}`,
  changes: ['taskSheet'],
});
