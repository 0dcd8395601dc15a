import type { BaseQuestion, PunctuationCell } from '@harbour/question-core';
import {
  ALTERNATIVE_SEPARATOR,
  BLANK_SEPARATOR,
  LIST_SEPARATOR,
  MATH_MARKER,
  PAIR_SEPARATOR,
  pairItemLabel,
  punctuationKey,
  unwrapMath,
} from '@harbour/question-core';

const HTML_SPECIAL = /[&<>"]/g;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Plain text as HTML text. */
function escapeHtml(text: string): string {
  return text.replace(HTML_SPECIAL, (c) => HTML_ESCAPES[c] ?? c);
}

/** One accepted value of a blank: math kept as `$$…$$` (drawn as math), other text escaped. */
function blankValue(value: string): string {
  const tex = unwrapMath(value);
  return tex !== value ? `${MATH_MARKER}${tex}${MATH_MARKER}` : escapeHtml(value);
}

/** The option a choice key names: its letter when the options show letters, else its content. */
function choiceLabel(question: BaseQuestion, optionNo: string): string {
  const options = question.options ?? [];
  const index = options.findIndex((option) => String(option.optionNo) === optionNo.trim());
  if (index < 0) return escapeHtml(optionNo);
  return question.showOptionLetterStatus
    ? String.fromCharCode(65 + index)
    : (options[index]?.optionContent ?? '');
}

/** Punctuation key cells as the passage reads: underlines underlined, marks marked. */
function punctuationMarkup(cells: readonly PunctuationCell[]): string {
  return cells
    .map((cell) => {
      const text = escapeHtml(cell.content);
      if (cell.type !== 'TEXT' || text === '') return text;
      if (cell.underType === 'UNDERLINE') return `<u>${text}</u>`;
      if (cell.underType === 'MARK') return `<em class="hqe-key-mark">${text}</em>`;
      return text;
    })
    .join('')
    .replaceAll('</u><u>', '')
    .replaceAll('</em><em class="hqe-key-mark">', '');
}

/**
 * The answer key as a person reads it, as question HTML for RichText (math as `$$…$$`, underlines as
 * `<u>`), or '' when the question carries no key.
 */
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
            `(${index + 1}) ${blank.split(ALTERNATIVE_SEPARATOR).map(blankValue).join(' / ')}`,
        )
        .join('  ');
    case 'RECOMBINE_SENTENCE':
      return escapeHtml(key.split(BLANK_SEPARATOR).join(' '));
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return key === ''
        ? ''
        : key
            .split(LIST_SEPARATOR)
            .map((optionNo) => choiceLabel(question, optionNo))
            .join(', ');
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
      // Each pair as the player names its items (pairItemLabel): a matching key "1-3" reads "1-C".
      return escapeHtml(
        pairs
          .map((pair) => {
            const at = pair.indexOf(PAIR_SEPARATOR);
            if (at < 0) return pair;
            const type = question.questionType;
            return `${pairItemLabel(type, 'LEFT', pair.slice(0, at))}${PAIR_SEPARATOR}${pairItemLabel(type, 'RIGHT', pair.slice(at + 1))}`;
          })
          .join(', '),
      );
    }
    case 'PUNCTUATION':
    case 'PUNCTUATION_ALL':
      return punctuationMarkup(punctuationKey(question));
    default:
      return escapeHtml(key);
  }
}
