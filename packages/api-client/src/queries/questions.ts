import { callApi, callRead } from '../calls';
import type { AnswerBody, LanguageType, QuestionSearchQuery } from '../contract';
import {
  getQuestionPreviewCall,
  searchQuestionsCall,
  submitQuestionAnswerCall,
} from '../contract/calls/questions';

/** GET /ael/school/common/questions/search. */
export const searchQuestions = (query: QuestionSearchQuery) => callApi(searchQuestionsCall, { query });

/** GET /ael/school/common/questions/{questionId}/preview. */
export const getQuestionPreview = callRead(
  getQuestionPreviewCall,
  (questionId: number, language: LanguageType = 'CANTONESE') => ({
    params: { questionId: String(questionId) },
    query: { language },
  }),
);
export const questionPreviewQueryOptions = getQuestionPreview.queryOptions;

/** POST /ael/school/common/questions/{questionId}/answer. */
export const submitQuestionAnswer = (questionId: number | string, body: AnswerBody) =>
  callApi(submitQuestionAnswerCall, { params: { questionId: String(questionId) }, body });
