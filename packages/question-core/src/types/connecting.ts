import type { AnswerPair } from '../model';
import { checkPairs, encodePairs, parsePairs } from '../pairs';
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
};
