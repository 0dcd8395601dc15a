import type { BaseQuestion } from '@harbour/question-engine/core';

// What the reports read of a question beside question-core's answerText: its right answer encoded (the
// key's first alternative per blank, or its reference pairs).

/** The right answer of a base question, encoded (its reference pairs, or the key's first alternative per blank). */
export function rightEncodedOf(question: BaseQuestion): string {
  if (question.rightOptions?.length) return question.rightOptions.join(';');
  return (question.questionAnswer ?? '')
    .split('##')
    .map((blank) => blank.split('|')[0] ?? '')
    .join('##');
}
