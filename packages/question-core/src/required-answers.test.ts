import { sampleBaseQuestions, sampleReading } from './fixtures';
import type { BaseQuestion, CompositeQuestion } from './model';
import { mayBeLeftEmpty, requiredPartsLeft } from './required-answers';

const ofType = (type: string) => sampleBaseQuestions.find((q) => q.questionType === type) as BaseQuestion;

describe('requiredPartsLeft', () => {
  it('names a question that is not composite as part 1 while it holds no answer', () => {
    expect(requiredPartsLeft(ofType('SINGLE_CHOICE'), () => false)).toEqual([1]);
    expect(requiredPartsLeft(ofType('SINGLE_CHOICE'), () => true)).toEqual([]);
  });

  it('never names the student’s own work: essay, long answer and speaking may be left empty', () => {
    for (const type of ['ESSAY', 'LONG_ANSWER', 'SPEAKING']) {
      expect(requiredPartsLeft(ofType(type), () => false)).toEqual([]);
      expect(mayBeLeftEmpty(ofType(type))).toBe(true);
    }
    expect(mayBeLeftEmpty(ofType('COMPLETION'))).toBe(false);
  });

  it('names each sub-question of a composite answered in part by its number', () => {
    const answered = new Set(['sample-read-en-1']);
    expect(requiredPartsLeft(sampleReading, (part) => answered.has(part.questionId))).toEqual([2]);
    expect(requiredPartsLeft(sampleReading, () => false)).toEqual([1, 2]);
  });

  it('keeps the numbers of a composite’s parts when a media part sits between them', () => {
    const mixed: CompositeQuestion = {
      ...sampleReading,
      combinationQuestions: [ofType('ESSAY'), ...sampleReading.combinationQuestions],
    };
    expect(requiredPartsLeft(mixed, () => false)).toEqual([2, 3]);
    expect(mayBeLeftEmpty(mixed)).toBe(false);
    expect(mayBeLeftEmpty({ ...sampleReading, combinationQuestions: [ofType('SPEAKING')] })).toBe(true);
  });
});
