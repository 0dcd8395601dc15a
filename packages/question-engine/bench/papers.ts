import { type BaseQuestion, encodeAnswer } from '@harbour/question-core';
import { sampleBaseQuestions } from '@harbour/question-core/samples';

/** A 10-blank fill-in whose blanks accept two or three alternatives each. */
export const tenBlankFillIn: BaseQuestion = {
  questionId: 'bench-fill-10',
  questionType: 'COMPLETION',
  subjectCode: 'ENGLISH',
  questionTitle: 'Fill in the blanks.',
  question: [{ contentType: 'TEXT', content: Array.from({ length: 10 }, () => '[$$]').join(' ') }],
  questionRightStatus: null,
  blankNum: 10,
  questionAnswer: [
    'apple|apples',
    'banana|bananas',
    'cherry|cherries|Cherry',
    'kitten|kitty',
    'puppy|pup',
    'went|had gone',
    'is|was',
    'quickly|fast',
    'beautiful|pretty|lovely',
    'Hong Kong|HK',
  ].join('##'),
};

/** A student answer to it: mixed case, full-width letters, two answers swapped, one wrong. */
export const tenBlankAnswer = [
  'Apple',
  'banana',
  'cherries',
  'ｋｉｔｔｅｎ',
  'pup',
  'went',
  'was',
  'slowly',
  'lovely',
  'hong kong',
].join('##');

/** The naive checker the engine is measured against: the two joined strings, trimmed, any case. */
export function fillInBaseline(reference: string, student: string): boolean {
  return reference.trim().toLowerCase() === student.trim().toLowerCase();
}

function answerFor(question: BaseQuestion): string {
  switch (question.questionType) {
    case 'COMPLETION':
    case 'CHOICE_COMPLETION':
    case 'SHORT_ANSWER':
      return (question.questionAnswer ?? '')
        .split('##')
        .map((blank) => blank.split('|')[0])
        .join('##');
    case 'ESSAY':
    case 'LONG_ANSWER':
    case 'SPEAKING':
      return encodeAnswer(question, { answerType: null, imgUrl: [], text: '' } as never);
    default:
      return question.questionAnswer ?? '';
  }
}

/** A 40-question paper cycling through every sample base question, with right answers. */
export const benchPaper: [BaseQuestion, string][] = Array.from({ length: 40 }, (_, index) => {
  const question = sampleBaseQuestions[index % sampleBaseQuestions.length]!;
  return [question, answerFor(question)];
});
