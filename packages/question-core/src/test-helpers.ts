import type { BaseQuestion } from './model';

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
