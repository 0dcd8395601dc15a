/** A question's place in the homework's navigator. */
export interface NavigatorItem {
  /** Question id (the answer call's path). */
  questionId: number;
  /** Number in the homework. */
  serialNo: number;
  /** The question on screen. */
  current: boolean;
  /** It has an answer (saved, or being saved). */
  answered: boolean;
  /** The server refused the submission because it has no answer and may not be empty. */
  missing: boolean;
}

interface QuestionRef {
  questionId: number;
  serialNo: number;
  mayBeEmpty: boolean;
}

/** The navigator's items: which question is shown, which are answered, which a submission named missing. */
export function navigatorItems(
  questions: readonly QuestionRef[],
  answered: ReadonlySet<number>,
  missing: ReadonlySet<number>,
  currentIndex: number,
): NavigatorItem[] {
  return questions.map((question, index) => ({
    questionId: question.questionId,
    serialNo: question.serialNo,
    current: index === currentIndex,
    answered: answered.has(question.questionId),
    // An answer given since the refusal takes the mark away.
    missing: missing.has(question.questionId) && !answered.has(question.questionId),
  }));
}

/** Questions that may not be left empty and have no answer: what a submission would be refused for. */
export function unansweredRequired(
  questions: readonly QuestionRef[],
  answered: ReadonlySet<number>,
): QuestionRef[] {
  return questions.filter((question) => !question.mayBeEmpty && !answered.has(question.questionId));
}

/**
 * The question numbers a 'submitTips' refusal names (SUBMIT_MISSING_ANSWERS: "…: 2, 5"), mapped to their
 * ids. Numbers that are no question of the homework are ignored.
 */
export function missingFromMessage(message: string, questions: readonly QuestionRef[]): Set<number> {
  const bySerial = new Map(questions.map((question) => [question.serialNo, question.questionId]));
  const ids = new Set<number>();
  for (const match of message.matchAll(/\d+/g)) {
    const id = bySerial.get(Number(match[0]));
    if (id !== undefined) ids.add(id);
  }
  return ids;
}

/** The index of the question after `index`, wrapping to the first; clamps an index out of range. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, index), count - 1);
}
