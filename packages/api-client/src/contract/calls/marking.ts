import { call, PRACTICES } from '../call';

/** The contract's marking calls (see contract/calls.ts). */
export const getMarkingOverviewCall = call({
  name: 'getMarkingOverview',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/correctdetail`,
  reads: ['homework'],
});
export const getNextAnswersCall = call({
  name: 'getNextAnswers',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/answers/next`,
  reads: ['homework'],
});
export const correctAnswerCall = call({
  name: 'correctAnswer',
  method: 'POST',
  path: `${PRACTICES}/{eHomeworkId}/answers/{answerId}/correct`,
  changes: ['homework'],
});
export const getScoreHistoryCall = call({
  name: 'getScoreHistory',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/answers/{answerId}/history`,
  reads: ['homework'],
});
export const announceResultsCall = call({
  name: 'announceResults',
  method: 'POST',
  path: `${PRACTICES}/{eHomeworkId}/announced`,
  changes: ['homework'],
});
export const withdrawExamCall = call({
  name: 'withdrawExam',
  method: 'POST',
  path: `${PRACTICES}/{eHomeworkId}/withdraw`,
  changes: ['homework'],
});
