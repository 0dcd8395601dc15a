import type { BaseQuestion } from '@harbour/question-core';
import {
  ALTERNATIVE_SEPARATOR,
  BLANK_SEPARATOR,
  LIST_SEPARATOR,
  parsePunctuation,
  unwrapMath,
} from '@harbour/question-core';

/** Letters A-G name connecting and matching numbers (spec §3). */
export const PAIR_LETTERS = 'ABCDEFG';

/** The letter of a 1-based number ('1' → 'A'), or the value itself when it is not 1 to 7. */
export function numberToLetter(value: string): string {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= PAIR_LETTERS.length ? (PAIR_LETTERS[n - 1] as string) : value;
}

/** The answer key as a person reads it, or '' when the question carries no key. */
export function formatRightAnswer(question: BaseQuestion): string {
  const key = question.questionAnswer ?? '';
  switch (question.questionType) {
    case 'COMPLETION':
    case 'CHOICE_COMPLETION':
    case 'SHORT_ANSWER':
      return key
        .split(BLANK_SEPARATOR)
        .filter((blank) => blank !== '')
        .map(
          (blank, index) =>
            `(${index + 1}) ${blank.split(ALTERNATIVE_SEPARATOR).map(unwrapMath).join(' / ')}`,
        )
        .join('  ');
    case 'RECOMBINE_SENTENCE':
      return key.split(BLANK_SEPARATOR).join(' ');
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return key.split(LIST_SEPARATOR).join(', ');
    case 'TEXT_DRAG':
      return key
        .split(LIST_SEPARATOR)
        .map((serial) => {
          const option = question.options?.find((o) => (o.serialNo ?? o.optionNo) === serial.trim());
          return option ? option.optionContent : serial;
        })
        .join(', ');
    case 'CONNECTING':
    case 'MATCHING': {
      const pairs = question.rightOptions ?? (key === '' ? [] : key.split(LIST_SEPARATOR));
      return pairs.join(', ');
    }
    case 'PUNCTUATION':
    case 'PUNCTUATION_ALL':
      return key === ''
        ? ''
        : parsePunctuation(key)
            .map((cell) => cell.content)
            .join('');
    default:
      return key;
  }
}
