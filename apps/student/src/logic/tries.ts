import type { StudentQuestion } from '@harbour/api-client';
import { triesLeft } from '@harbour/domain';

/**
 * The checks left at each (sub-)question of a homework question, by the player's question id, as the page
 * opens: from the homework's limit and the checks the server counted (`triesUsed`, '' keying the question
 * itself). undefined when checks are not counted (no immediate feedback) or unlimited.
 */
export function triesLeftOf(
  question: Pick<StudentQuestion, 'questionId' | 'triesUsed'>,
  subQuestionIds: readonly string[],
  { immediateFeedback, maxTries }: { immediateFeedback: boolean; maxTries: number | null },
): Record<string, number | null> | undefined {
  if (!immediateFeedback || maxTries === null) return undefined;
  if (subQuestionIds.length === 0)
    return { [String(question.questionId)]: triesLeft(maxTries as 1 | 2 | 3, question.triesUsed[''] ?? 0) };
  return Object.fromEntries(
    subQuestionIds.map((id) => [id, triesLeft(maxTries as 1 | 2 | 3, question.triesUsed[id] ?? 0)]),
  );
}
