import { sentenceText, slotsKey } from '../answer-words';
import { fromItems, notCorrect } from '../check-result';
import { answerKeyOf, BLANK_SEPARATOR, normalizeContent } from '../encoding';
import { anySlotFilled, joinSlots, splitSlots } from '../slots';
import type { QuestionTypeModule } from '../type-module';

/** Local answer of sentence recombination: the option content placed in each slot, '' when empty. */
export type RecombineSentenceAnswer = string[];

export const recombineSentence: QuestionTypeModule<RecombineSentenceAnswer> = {
  type: 'RECOMBINE_SENTENCE',
  teacherMarked: false,
  returnsBlanks: false,
  inlineGaps: false,
  emptyAnswer: (question) => splitSlots(question, '', BLANK_SEPARATOR),
  encode: (_question, answer) => joinSlots(answer, BLANK_SEPARATOR),
  decode: (question, encoded) => splitSlots(question, encoded, BLANK_SEPARATOR),
  hasAnswer: (_question, answer) => anySlotFilled(answer),
  answerText: (_question, answer) => sentenceText(answer),
  answerKey: (_question, answer) => slotsKey(answer),
  rightAnswerText: (question) => sentenceText(splitSlots(question, answerKeyOf(question), BLANK_SEPARATOR)),
  /** One item per reference slot: right when the slot holds the expected content (NFKC, trimmed). */
  check(question, studentAnswer) {
    const source = answerKeyOf(question);
    if (source === '') return notCorrect();
    const reference = source.split(BLANK_SEPARATOR).map(normalizeContent);
    const student = typeof studentAnswer === 'string' ? studentAnswer.split(BLANK_SEPARATOR) : [];
    return fromItems(
      reference.map((expected, slot) => {
        const given = normalizeContent(student[slot] ?? '');
        return given !== '' && given === expected;
      }),
    );
  },
};
