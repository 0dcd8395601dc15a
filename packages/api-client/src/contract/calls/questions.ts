import { COMMON, read, write } from '../call';

/** The contract's questions calls (see contract/calls.ts). */
export const searchQuestionsCall = read('searchQuestions', `${COMMON}/questions/search`, ['question']);
export const getQuestionPreviewCall = read('getQuestionPreview', `${COMMON}/questions/{questionId}/preview`, [
  'question',
]);
// A teacher's try changes no list; a student's answer is read by no back-office screen of this session.
export const submitQuestionAnswerCall = write(
  'submitQuestionAnswer',
  'POST',
  `${COMMON}/questions/{questionId}/answer`,
  [],
);
