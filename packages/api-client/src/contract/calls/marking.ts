import { call, PRACTICES } from '../call';

/** The contract's marking calls (see contract/calls.ts). */
export const getMarkingOverviewCall = call({
  name: 'getMarkingOverview',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/correctdetail`,
  reads: ['marking', 'homework'],
});
export const getNextAnswersCall = call({
  name: 'getNextAnswers',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/answers/next`,
  reads: ['marking'],
});
export const correctAnswerCall = call({
  name: 'correctAnswer',
  method: 'POST',
  path: `${PRACTICES}/{eHomeworkId}/answers/{answerId}/correct`,
  // A score: the marking screens and counts, and the reports; not the homework lists or calendars.
  changes: ['marking', 'report'],
});
export const getScoreHistoryCall = call({
  name: 'getScoreHistory',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/answers/{answerId}/history`,
  reads: ['marking'],
});
export const announceResultsCall = call({
  name: 'announceResults',
  method: 'POST',
  path: `${PRACTICES}/{eHomeworkId}/announced`,
  changes: ['homework', 'marking', 'report'],
});
export const withdrawExamCall = call({
  name: 'withdrawExam',
  method: 'POST',
  path: `${PRACTICES}/{eHomeworkId}/withdraw`,
  changes: ['homework', 'marking', 'report'],
});
