import type { AnswerResult, QuestionRightStatus } from '../contract';
import { submitQuestionAnswer } from '../queries/questions';

/** Where QuestionPlayer says an answer comes from (the shape of its SubmitContext). */
export interface PlayerSubmitContext {
  /** The question answered: the sub-question inside a composite. */
  questionId: string;
  /** The composite's id when the question is a sub-question; null otherwise. */
  combineQuestionId: string | null;
}

/** What QuestionPlayer expects back from a submission (the shape of its SubmitResult). */
export interface PlayerSubmitResult {
  /** RIGHT, WRONG, PART_RIGHT or NOT_CORRECT. */
  questionRightStatus: QuestionRightStatus;
  /** The stored answer; fill-in and short answer split it back into blanks. */
  studentAnswer: string | null;
}

/** The calls QuestionPlayer needs, shaped as its `onSubmit` prop (question-engine spec §7). */
export interface QuestionPlayerAdapter {
  /** POST /questions/{questionId}/answer with the encoded answer; an ApiError's `shouldWarn` drives the warning. */
  submit(encodedAnswer: string, context: PlayerSubmitContext): Promise<PlayerSubmitResult>;
}

export interface QuestionPlayerAdapterOptions {
  /** Homework the answers belong to, when the player runs inside one. */
  eHomeworkId?: number;
}

/** The adapter a back-office screen hands to QuestionPlayer: answers go through the shared client. */
export function createQuestionPlayerAdapter(
  options: QuestionPlayerAdapterOptions = {},
): QuestionPlayerAdapter {
  return {
    async submit(encodedAnswer, context) {
      const result: AnswerResult = await submitQuestionAnswer(context.questionId, {
        studentAnswer: encodedAnswer,
        // The contract's composite id is a number; the player hands ids over as text.
        combineQuestionId: context.combineQuestionId === null ? null : Number(context.combineQuestionId),
        ...(options.eHomeworkId === undefined ? {} : { eHomeworkId: options.eHomeworkId }),
      });
      return { questionRightStatus: result.questionRightStatus, studentAnswer: result.studentAnswer };
    },
  };
}
