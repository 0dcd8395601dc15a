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

/** By homework question: its required parts without an answer (`requiredPartsLeft` of the question core). */
export type PartsLeft = ReadonlyMap<number, readonly number[]>;

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

/** A question without an answer, or a composite answered in part, as the hand-in dialog names it. */
export interface UnansweredQuestion {
  /** Its place in the homework (what the navigator goes to). */
  index: number;
  /** Number in the homework. */
  serialNo: number;
  /** It may be submitted empty (essay, long answer, speaking). */
  mayBeEmpty: boolean;
  /**
   * A composite answered in part: the numbers of its sub-questions still without an answer that a hand-in
   * may not leave empty. Empty for a question with no answer at all.
   */
  partsLeft: readonly number[];
}

/**
 * The questions the navigator shows without an answer (the same `answered` set), and the composites answered
 * in part with their empty required sub-questions, in order, with their places, so the hand-in dialog can name
 * each one and go to it.
 */
export function unansweredQuestions(
  questions: readonly QuestionRef[],
  answered: ReadonlySet<number>,
  partsLeft: PartsLeft,
): UnansweredQuestion[] {
  return questions.flatMap((question, index) => {
    const left = answered.has(question.questionId) ? (partsLeft.get(question.questionId) ?? []) : [];
    if (answered.has(question.questionId) && left.length === 0) return [];
    return [{ index, serialNo: question.serialNo, mayBeEmpty: question.mayBeEmpty, partsLeft: left }];
  });
}

/**
 * Questions a hand-in may not leave as they are: no answer to a question that may not be empty, or a
 * composite with a required sub-question still empty. What a submission would be refused for.
 */
export function unansweredRequired(
  questions: readonly QuestionRef[],
  answered: ReadonlySet<number>,
  partsLeft: PartsLeft,
): QuestionRef[] {
  return questions.filter(
    (question) =>
      !question.mayBeEmpty &&
      (!answered.has(question.questionId) || (partsLeft.get(question.questionId) ?? []).length > 0),
  );
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
