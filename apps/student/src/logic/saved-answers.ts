import type { StudentQuestion } from '@harbour/api-client';
import { questionAnswered } from '@harbour/domain';

/**
 * Whether a question's saved answer counts as answered: the one rule of the home list and the page
 * (`questionAnswered`: some part of it holds something, a composite answered in part too).
 */
export function savedAnswered(question: StudentQuestion): boolean {
  const saved = question.answer;
  if (!saved) return false;
  return questionAnswered([saved, ...saved.childQuestions]);
}

/** Where the student resumes: the first question without an answer, else the first. */
export function resumeIndex(questions: readonly StudentQuestion[]): number {
  const index = questions.findIndex((question) => !savedAnswered(question));
  return index === -1 ? 0 : index;
}
