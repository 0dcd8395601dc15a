import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  callApi,
  callMutationOptions,
  callQueryKey,
  callQueryOptions,
  changesOf,
  invalidateEntities,
  type WriteOptions,
} from '../calls';
import { ApiError } from '../client';
import type {
  AddBankCommentBody,
  AnnounceBody,
  CorrectAnswerBody,
  CorrectAnswerResult,
  MarkingOverviewQuery,
  MarkingUnit,
  NextAnswersQuery,
  WithdrawExamBody,
} from '../contract';
import { ERROR_CODES } from '../contract';
import type { CallResult } from '../contract/call-schemas';
import {
  addBankCommentCall,
  announceResultsCall,
  correctAnswerCall,
  deleteBankCommentCall,
  getCommentBankCall,
  getMarkingOverviewCall,
  getNextAnswersCall,
  getScoreHistoryCall,
  withdrawExamCall,
} from '../contract/calls/marking';

// The marking calls (contract/calls/marking.ts) as the marking screens use them: one factory per read for
// a route loader and its component, mutation options per write. What a write makes stale is its call's
// `changes` (a score: `marking` and `report`; publishing or withdrawing results: the homework too).

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
 * The first student of a way through, read without a student, is also the read of that student (`query`
 * with their id): kept under it, so writing the student into the URL shows them without asking again.
 */
export function keepNextAnswers(
  queryClient: QueryClient,
  eHomeworkId: number,
  query: NextAnswersQuery,
  unit: NonNullable<MarkingUnit>,
): void {
  queryClient.setQueryData(nextAnswersQueryOptions(eHomeworkId, query).queryKey, unit);
}

/** Every cached student's answers holding the marked answer take it as the server answered it, and the total. */
function keepMarkedAnswer(queryClient: QueryClient, result: CorrectAnswerResult): void {
  const answerId = result.answer.answerId;
  const [entity, name] = callQueryKey(getNextAnswersCall, { params: { eHomeworkId: 0 }, query: {} });
  queryClient.setQueriesData<MarkingUnit>({ queryKey: [entity, name] }, (unit) =>
    unit?.answers.some((answer) => answer.answerId === answerId)
      ? {
          ...unit,
          student: { ...unit.student, score: result.studentScore },
          answers: unit.answers.map((answer) => (answer.answerId === answerId ? result.answer : answer)),
        }
      : unit,
  );
}

/** What a score is sent with: the homework, the answer and the marking. */
export interface CorrectAnswerInput {
  eHomeworkId: number;
  answerId: number;
  body: CorrectAnswerBody;
}

/**
 * POST …/answers/{answerId}/correct. The marked answer shows at once in every cached student holding it
 * (from the answer of the write); a conflict (someone else marked it first) makes the marking stale, so the
 * student in view is read again.
 */
export function correctAnswerMutationOptions(
  queryClient: QueryClient,
  options: WriteOptions<CorrectAnswerResult> = {},
) {
  return mutationOptions({
    mutationKey: [correctAnswerCall.name],
    mutationFn: ({ eHomeworkId, answerId, body }: CorrectAnswerInput) =>
      callApi(correctAnswerCall, { params: { eHomeworkId, answerId }, body }),
    onSuccess: async (result: CorrectAnswerResult) => {
      keepMarkedAnswer(queryClient, result);
      await invalidateEntities(queryClient, changesOf(correctAnswerCall), options);
    },
    // Not awaited: the screen says the refusal at once, while the student in view is read again.
    onError: (error: Error) => {
      if (
        error instanceof ApiError &&
        (error.status === 409 || error.errorCode === ERROR_CODES.MARKING_CONFLICT)
      )
        void invalidateEntities(queryClient, ['marking']);
    },
  });
}

/** What publishing results is sent with. */
export type AnnounceInput = AnnounceBody & { eHomeworkId: number };
const announceInput = ({ eHomeworkId, ...body }: AnnounceInput) => ({ params: { eHomeworkId }, body });

/** POST /{eHomeworkId}/announced: publish the results (the teacher confirmed). */
export const announceResults = (input: AnnounceInput) => callApi(announceResultsCall, announceInput(input));

/**
 * Publish results. `send` reads the expected refusals (unscored students) as answers where a screen says
 * them in place, and `changed` then says which answers published.
 */
export function announceResultsMutationOptions<R = CallResult<'announceResults'>>(
  queryClient: QueryClient,
  options: WriteOptions<R> & { send?: (input: AnnounceInput) => Promise<R> } = {},
) {
  return callMutationOptions(queryClient, announceResultsCall, announceInput, options);
}

/** Withdraw an exam (the teacher confirmed): its students' records are erased. */
export const withdrawExamMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(
    queryClient,
    withdrawExamCall,
    ({ eHomeworkId, ...body }: WithdrawExamBody & { eHomeworkId: number }) => ({
      params: { eHomeworkId },
      body,
    }),
  );

/** GET comment-bank: the teacher's saved comments, newest first. */
export const commentBankQueryOptions = () => callQueryOptions(getCommentBankCall, {});

/** POST comment-bank: save a comment in the teacher's bank. */
export const addBankCommentMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, addBankCommentCall, (body: AddBankCommentBody) => ({ body }));

/** DELETE comment-bank/{commentId}: delete one of the teacher's saved comments. */
export const deleteBankCommentMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(queryClient, deleteBankCommentCall, (commentId: number) => ({ params: { commentId } }));
