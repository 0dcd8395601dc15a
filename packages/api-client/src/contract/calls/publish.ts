import { call, PRACTICES } from '../call';

/** The contract's publish calls (see contract/calls.ts). */
export const publishHomeworkCall = call({
  name: 'publishHomework',
  method: 'POST',
  path: PRACTICES,
  changes: ['homework'],
});
export const batchPublishHomeworkCall = call({
  name: 'batchPublishHomework',
  method: 'POST',
  path: `${PRACTICES}/batch`,
  changes: ['homework'],
});
export const batchDeleteHomeworkCall = call({
  name: 'batchDeleteHomework',
  method: 'POST',
  path: `${PRACTICES}/batch/delete`,
  changes: ['homework'],
});
export const batchRepublishHomeworkCall = call({
  name: 'batchRepublishHomework',
  method: 'POST',
  path: `${PRACTICES}/batch/republish`,
  changes: ['homework'],
});
