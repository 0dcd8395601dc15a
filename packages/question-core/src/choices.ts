import { type CheckResult, notCorrect } from './check-result';
import { answerKeyOf, splitKeys } from './encoding';
import type { BaseQuestion } from './model';

/**
 * Checks a choice (spec §5): one item per distinct selected option, in the order of the student
 * string, right when the option is in the correct set. Status is RIGHT when the selected set equals
 * the correct set (any order, repeats ignored), else WRONG; a single choice also needs exactly one
 * selection.
 */
export function checkChoice(question: BaseQuestion, studentAnswer: string, single: boolean): CheckResult {
  const correct = new Set(splitKeys(answerKeyOf(question)));
  if (correct.size === 0) return notCorrect();
  const selected = splitKeys(studentAnswer);
  const items = selected.map((key) => correct.has(key));
  const sameSet = selected.length === correct.size && items.every(Boolean);
  const right = sameSet && (!single || selected.length === 1);
  return { status: right ? 'RIGHT' : 'WRONG', items };
}
