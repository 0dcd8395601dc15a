import { checkAnswer, hasAnswer } from './engine';
import { sampleBaseQuestions } from './fixtures';
import type { BaseQuestion, CheckStatus } from './model';
import type { LocalAnswerMap } from './registry';

/** A base question for tests: the given fields over neutral defaults. */
export function makeQuestion(
  fields: Partial<BaseQuestion> & Pick<BaseQuestion, 'questionType'>,
): BaseQuestion {
  return {
    questionId: 'q',
    subjectCode: 'ENGLISH',
    questionTitle: '',
    question: [],
    questionRightStatus: null,
    ...fields,
  };
}

/** A sample question of the fixtures, by id. */
export function sampleQuestion(id: string): BaseQuestion {
  const question = sampleBaseQuestions.find((q) => q.questionId === id);
  if (!question) throw new Error(`no sample question ${id}`);
  return question;
}

/** One row of a check table: what it shows, the student's encoded answer, the status and the items. */
export type CheckRow = readonly [title: string, student: string, status: CheckStatus, items: boolean[]];

/** A type's check table: one test a row, checking the student's answer against the question's key. */
export function itChecks(question: BaseQuestion, rows: readonly CheckRow[]): void {
  it.each(rows)('%s', (_title, student, status, items) => {
    expect(checkAnswer(question, student)).toEqual({ status, items });
  });
}

/** A type's submit rule (spec §5): none of the `refused` answers may be submitted, each of the `accepted` may. */
export function itNeedsAnswer(
  title: string,
  question: BaseQuestion,
  {
    refused,
    accepted,
  }: {
    refused: readonly LocalAnswerMap[keyof LocalAnswerMap][];
    accepted: readonly LocalAnswerMap[keyof LocalAnswerMap][];
  },
): void {
  it(title, () => {
    for (const answer of refused) expect(hasAnswer(question, answer)).toBe(false);
    for (const answer of accepted) expect(hasAnswer(question, answer)).toBe(true);
  });
}
