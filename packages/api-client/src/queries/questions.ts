import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { AnswerBody, AnswerResult, LanguageType, QuestionPreview } from '../contract';

/** GET /ael/school/common/questions/{questionId}/preview. */
export const getQuestionPreview = (questionId: number, language: LanguageType = 'CANTONESE') =>
  apiClient().request<QuestionPreview>(`/ael/school/common/questions/${questionId}/preview`, {
    method: 'get',
    searchParams: { language },
  });

/** POST /ael/school/common/questions/{questionId}/answer. */
export const submitQuestionAnswer = (questionId: number | string, body: AnswerBody) =>
  apiClient().request<AnswerResult>(`/ael/school/common/questions/${encodeURIComponent(questionId)}/answer`, {
    method: 'post',
    json: body,
  });

/** Query keys of the question calls. */
export const questionKeys = {
  preview: (questionId: number, language: LanguageType) =>
    ['questions', questionId, 'preview', language] as const,
};

export const questionPreviewQueryOptions = (questionId: number, language: LanguageType = 'CANTONESE') =>
  queryOptions({
    queryKey: questionKeys.preview(questionId, language),
    queryFn: () => getQuestionPreview(questionId, language),
  });
