import { parseQuestion, type Question } from '@harbour/question-engine/core';

// The one way the server reads a question's stored content (the bank's `content` column) as the engine's
// typed question: the content does not hold its id, the row does.

/** A question's stored content as the engine's typed question; null when it does not parse. */
export function storedQuestion(content: unknown, questionId: number): Question | null {
  const parsed = parseQuestion({ ...(content as object), questionId: String(questionId) });
  return parsed.ok ? parsed.question : null;
}

/** As `storedQuestion`, where the question must parse (the bank's own questions): one that does not is a defect. */
export function storedQuestionOrThrow(content: unknown, questionId: number): Question {
  const parsed = parseQuestion({ ...(content as object), questionId: String(questionId) });
  if (!parsed.ok) throw new Error(`question ${questionId} does not parse: ${parsed.error}`);
  return parsed.question;
}
