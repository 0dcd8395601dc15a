import { answerKey, answerText, rightAnswerText, sameAnswer } from './answer-text';
import { checkAnswer, decodeAnswer, emptyAnswer, encodeAnswer, hasAnswer, type QuestionOf } from './engine';
import { type BaseQuestion, parseQuestion } from './model';
import { moduleFor, registerQuestionType } from './registry';

// A host's type, as a host declares it: a rating from 1 to 5 whose key is the expected rating.
declare module './custom-types' {
  interface CustomQuestionTypes {
    RATING: number | null;
  }
}

registerQuestionType({
  type: 'RATING',
  teacherMarked: false,
  returnsBlanks: false,
  inlineGaps: false,
  emptyAnswer: () => null,
  encode: (_question, answer) => (answer === null ? '' : String(answer)),
  decode: (_question, encoded) => {
    const value = Number(encoded);
    return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
  },
  hasAnswer: (_question, answer) => answer !== null,
  check: (question, studentAnswer) => {
    const right =
      typeof question.questionAnswer === 'string' && studentAnswer.trim() === question.questionAnswer;
    return { status: right ? 'RIGHT' : 'WRONG', items: [right] };
  },
  answerText: (_question, answer, locale) =>
    typeof answer === 'number' ? `${answer} ${locale === 'hk' ? '星' : 'stars'}` : '',
  answerKey: (_question, answer) => (typeof answer === 'number' ? String(answer) : ''),
  rightAnswerText: (question, locale) =>
    typeof question.questionAnswer === 'string' && question.questionAnswer !== ''
      ? `${question.questionAnswer} ${locale === 'hk' ? '星' : 'stars'}`
      : '',
});

const payload = { questionId: 9, questionType: 'RATING', subjectCode: 'ENGLISH', questionAnswer: '4' };

describe('a custom question type registered from outside', () => {
  it('is accepted by parseQuestion under its name', () => {
    const parsed = parseQuestion(payload);
    expect(parsed.ok && parsed.question.questionType).toBe('RATING');
  });

  it('goes through the public functions with its own module', () => {
    const parsed = parseQuestion(payload);
    if (!parsed.ok) throw new Error(parsed.error);
    const question = parsed.question as QuestionOf<'RATING'>;
    expect(emptyAnswer(question)).toBeNull();
    expect(hasAnswer(question, null)).toBe(false);
    const encoded = encodeAnswer(question, 4);
    expect(encoded).toBe('4');
    expect(decodeAnswer(question, encoded)).toBe(4);
    expect(decodeAnswer(question, 'nonsense')).toBeNull();
    expect(checkAnswer(question, '4')).toEqual({ status: 'RIGHT', items: [true] });
    expect(checkAnswer(question, '2')).toEqual({ status: 'WRONG', items: [false] });
    expect(moduleFor('RATING')?.teacherMarked).toBe(false);
  });

  it('reads its answers in reports through its own answerText, answerKey and rightAnswerText', () => {
    const parsed = parseQuestion(payload);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(answerText(parsed.question, '4')).toBe('4 stars');
    expect(answerText(parsed.question, 'nonsense', { locale: 'hk' })).toBe('（未作答）');
    expect(sameAnswer(parsed.question, '4', ' 4')).toBe(true);
    expect(answerKey(parsed.question, '')).toBe('');
    expect(rightAnswerText(parsed.question, { locale: 'hk' })).toBe('4 星');
  });

  it('refuses a module without the functions reports read (a host writing JavaScript)', () => {
    const module = moduleFor('RATING') as unknown as Parameters<typeof registerQuestionType>[0];
    const { answerText: _text, ...withoutText } = module;
    expect(() =>
      registerQuestionType({ ...(withoutText as typeof module), type: 'STARS' as 'RATING' }),
    ).toThrow(/STARS has no answerText/);
    expect(moduleFor('STARS')).toBeUndefined();
  });

  it('refuses a built-in name, a taken name and a name not in capitals', () => {
    const module = moduleFor('RATING') as unknown as Parameters<typeof registerQuestionType>[0];
    expect(() => registerQuestionType({ ...module, type: 'COMPLETION' as 'RATING' })).toThrow(/built-in/);
    expect(() => registerQuestionType({ ...module, type: 'fill' as 'RATING' })).toThrow(/capitals/);
    expect(() => registerQuestionType(module)).toThrow(/already registered/);
  });

  it('leaves names nobody registered refused by parseQuestion', () => {
    const parsed = parseQuestion({ ...payload, questionType: 'SLIDER' });
    expect(parsed.ok).toBe(false);
    expect(moduleFor('SLIDER')).toBeUndefined();
    expect(
      checkAnswer({ ...(payload as unknown as BaseQuestion), questionType: 'SLIDER' as 'RATING' }, '4'),
    ).toEqual({
      status: 'NOT_CORRECT',
      items: [],
    });
  });
});
