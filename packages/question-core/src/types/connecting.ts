import { pairsKey, pairsText } from '../answer-words';
import type { AnswerPair } from '../model';
import { checkPairs, encodePairs, pairKey, parsePairs } from '../pairs';
import type { QuestionTypeModule } from '../type-module';

/** Local answer of connecting: links 'leftSerial-rightNo'. */
export type ConnectingAnswer = AnswerPair[];

export const connecting: QuestionTypeModule<ConnectingAnswer> = {
  type: 'CONNECTING',
  teacherMarked: false,
  returnsBlanks: false,
  inlineGaps: false,
  emptyAnswer: () => [],
  encode: (_question, answer) => encodePairs(answer, false),
  decode: (_question, encoded) => parsePairs(encoded, false),
  hasAnswer: (_question, answer) => encodePairs(answer, false) !== '',
  check: checkPairs,
  // A connecting question links a left item's serial to a right item's optionNo.
  answerText: (question, answer, locale) => pairsText(question, answer, true, locale),
  answerKey: (_question, answer) => pairsKey(answer),
  rightAnswerText: (question, locale) =>
    pairsText(question, parsePairs(pairKey(question).source, false), true, locale),
};
