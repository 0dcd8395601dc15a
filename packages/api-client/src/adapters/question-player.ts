import type { AnswerBody, AnswerResult } from '../contract';
import { submitQuestionAnswer } from '../queries/questions';

/** What QuestionPlayer needs from the server: checking an answer (question-engine spec §7). */
export interface QuestionPlayerAdapter {
  /** Sends the encoded answer; resolves with questionRightStatus and the stored answer. */
  submit(questionId: number, body: AnswerBody): Promise<AnswerResult>;
}

/** The adapter a back-office screen hands to QuestionPlayer: answers go through the shared client. */
export function createQuestionPlayerAdapter(): QuestionPlayerAdapter {
  return {
    submit: (questionId, body) => submitQuestionAnswer(questionId, body),
  };
}
