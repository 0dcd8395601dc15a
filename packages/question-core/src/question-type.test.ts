import { BASE_QUESTION_TYPES, COMPOSITE_QUESTION_TYPES, toCodeName, toShortName } from './question-type';

describe('question type names', () => {
  it.each([
    ['SINGLE_CHOICE', 'radio'],
    ['CHOICE_COMPLETION', 'selectFill'],
    ['ESSAY', 'article'],
    ['SPEAKING', 'talk'],
    ['PUNCTUATION_ALL', 'punctuationAll'],
    ['COMBINATION_LISTENING', 'listen'],
  ])('maps %s to %s and back', (code, short) => {
    expect(toShortName(code)).toBe(short);
    expect(toCodeName(short)).toBe(code);
    expect(toShortName(short)).toBe(short);
    expect(toCodeName(code)).toBe(code);
  });

  it('covers 14 base and 3 composite types with distinct short names', () => {
    const all = [...BASE_QUESTION_TYPES, ...COMPOSITE_QUESTION_TYPES];
    expect(all).toHaveLength(17);
    expect(new Set(all.map(toShortName)).size).toBe(17);
  });

  it('returns undefined for unknown names, including prototype keys', () => {
    expect(toShortName('toString')).toBeUndefined();
    expect(toCodeName('RADIO')).toBeUndefined();
  });
});
