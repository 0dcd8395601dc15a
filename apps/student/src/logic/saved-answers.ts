import type { StudentQuestion } from '@harbour/api-client';
import { MEDIA_QUESTION_TYPES, mediaAnswered } from './media-answer';

/** The sub-questions of a composite as the question structure lists them (id and type); [] for a base question. */
function childrenOf(question: StudentQuestion): { id: string; type: string }[] {
  const record = question.question;
  const list = record.combinationQuestions ?? record.childQuestions;
  if (!Array.isArray(list)) return [];
  return list.map((child: { questionId?: unknown; questionType?: unknown }) => ({
    id: String(child.questionId),
    type: String(child.questionType),
  }));
}

/**
 * Whether a saved answer counts as answered: a base question with something in it; a composite when each of
 * its sub-questions that may not be empty has an answer (the server's rule for 'submitTips').
 */
export function savedAnswered(question: StudentQuestion): boolean {
  const saved = question.answer;
  if (!saved) return false;
  const children = childrenOf(question);
  if (children.length === 0) return saved.studentAnswer !== '' || mediaAnswered(saved.localAnswer);
  const given = new Set(
    saved.childQuestions
      .filter((child) => child.studentAnswer !== '' || mediaAnswered(child.localAnswer))
      .map((child) => child.questionId),
  );
  return children.every((child) => MEDIA_QUESTION_TYPES.has(child.type) || given.has(child.id));
}

/** Where the student resumes: the first question without an answer, else the first. */
export function resumeIndex(questions: readonly StudentQuestion[]): number {
  const index = questions.findIndex((question) => !savedAnswered(question));
  return index === -1 ? 0 : index;
}
