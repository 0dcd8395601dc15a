import {
  type BaseQuestion,
  isCompositeQuestion,
  type MediaPart,
  parseQuestion,
  type Question,
} from '@harbour/question-engine/core';

// Answers and keys as a teacher reads them in the mistakes centre (decoded, never the raw encoded string).

/** A question's stored content as the engine's typed question; null when it does not parse. */
export function questionOf(content: unknown, questionId: number): Question | null {
  const parsed = parseQuestion({ ...(content as object), questionId: String(questionId) });
  return parsed.ok ? parsed.question : null;
}

/** Plain text of HTML text parts (tags dropped, entities of the usual five read). */
export function plainText(parts: readonly MediaPart[] | undefined): string {
  return (parts ?? [])
    .filter((part) => part.contentType === 'TEXT')
    .map((part) =>
      part.content
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter((text) => text !== '')
    .join('\n');
}

/** The sub-questions of a question in order (a base question is its own only one), by child key. */
function partsOf(question: Question): { key: string; question: BaseQuestion }[] {
  if (isCompositeQuestion(question)) {
    return question.combinationQuestions.map((child) => ({ key: child.questionId, question: child }));
  }
  return [{ key: '', question: question as BaseQuestion }];
}

/** One base question's encoded answer as text (the engine's decoding, joined for reading). */
export type AnswerTextOf = (question: BaseQuestion, encoded: string) => string;

/**
 * A stored answer (child key and encoded answer per sub-question) decoded for reading: each sub-question's
 * text in the question's order, numbered when there are several; '—' for a sub-question left unanswered.
 */
export function storedAnswerText(
  question: Question,
  stored: readonly { childKey: string; encoded: string }[],
  textOf: AnswerTextOf,
): string {
  const byKey = new Map(stored.map((row) => [row.childKey, row.encoded]));
  const parts = partsOf(question);
  const texts = parts.map(({ key, question: part }) => {
    const encoded = byKey.get(key);
    return encoded === undefined || encoded === '' ? '—' : textOf(part, encoded);
  });
  if (texts.length === 1) return texts[0] ?? '';
  return texts.map((text, index) => `(${index + 1}) ${text}`).join('\n');
}

/** The right answer of a question as text: each sub-question's key decoded; '' when none has a key. */
export function rightAnswerText(question: Question, textOf: AnswerTextOf): string {
  const parts = partsOf(question);
  const keys = parts.map(({ question: part }) => {
    const key = part.questionAnswer ?? '';
    return key === '' ? '' : textOf(part, key);
  });
  if (keys.every((key) => key === '')) return '';
  if (keys.length === 1) return keys[0] ?? '';
  return keys.map((key, index) => `(${index + 1}) ${key === '' ? '—' : key}`).join('\n');
}

/** Decodes a stored "child key US encoded RS …" answer column into its rows. */
export function splitStoredAnswer(answer: string | null): { childKey: string; encoded: string }[] {
  if (!answer) return [];
  return answer.split('\u001e').map((record) => {
    const at = record.indexOf('\u001f');
    return { childKey: record.slice(0, at), encoded: record.slice(at + 1) };
  });
}

/** One base question's encoded answer decoded for reading (options by their text, pairs by their items). */
export const decodedAnswerText: AnswerTextOf = (question, encoded) => {
  const options = question.options ?? [];
  if (options.length === 0) return encoded;
  const textOf = (no: string) => {
    const option = options.find((o) => o.optionNo === no || o.serialNo === no);
    if (!option) return no;
    return option.optionType === 'TEXT'
      ? `${option.optionNo}. ${plainText([{ contentType: 'TEXT', content: option.optionContent }])}`
      : option.optionNo;
  };
  return encoded
    .split(';')
    .map((item) => item.split('-').map(textOf).join(' – '))
    .join('; ');
};
