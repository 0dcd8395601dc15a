import { COMMON, read, write } from '../call';

/** The contract's questions calls (see contract/calls.ts). */
export const searchQuestionsCall = read('searchQuestions', `${COMMON}/questions/search`, ['question']);
export const getQuestionPreviewCall = read('getQuestionPreview', `${COMMON}/questions/{questionId}/preview`, [
  'question',
]);
// A student's answer changes their homework (its saved answers, the list's answered count); a teacher's try,
// sent without mutation options, changes nothing cached.
export const submitQuestionAnswerCall = write(
  'submitQuestionAnswer',
  'POST',
  `${COMMON}/questions/{questionId}/answer`,
  ['homework'],
);
