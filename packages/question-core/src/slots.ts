import { blankCount } from './blanks';
import { normalizeContent } from './encoding';
import type { BaseQuestion } from './model';

/** Splits a slot list; empty input gives no slots. Pads to the question's slot count. */
export function splitSlots(question: BaseQuestion, encoded: string, separator: string): string[] {
  const values = typeof encoded === 'string' && encoded !== '' ? encoded.split(separator) : [];
  const count = blankCount(question, separator);
  while (values.length < count) values.push('');
  return values;
}

/** Joins slot values, writing '' for anything that is not a string. */
export function joinSlots(answer: readonly string[], separator: string): string {
  return Array.isArray(answer)
    ? answer.map((value) => (typeof value === 'string' ? value : '')).join(separator)
    : '';
}

export function anySlotFilled(answer: readonly string[]): boolean {
  return (
    Array.isArray(answer) &&
    answer.some((value) => typeof value === 'string' && normalizeContent(value) !== '')
  );
}
