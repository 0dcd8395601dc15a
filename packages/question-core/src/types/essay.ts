import { essayText, teacherMarkedKey } from '../answer-words';
import { notCorrect } from '../check-result';
import type { EssayAnswer } from '../model';
import type { BaseQuestionType } from '../question-type';
import type { QuestionTypeModule } from '../type-module';

/**
 * Essay and long answer (spec §3): the submitted string is empty; the local answer holds the method,
 * the photos and the text, which reach the teacher through uploads. A teacher marks them, so the
 * check is NOT_CORRECT, and they may always be submitted (spec §5).
 */
export function essayModule(type: BaseQuestionType): QuestionTypeModule<EssayAnswer> {
  return {
    type,
    teacherMarked: true,
    returnsBlanks: false,
    inlineGaps: false,
    emptyAnswer: () => ({ answerType: null, imgUrl: [], text: '' }),
    encode: () => '',
    decode: () => ({ answerType: null, imgUrl: [], text: '' }),
    hasAnswer: () => true,
    check: notCorrect,
    answerText: (_question, answer, locale) => essayText(answer, locale),
    answerKey: (_question, answer) => teacherMarkedKey(answer),
    rightAnswerText: () => '',
  };
}

export const essay = essayModule('ESSAY');
