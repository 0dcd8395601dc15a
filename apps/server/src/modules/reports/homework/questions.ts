import type { HomeworkQuestions, WrongQuestions } from '@harbour/api-client/contract';
import { notFound } from '../../../errors';
import {
  answerGroupsOf,
  type HomeworkData,
  headOf,
  nameOf,
  questionBriefOf,
  questionFigures,
  questionOf,
} from './data';
import { TOP_WRONG_ANSWERS } from './report';

// GET …/v2/report/ehomeworks/{eHomeworkId}/questions (each question with every answer given) and
// …/wrongquestions (the questions someone got wrong or part right, hardest first, with who).

/** Every question of a homework (or the one asked for) with its figures and every answer given, grouped. */
export function homeworkQuestions(data: HomeworkData, questionId: number | undefined): HomeworkQuestions {
  const chosen = data.questions.filter((q) => questionId === undefined || q.questionId === questionId);
  if (questionId !== undefined && chosen.length === 0) throw notFound();
  return {
    ...headOf(data),
    questions: chosen.map((q) => {
      const answers = answerGroupsOf(data, q.questionId, () => true);
      return {
        ...questionOf(q),
        ...questionFigures(data, q),
        wrongAnswers: answers
          .filter((g) => (g.verdict === 'WRONG' || g.verdict === 'PART_RIGHT') && g.answerText !== '')
          .slice(0, TOP_WRONG_ANSWERS),
        answers,
      };
    }),
  };
}

/** The questions someone got wrong or part right, lowest score rate first, each with who and their answer. */
export function wrongQuestions(data: HomeworkData): WrongQuestions {
  const questions = data.questions
    .map((q) => {
      const figures = questionFigures(data, q);
      const students = data.submitted
        .map((s) => ({ s, answer: s.answers.get(q.questionId) }))
        .filter(
          ({ answer }) => answer !== undefined && answer.verdict !== 'RIGHT' && answer.verdict !== 'PENDING',
        )
        .map(({ s, answer }) => ({
          ...nameOf(s),
          verdict: answer?.verdict === 'PART_RIGHT' ? ('PART_RIGHT' as const) : ('WRONG' as const),
          score: answer?.score ?? 0,
          answerText: answer?.answerText ?? '',
        }))
        .sort((a, b) => a.score - b.score);
      return {
        ...questionBriefOf(q),
        scoreRate: figures.scoreRate,
        correctRate: figures.correctRate,
        wrongCount: figures.wrongCount,
        partRightCount: figures.partRightCount,
        students,
      };
    })
    .filter((q) => q.students.length > 0)
    .sort((a, b) => (a.scoreRate ?? 0) - (b.scoreRate ?? 0) || a.sortOrder - b.sortOrder);
  return { ...headOf(data), questions };
}
