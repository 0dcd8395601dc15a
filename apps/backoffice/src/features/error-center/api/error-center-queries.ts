import {
  callApi,
  callQueryOptions,
  type ErrorCenterQuery,
  type ErrorQuestionQuery,
  errorCenterCalls,
  type FollowUpBody,
  invalidateEntities,
} from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';

// The mistakes centre's calls (contract/calls/error-center.ts): one factory per read for the route loader
// and the component, one function for the follow-up.

/** GET …/classes/{classId}/errors: the class's mistakes grouped, one page. */
export const errorCenterQueryOptions = (classId: number, query: ErrorCenterQuery) =>
  callQueryOptions(errorCenterCalls.getErrorCenter, { params: { classId }, query });

/** GET …/errors/questions/{questionId}: one question with every student's wrong answer. */
export const errorQuestionQueryOptions = (
  classId: number,
  questionId: number,
  query: ErrorQuestionQuery = {},
) => callQueryOptions(errorCenterCalls.getErrorQuestion, { params: { classId, questionId }, query });

/** POST …/errors/followups: the chosen questions to the chosen students of the class. */
export const publishFollowUp = (classId: number, body: FollowUpBody) =>
  callApi(errorCenterCalls.publishFollowUp, { params: { classId }, body });

/** After a publish the homework lists are stale. */
export const afterFollowUp = (queryClient: QueryClient) => invalidateEntities(queryClient, ['homework']);
