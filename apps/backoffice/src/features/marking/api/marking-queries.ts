import {
  type AnnounceBody,
  announceResultsCall,
  type CorrectAnswerBody,
  callApi,
  callQueryOptions,
  correctAnswerCall,
  getMarkingOverviewCall,
  getNextAnswersCall,
  getScoreHistoryCall,
  invalidateEntities,
  type MarkingOverviewQuery,
  type NextAnswersQuery,
} from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';

// The marking calls of the contract (contract/calls/marking.ts) as the scoring screens use them: one
// factory per read for the route loader and the component, one function per write.

/** GET /{eHomeworkId}/correctdetail: the questions with their progress and the counts. */
export const markingOverviewQueryOptions = (eHomeworkId: number, query: MarkingOverviewQuery = {}) =>
  callQueryOptions(getMarkingOverviewCall, { params: { eHomeworkId }, query });

/** GET /{eHomeworkId}/answers/next: one student's answers (or one answer, question by question). */
export const nextAnswersQueryOptions = (eHomeworkId: number, query: NextAnswersQuery) =>
  callQueryOptions(getNextAnswersCall, { params: { eHomeworkId }, query });

/** GET /{eHomeworkId}/answers/{answerId}/history: the answer's score changes, oldest first. */
export const scoreHistoryQueryOptions = (eHomeworkId: number, answerId: number) =>
  callQueryOptions(getScoreHistoryCall, { params: { eHomeworkId, answerId } });

/**
 * POST …/answers/{answerId}/correct. The caller decides what to refresh (the unit in view and the
 * overview), so that the prefetched next student stays in the cache and shows at once.
 */
export const correctAnswer = (eHomeworkId: number, answerId: number, body: CorrectAnswerBody) =>
  callApi(correctAnswerCall, { params: { eHomeworkId, answerId }, body });

/** POST /{eHomeworkId}/announced: publish the results (the teacher confirmed). */
export const announceResults = (eHomeworkId: number, body: AnnounceBody) =>
  callApi(announceResultsCall, { params: { eHomeworkId }, body });

/** After results are published every homework read is stale (lists, detail, overview). */
export const afterAnnounce = (queryClient: QueryClient) => invalidateEntities(queryClient, ['homework']);
