import { PRACTICES, write } from '../call';

/** The contract's publish calls (see contract/calls.ts). */
export const publishHomeworkCall = write('publishHomework', 'POST', PRACTICES, ['homework']);
export const batchPublishHomeworkCall = write('batchPublishHomework', 'POST', `${PRACTICES}/batch`, [
  'homework',
]);
export const batchDeleteHomeworkCall = write('batchDeleteHomework', 'POST', `${PRACTICES}/batch/delete`, [
  'homework',
]);
export const batchRepublishHomeworkCall = write(
  'batchRepublishHomework',
  'POST',
  `${PRACTICES}/batch/republish`,
  ['homework'],
);
