import type { QueryClient } from '@tanstack/react-query';
import { callApi, callMutationOptions, callRead } from '../calls';
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

/** A student's answer in a homework, with the Idempotency-Key it keeps until it is sent (the offline queue). */
export interface StudentAnswerVariables {
  questionId: string;
  body: AnswerBody;
  idempotencyKey: string;
}

/**
 * Saving a student's answer (autosave and the answers kept on the device): the homework and the home list go
 * stale, and are fetched again when a page next shows them (not at once: the page on screen is the one writing).
 */
export const studentAnswerMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(
    queryClient,
    submitQuestionAnswerCall,
    ({ questionId, body }: StudentAnswerVariables) => ({ params: { questionId }, body }),
    {
      refetchType: 'none',
      send: ({ questionId, body, idempotencyKey }) =>
        callApi(submitQuestionAnswerCall, { params: { questionId }, body }, { idempotencyKey }),
    },
  );
