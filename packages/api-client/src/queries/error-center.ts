import type { QueryClient } from '@tanstack/react-query';
import { callMutationOptions, callQueryOptions } from '../calls';
import type { ErrorCenterQuery, ErrorQuestionQuery, FollowUpBody } from '../contract';
import { errorCenterCalls } from '../contract/calls/error-center';

// The mistakes centre's calls (contract/calls/error-center.ts): one factory per read for a route loader and
// its component, and the follow-up's mutation options (a new homework: every homework read is stale).

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
export const publishFollowUpMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(
    queryClient,
    errorCenterCalls.publishFollowUp,
    ({ classId, ...body }: FollowUpBody & { classId: number }) => ({ params: { classId }, body }),
  );
