import { pairsKey, pairsText } from '../answer-words';
import type { AnswerPair, BaseQuestion } from '../model';
import { checkPairs, encodePairs, pairKey, parsePairs } from '../pairs';
import type { QuestionTypeModule } from '../type-module';

/** Local answer of matching: pairs 'leftSerial-rightSerial', right '' while unanswered. */
export type MatchingAnswer = AnswerPair[];

function leftItems(question: BaseQuestion): string[] {
  return (question.options ?? [])
    .filter((option) => option.side !== 'RIGHT')
    .map((option) => option.serialNo ?? option.optionNo);
}

export const matching: QuestionTypeModule<MatchingAnswer> = {
  type: 'MATCHING',
  teacherMarked: false,
  returnsBlanks: false,
  inlineGaps: false,
  emptyAnswer: (question) => leftItems(question).map((left) => ({ left, right: '' })),
  encode: (_question, answer) => encodePairs(answer, true),
  decode: (_question, encoded) => parsePairs(encoded, true),
  hasAnswer: (_question, answer) =>
    Array.isArray(answer) &&
    answer.some((pair) => typeof pair?.right === 'string' && pair.right.trim() !== ''),
  check: checkPairs,
  answerText: (question, answer, locale) => pairsText(question, answer, false, locale),
  answerKey: (_question, answer) => pairsKey(answer),
  rightAnswerText: (question, locale) =>
    pairsText(question, parsePairs(pairKey(question).source, false), false, locale),
};
