import { read, WORK_PAPERS, write } from '../call';

/** The contract's distribution (task sheets) calls (see contract/calls.ts). */
export const createWorkPaperCall = write('createWorkPaper', 'POST', WORK_PAPERS, ['taskSheet']);
export const getWorkPapersCall = read('getWorkPapers', WORK_PAPERS, ['taskSheet', 'homework']);
export const getWorkPaperDetailCall = read('getWorkPaperDetail', `${WORK_PAPERS}/{workPaperId}`, [
  'taskSheet',
  'homework',
]);
export const distributeWorkPaperCall = write(
  'distributeWorkPaper',
  'POST',
  `${WORK_PAPERS}/{workPaperId}/distribute`,
  ['taskSheet', 'homework'],
);
export const copyWorkPaperCall = write('copyWorkPaper', 'POST', `${WORK_PAPERS}/{workPaperId}/copy`, [
  'taskSheet',
]);
export const deleteWorkPaperCall = write('deleteWorkPaper', 'DELETE', `${WORK_PAPERS}/{workPaperId}`, [
  'taskSheet',
]);
