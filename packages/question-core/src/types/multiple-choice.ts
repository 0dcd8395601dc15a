import { choicesKey, choicesText, strings } from '../answer-words';
import { checkChoice } from '../choices';
import { answerKeyOf, LIST_SEPARATOR, splitKeys, trimKey } from '../encoding';
import type { QuestionTypeModule } from '../type-module';

/** Local answer of a multiple choice: the chosen optionNos in the order chosen. */
export type MultipleChoiceAnswer = string[];

function selection(answer: unknown): string[] {
  return Array.isArray(answer)
    ? splitKeys(answer.filter((v) => typeof v === 'string').join(LIST_SEPARATOR), trimKey)
    : [];
}

export const multipleChoice: QuestionTypeModule<MultipleChoiceAnswer> = {
  type: 'MULTIPLE_CHOICE',
  teacherMarked: false,
  returnsBlanks: false,
  inlineGaps: false,
  emptyAnswer: () => [],
  encode: (_question, answer) => selection(answer).join(LIST_SEPARATOR),
  decode: (_question, encoded) => splitKeys(encoded, trimKey),
  hasAnswer: (_question, answer) => selection(answer).length > 0,
  check: (question, studentAnswer) => checkChoice(question, studentAnswer, false),
  answerText: (question, answer, locale) => choicesText(question, strings(answer), locale),
  answerKey: (_question, answer) => choicesKey(strings(answer)),
  rightAnswerText: (question, locale) =>
    choicesText(question, splitKeys(answerKeyOf(question), trimKey), locale),
};
