import {
  answerText,
  htmlToText,
  isCompositeQuestion,
  type MediaPart,
  type Question,
} from '@harbour/question-engine/core';

// Answers and keys as a teacher reads them in the mistakes centre (decoded, never the raw encoded string).

/** The text of HTML text parts (htmlToText), a line each. */
export function plainText(parts: readonly MediaPart[] | undefined): string {
  return (parts ?? [])
    .filter((part) => part.contentType === 'TEXT')
    .map((part) => htmlToText(part.content))
    .filter((text) => text !== '')
    .join('\n');
}

/** The words answerText adds itself ("no answer", "written answer"), in the caller's language. */
export type AnswerLocale = 'hk' | 'en';

/**
 * A stored answer (child key and encoded answer per sub-question, and a teacher-marked answer's local answer)
 * as a person reads it: the question core's answerText (choices with their text, blanks numbered, pairs,
 * written and spoken answers described, a composite child by child).
 */
export function storedAnswerText(
  question: Question,
  stored: readonly { childKey: string; encoded: string }[],
  localAnswer: unknown,
  locale: AnswerLocale,
): string {
  if (isCompositeQuestion(question)) {
    const answers = Object.fromEntries(stored.map((row) => [row.childKey, row.encoded]));
    return answerText(question, answers, { locale, maxLength: 500 });
  }
  return answerText(question, stored[0]?.encoded ?? '', { locale, localAnswer, maxLength: 500 });
}

/** Decodes a stored "child key US encoded RS …" answer column into its rows. */
export function splitStoredAnswer(answer: string | null): { childKey: string; encoded: string }[] {
  if (!answer) return [];
  return answer.split('\u001e').map((record) => {
    const at = record.indexOf('\u001f');
    return { childKey: record.slice(0, at), encoded: record.slice(at + 1) };
  });
}
