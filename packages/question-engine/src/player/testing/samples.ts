import { sampleBaseQuestions } from '../../core/fixtures';
import type { BaseQuestion } from '../../core/model';

/** A sample question of the core fixtures by id, with changes. */
export function sampleQuestion(id: string, patch: Partial<BaseQuestion> = {}): BaseQuestion {
  const question = sampleBaseQuestions.find((q) => q.questionId === id);
  if (!question) throw new Error(`no sample question ${id}`);
  return { ...question, ...patch };
}
