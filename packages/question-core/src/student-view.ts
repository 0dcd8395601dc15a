import { type BaseQuestion, CORRECT_WAY_AUTO, isCompositeQuestion, type Question } from './model';

/** Fields that hold an answer key and never reach a student before submitting. */
export const ANSWER_KEY_FIELDS = [
  'questionAnswer',
  'rightOptions',
  'successContent',
  'successUnderType',
  'rightAnswer',
] as const;

function baseView(question: BaseQuestion): BaseQuestion {
  const { questionAnswer: _answer, rightOptions: _rights, questionAnalysis, ...rest } = question;
  const view: BaseQuestion = { ...rest };
  if (question.correctWay === CORRECT_WAY_AUTO && questionAnalysis) view.questionAnalysis = questionAnalysis;
  if (question.textData) {
    view.textData = question.textData.map(({ successContent: _c, successUnderType: _u, ...cell }) => cell);
  }
  if (question.options) {
    view.options = question.options.map(({ rightAnswer: _r, ...option }) => option);
  }
  return view;
}

/**
 * The question as a student may see it before submitting: every answer key dropped (questionAnswer,
 * rightOptions, successContent, successUnderType, the options' rightAnswer) and the analysis too
 * unless correctWay is AUTO. Composites are cleaned child by child. The input is not changed.
 */
export function toStudentView<Q extends Question>(question: Q): Q {
  if (isCompositeQuestion(question)) {
    const { questionAnalysis, ...rest } = question;
    return {
      ...rest,
      ...(question.correctWay === CORRECT_WAY_AUTO && questionAnalysis ? { questionAnalysis } : {}),
      combinationQuestions: (question.combinationQuestions ?? []).map(baseView),
    } as Q;
  }
  return baseView(question as BaseQuestion) as Q;
}

/** Names of answer-key fields found anywhere in a value (for tests that guard student responses). */
export function findAnswerKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => findAnswerKeys(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if ((ANSWER_KEY_FIELDS as readonly string[]).includes(key)) found.push(`${path}.${key}`);
    found.push(...findAnswerKeys(child, `${path}.${key}`));
  }
  return found;
}
