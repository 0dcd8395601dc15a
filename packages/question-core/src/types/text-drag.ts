import { slotsKey, textDragText } from '../answer-words';
import { fromItems, notCorrect } from '../check-result';
import { answerKeyOf, LIST_SEPARATOR, normalizeContent, normalizeKey } from '../encoding';
import type { BaseQuestion } from '../model';
import { anySlotFilled, joinSlots, splitSlots } from '../slots';
import type { QuestionTypeModule } from '../type-module';

/** Local answer of text drag: the serialNo placed in each gap, '' for an empty gap. */
export type TextDragAnswer = string[];

function contentOf(question: BaseQuestion, serial: string): string | undefined {
  const option = question.options?.find((o) => normalizeKey(o.serialNo ?? o.optionNo) === serial);
  return option ? normalizeContent(option.optionContent) : undefined;
}

function decodeSlots(question: BaseQuestion, encoded: string): TextDragAnswer {
  return splitSlots(question, encoded, LIST_SEPARATOR).map((serial) => serial.trim());
}

export const textDrag: QuestionTypeModule<TextDragAnswer> = {
  type: 'TEXT_DRAG',
  teacherMarked: false,
  returnsBlanks: false,
  inlineGaps: true,
  emptyAnswer: (question) => splitSlots(question, '', LIST_SEPARATOR),
  encode: (_question, answer) => joinSlots(answer, LIST_SEPARATOR),
  decode: decodeSlots,
  hasAnswer: (_question, answer) => anySlotFilled(answer),
  answerText: (question, answer, locale) => textDragText(question, answer, locale),
  answerKey: (_question, answer) => slotsKey(answer),
  rightAnswerText: (question, locale) =>
    textDragText(question, decodeSlots(question, answerKeyOf(question)), locale),
  /**
   * One item per reference slot: right when the student put the expected serial there, or an option
   * with the same content (options may repeat). An empty or missing slot is wrong.
   */
  check(question, studentAnswer) {
    const reference = answerKeyOf(question).split(LIST_SEPARATOR).map(normalizeKey);
    if (reference.every((serial) => serial === '')) return notCorrect();
    const student =
      typeof studentAnswer === 'string' ? studentAnswer.split(LIST_SEPARATOR).map(normalizeKey) : [];
    return fromItems(
      reference.map((expected, slot) => {
        const given = student[slot] ?? '';
        if (given === '' || expected === '') return false;
        if (given === expected) return true;
        const content = contentOf(question, given);
        return content !== undefined && content === contentOf(question, expected);
      }),
    );
  },
};
