import { type BaseQuestion, isCompositeQuestion, type Question } from './model';

/**
 * Question types whose answer is the student's own work (typed text, photos, a recording): the teacher marks
 * it, and a hand-in may leave it empty.
 */
export const MEDIA_QUESTION_TYPES: ReadonlySet<string> = new Set(['ESSAY', 'LONG_ANSWER', 'SPEAKING']);

/** Whether a question may be handed in empty (essay, long answer, speaking; a composite made only of those). */
export function mayBeLeftEmpty(question: Question): boolean {
  return requiredPartsLeft(question, () => false).length === 0;
}

/**
 * The parts a hand-in may not leave empty that hold no answer, by their place among the question's parts
 * (1 for a question that is not composite; a composite's sub-question numbers). `holds` says whether a part
 * holds an answer. The server refuses a hand-in that leaves one; the hand-in dialog names them.
 */
export function requiredPartsLeft(question: Question, holds: (part: BaseQuestion) => boolean): number[] {
  const parts: BaseQuestion[] = isCompositeQuestion(question) ? question.combinationQuestions : [question];
  return parts.flatMap((part, index) =>
    MEDIA_QUESTION_TYPES.has(part.questionType) || holds(part) ? [] : [index + 1],
  );
}
