import { PRACTICES, read, write } from '../call';

/** The comment bank: a teacher's saved comments. */
const COMMENT_BANK = '/ael/school/practice/comment-bank';

/** The contract's marking calls (see contract/calls.ts). */
export const getMarkingOverviewCall = read('getMarkingOverview', `${PRACTICES}/{eHomeworkId}/correctdetail`, [
  'marking',
  'homework',
]);
export const getNextAnswersCall = read('getNextAnswers', `${PRACTICES}/{eHomeworkId}/answers/next`, [
  'marking',
]);
// A score: the marking screens and counts, and the reports; not the homework lists or calendars.
export const correctAnswerCall = write(
  'correctAnswer',
  'POST',
  `${PRACTICES}/{eHomeworkId}/answers/{answerId}/correct`,
  ['marking', 'report'],
);
export const getScoreHistoryCall = read(
  'getScoreHistory',
  `${PRACTICES}/{eHomeworkId}/answers/{answerId}/history`,
  ['marking'],
);
export const announceResultsCall = write('announceResults', 'POST', `${PRACTICES}/{eHomeworkId}/announced`, [
  'homework',
  'marking',
  'report',
]);
export const withdrawExamCall = write('withdrawExam', 'POST', `${PRACTICES}/{eHomeworkId}/withdraw`, [
  'homework',
  'marking',
  'report',
]);
export const getCommentBankCall = read('getCommentBank', COMMENT_BANK, ['commentBank']);
export const addBankCommentCall = write('addBankComment', 'POST', COMMENT_BANK, ['commentBank']);
export const deleteBankCommentCall = write('deleteBankComment', 'DELETE', `${COMMENT_BANK}/{commentId}`, [
  'commentBank',
]);
