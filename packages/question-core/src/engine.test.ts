import { checkAnswer, checkComposite, decodeAnswer, emptyAnswer, encodeAnswer, hasAnswer } from './engine';
import { sampleBaseQuestions, sampleChart, sampleReading } from './fixtures';
import type { BaseQuestion } from './model';
import { BASE_QUESTION_TYPES } from './question-type';
import { registry } from './registry';

describe('registry', () => {
  it.each(BASE_QUESTION_TYPES)('has a module for %s under its own name', (type) => {
    expect(registry[type].type).toBe(type);
  });

  it('has a sample question of every base type', () => {
    expect(new Set(sampleBaseQuestions.map((q) => q.questionType))).toEqual(new Set(BASE_QUESTION_TYPES));
  });
});

describe('engine on any question', () => {
  it('accepts short type names on the question', () => {
    const radio = { ...sampleBaseQuestions[0]!, questionType: 'radio' } as unknown as BaseQuestion;
    expect(checkAnswer(radio, '2').status).toBe('RIGHT');
    expect(encodeAnswer(radio, '2')).toBe('2');
  });

  it('returns NOT_CORRECT for composites and unknown types instead of throwing', () => {
    expect(checkAnswer(sampleReading, '2')).toEqual({ status: 'NOT_CORRECT', items: [] });
    const unknown = { ...sampleBaseQuestions[0]!, questionType: 'QUIZ' } as unknown as BaseQuestion;
    expect(checkAnswer(unknown, '2')).toEqual({ status: 'NOT_CORRECT', items: [] });
    expect(encodeAnswer(unknown, '2' as never)).toBe('');
    expect(decodeAnswer(unknown, '2')).toBeNull();
    expect(emptyAnswer(unknown)).toBeNull();
    expect(hasAnswer(unknown, '2' as never)).toBe(false);
  });

  it('treats a non-string student answer as empty', () => {
    const fill = sampleBaseQuestions.find((q) => q.questionType === 'COMPLETION')!;
    expect(checkAnswer(fill, undefined as unknown as string)).toEqual({
      status: 'WRONG',
      items: [false, false],
    });
    expect(decodeAnswer(fill, null as unknown as string)).toEqual(['', '']);
  });
});

describe('checkComposite', () => {
  it('checks each child with its own answer, keyed by questionId', () => {
    const result = checkComposite(sampleReading, {
      'sample-read-en-1': '2',
      'sample-read-en-2': 'saturday##his sister',
    });
    expect(result.status).toBe('RIGHT');
    expect(result.children.map((c) => c.result.status)).toEqual(['RIGHT', 'RIGHT']);
  });

  it('returns PART_RIGHT when some children are right and WRONG when none is', () => {
    expect(
      checkComposite(sampleChart, { 'sample-chart-math-1': '7', 'sample-chart-math-2': '1' }).status,
    ).toBe('PART_RIGHT');
    expect(checkComposite(sampleChart, {}).status).toBe('WRONG');
  });

  it('returns NOT_CORRECT when no child is auto-checked', () => {
    const essay = sampleBaseQuestions.find((q) => q.questionType === 'ESSAY')!;
    expect(checkComposite({ ...sampleReading, combinationQuestions: [essay] }, {}).status).toBe(
      'NOT_CORRECT',
    );
  });
});
