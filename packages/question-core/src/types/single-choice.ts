import { choicesKey, choicesText } from '../answer-words';
import { checkChoice } from '../choices';
import { answerKeyOf, splitKeys, trimKey } from '../encoding';
import type { QuestionTypeModule } from '../type-module';

/** Local answer of a single choice: the chosen optionNo, or null. */
export type SingleChoiceAnswer = string | null;

export const singleChoice: QuestionTypeModule<SingleChoiceAnswer> = {
  type: 'SINGLE_CHOICE',
  teacherMarked: false,
  returnsBlanks: false,
  inlineGaps: false,
  emptyAnswer: () => null,
  encode: (_question, answer) => (typeof answer === 'string' ? (splitKeys(answer, trimKey)[0] ?? '') : ''),
  decode: (_question, encoded) => splitKeys(encoded, trimKey)[0] ?? null,
  hasAnswer: (_question, answer) => typeof answer === 'string' && answer.trim() !== '',
  check: (question, studentAnswer) => checkChoice(question, studentAnswer, true),
  answerText: (question, answer, locale) =>
    choicesText(question, typeof answer === 'string' ? [answer] : [], locale),
  answerKey: (_question, answer) => choicesKey(typeof answer === 'string' ? [answer] : []),
  rightAnswerText: (question, locale) =>
    choicesText(question, splitKeys(answerKeyOf(question), trimKey), locale),
};
