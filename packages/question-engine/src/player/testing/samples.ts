import type { BaseQuestion } from '@harbour/question-core';
import { sampleBaseQuestions } from '@harbour/question-core/samples';

/** A sample question of the core fixtures by id, with changes. */
export function sampleQuestion(id: string, patch: Partial<BaseQuestion> = {}): BaseQuestion {
  const question = sampleBaseQuestions.find((q) => q.questionId === id);
  if (!question) throw new Error(`no sample question ${id}`);
  return { ...question, ...patch };
}
