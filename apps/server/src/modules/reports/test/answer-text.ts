import {
  answerText,
  GAP_MARKER,
  htmlToText,
  PAIR_SEPARATOR,
  pairItemLabel,
  parseQuestion,
  type Question,
} from '@harbour/question-engine/core';

// Readable answers for the test reports and the test PDF: a student's encoded answer and a question's key as a
// reader sees them, through the question core's answerText (as the homework report and the mistakes centre
// read them), never the raw encoding. A question the core cannot parse falls back to a plain reading.

/** The parts of a stored question (its `content`) that its readable answers need. */
export interface StoredQuestion {
  questionType?: string;
  questionTitle?: string;
  question?: { contentType?: string; content?: string }[];
  options?: { optionNo?: string; optionContent?: string; optionType?: string; rightAnswer?: boolean }[];
  rightOptions?: string[];
  questionAnswer?: string | null;
  combinationQuestions?: (StoredQuestion & { questionId?: string })[];
}

/** The addresses of the question's pictures (its PICTURE parts), in order. */
export function picturesOf(question: StoredQuestion): string[] {
  return (question.question ?? [])
    .filter((p) => p.contentType === 'PICTURE' && (p.content ?? '') !== '')
    .map((p) => p.content ?? '');
}

/** The text of HTML (htmlToText) without `$$` math markers. */
export function plainText(html: string): string {
  return htmlToText(html.replaceAll('$$', ''));
}

/** How a gap of the question's text (`[$$]`) reads in a report and prints in the test PDF: a line to write on. */
export const BLANK_LINE = '________';

/** The question's text: its title and its text parts, plain, each gap a line, at most `max` characters. */
export function stemOf(question: StoredQuestion, max = 200): string {
  const parts = [
    question.questionTitle ?? '',
    ...(question.question ?? []).filter((p) => p.contentType === 'TEXT').map((p) => p.content ?? ''),
  ];
  const text = plainText(parts.join(' ').replaceAll(GAP_MARKER, ` ${BLANK_LINE} `)).replace(/ {2,}/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function optionText(question: StoredQuestion, key: string): string {
  const option = question.options?.find((o) => o.optionNo === key || o.optionNo === key.trim());
  if (!option) return key;
  const content = option.optionType === 'PICTURE' ? '' : plainText(option.optionContent ?? '');
  return content === '' ? key : `${key}. ${content}`;
}

const CHOICE_TYPES = new Set(['SINGLE_CHOICE', 'MULTIPLE_CHOICE']);
const PAIR_TYPES = new Set(['MATCHING', 'CONNECTING']);

/** Words of the readable answers: the report's language. */
export type AnswerLocale = 'hk' | 'en';

/** The question as the core reads it, or null when it cannot. */
function parsedOf(question: StoredQuestion): Question | null {
  const result = parseQuestion({ questionId: '0', ...question });
  return result.ok ? result.question : null;
}

/** A student's encoded answer as a reader sees it ('' for no answer). */
export function answerTextOf(question: StoredQuestion, encoded: string, locale: AnswerLocale = 'en'): string {
  const raw = encoded.trim();
  if (raw === '') return '';
  const parsed = parsedOf(question);
  if (parsed) return answerText(parsed, raw, { locale, maxLength: 500 });
  return plainAnswer(question, raw);
}

/** The plain reading of an answer to a question the core cannot parse. */
function plainAnswer(question: StoredQuestion, raw: string): string {
  if (CHOICE_TYPES.has(question.questionType ?? '')) {
    return raw
      .split(/[;,]/)
      .map((key) => key.trim())
      .filter((key) => key !== '')
      .map((key) => optionText(question, key))
      .join('; ');
  }
  if (PAIR_TYPES.has(question.questionType ?? '')) {
    // Pairs named as everywhere else (pairItemLabel): a matching "1-3" reads "1 → C".
    return raw
      .split(';')
      .filter((pair) => pair.includes(PAIR_SEPARATOR))
      .map((pair) => {
        const at = pair.indexOf(PAIR_SEPARATOR);
        const type = question.questionType;
        return `${pairItemLabel(type, 'LEFT', pair.slice(0, at))} → ${pairItemLabel(type, 'RIGHT', pair.slice(at + 1))}`;
      })
      .join('; ');
  }
  return plainText(raw.replace(/##/g, ' / ').replace(/;/g, '; ').replace(/\|/g, ' | '));
}

/** A question's key encoded as an answer (the first accepted alternative of each blank); '' without one. */
export function keyOf(question: StoredQuestion): string {
  if (question.rightOptions && question.rightOptions.length > 0) return question.rightOptions.join(';');
  const rightOptions = (question.options ?? []).filter((o) => o.rightAnswer === true);
  if (CHOICE_TYPES.has(question.questionType ?? '') && rightOptions.length > 0)
    return rightOptions.map((o) => o.optionNo ?? '').join(';');
  return (question.questionAnswer ?? '')
    .split('##')
    .map((blank) => blank.split('|')[0] ?? '')
    .join('##');
}

/** The right answer of a question as a reader sees it ('' when a teacher marks it). */
export function rightAnswerOf(question: StoredQuestion, locale: AnswerLocale = 'en'): string {
  if (question.combinationQuestions && question.combinationQuestions.length > 0) {
    return question.combinationQuestions
      .map((child, k) => {
        const text = rightAnswerOf(child, locale);
        return text === '' ? '' : `(${k + 1}) ${text}`;
      })
      .filter((text) => text !== '')
      .join(' ');
  }
  const key = keyOf(question);
  return key.replace(/#/g, '') === '' ? '' : answerTextOf(question, key, locale);
}
