import { type BaseQuestion, normalizeBlank, type Option } from '@harbour/question-engine/core';

// Answers in words for the reports: what a teacher reads in a table, an export or a group of equal answers.
// Until question-core has its own answerText (issue 19, helper K), the decoding of the spec's encodings
// (question-engine §3) the reports need is here: options by their letter and text, blanks in order, pairs
// as "left → right", a recombined sentence as words.

const CHOICES = new Set(['SINGLE_CHOICE', 'MULTIPLE_CHOICE']);

/** Plain text of an option's or key's HTML (tags dropped, entities of the editor read, spaces collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function optionText(option: Option | undefined, fallback: string): string {
  if (!option) return fallback;
  if (option.optionType === 'PICTURE' || /^(https?:|\/)/.test(option.optionContent)) return `[${fallback}]`;
  return plainText(option.optionContent) || fallback;
}

function letterOf(question: BaseQuestion, optionNo: string): string {
  const index = (question.options ?? []).findIndex((o) => o.optionNo === optionNo);
  return index >= 0 ? String.fromCharCode(65 + index) : optionNo;
}

function findOption(question: BaseQuestion, id: string): Option | undefined {
  return (
    (question.options ?? []).find((o) => o.optionNo === id) ??
    (question.options ?? []).find((o) => o.serialNo === id)
  );
}

/** The right answer of a base question, encoded (its reference pairs, or the key's first alternative per blank). */
export function rightEncodedOf(question: BaseQuestion): string {
  if (question.rightOptions?.length) return question.rightOptions.join(';');
  return (question.questionAnswer ?? '')
    .split('##')
    .map((blank) => blank.split('|')[0] ?? '')
    .join('##');
}

/** An encoded answer of a base question in words; '' when there is none. */
export function answerTextOf(question: BaseQuestion, encoded: string): string {
  if (typeof encoded !== 'string' || encoded.trim() === '') return '';
  const type = question.questionType;
  if (CHOICES.has(type)) {
    return encoded
      .split(';')
      .filter((no) => no !== '')
      .map((no) => `${letterOf(question, no)}. ${optionText(findOption(question, no), no)}`)
      .join('; ');
  }
  if (type === 'CONNECTING' || type === 'MATCHING') {
    return encoded
      .split(';')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const [left = '', right = ''] = pair.split('-');
        return `${optionText(findOption(question, left), left)} → ${right === '' ? '?' : optionText(findOption(question, right), right)}`;
      })
      .join('; ');
  }
  if (type === 'TEXT_DRAG') {
    return encoded
      .split(/;|##/)
      .map((id) => (id === '' ? '—' : optionText(findOption(question, id), id)))
      .join(' / ');
  }
  if (type === 'RECOMBINE_SENTENCE') {
    return encoded
      .split('##')
      .map((part) => plainText(part))
      .join(' ');
  }
  if (type === 'PUNCTUATION' || type === 'PUNCTUATION_ALL') return encoded;
  return encoded
    .split('##')
    .map((blank) => (blank.trim() === '' ? '—' : plainText(blank)))
    .join(' / ');
}

/** The normalised encoded answer equal answers are grouped by (blanks compared as the checker compares them). */
export function groupKeyOf(question: BaseQuestion, encoded: string): string {
  if (typeof encoded !== 'string') return '';
  if (CHOICES.has(question.questionType))
    return encoded
      .split(';')
      .filter((no) => no !== '')
      .sort()
      .join(';');
  return encoded
    .split('##')
    .map((part) => normalizeBlank(part, question.answerCaseSensitiveStatus === true))
    .join('##');
}
