import { COMMON, call } from '../call';

/** The contract's questions calls (see contract/calls.ts). */
export const searchQuestionsCall = call({
  name: 'searchQuestions',
  method: 'GET',
  path: `${COMMON}/questions/search`,
  reads: ['question'],
});
export const getQuestionPreviewCall = call({
  name: 'getQuestionPreview',
  method: 'GET',
  path: `${COMMON}/questions/{questionId}/preview`,
  reads: ['question'],
});
export const submitQuestionAnswerCall = call({
  name: 'submitQuestionAnswer',
  method: 'POST',
  path: `${COMMON}/questions/{questionId}/answer`,
  // A teacher's try changes no list; a student's answer is read by no back-office screen of this session.
  changes: [],
});
