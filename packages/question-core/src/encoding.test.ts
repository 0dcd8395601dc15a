import {
  answerKeyOf,
  countGaps,
  normalizeBlank,
  pairItemLabel,
  splitGaps,
  toConnectLetter,
  unwrapMath,
  wrapMath,
} from './encoding';

describe('splitGaps (spec §3: gap text is split on [$$])', () => {
  it.each([
    ['A [$$] is a baby [$$].', ['A ', ' is a baby ', '.']],
    ['no gaps', ['no gaps']],
    ['[$$]', ['', '']],
    ['[$ $] [$$$]', ['[$ $] [$$$]']],
    ['a[$$][$$]b', ['a', '', 'b']],
  ])('splits %j', (text, pieces) => {
    expect(splitGaps(text)).toEqual(pieces);
    expect(countGaps(text)).toBe(pieces.length - 1);
  });
});

describe('normalizeBlank (spec §5)', () => {
  it.each([
    ['ｃａｔ', false, 'cat'],
    ['ＣＡＴ', true, 'CAT'],
    ['  c#a#t  ', false, 'cat'],
    ['Hong Kong', false, 'hong kong'],
    ['Hong Kong', true, 'Hong Kong'],
    ['　香港　', false, '香港'],
    ['$$ x ^ 2 $$', false, 'x^2'],
    ['$$X$$', true, 'X'],
    ['Café', false, 'café'],
    ['e\u0301', false, 'é'],
    ['ﬁ', false, 'fi'],
    ['#', false, ''],
  ])('normalizes %j (case-sensitive: %s) to %j', (value, caseSensitive, expected) => {
    expect(normalizeBlank(value, caseSensitive)).toBe(expected);
  });

  it('normalizes 200,000 wide characters without overflowing the stack', () => {
    expect(normalizeBlank('小ｋ'.repeat(100_000), false)).toBe('小k'.repeat(100_000));
  });
});

describe('math markers', () => {
  it('wraps and unwraps $$', () => {
    expect(wrapMath('x^2')).toBe('$$x^2$$');
    expect(unwrapMath('$$x^2$$')).toBe('x^2');
    expect(unwrapMath('x^2')).toBe('x^2');
    expect(unwrapMath('$$')).toBe('$$');
  });
});

describe('connecting letters (spec §3: numbers map to A-G)', () => {
  it.each([
    [1, 'A'],
    ['7', 'G'],
    [8, '8'],
    [0, '0'],
    ['x', 'x'],
  ])('maps %j to %s', (no, letter) => {
    expect(toConnectLetter(no)).toBe(letter);
  });
});

describe('pairItemLabel', () => {
  it('letters a matching question’s right items and leaves every other item as it is', () => {
    expect(pairItemLabel('MATCHING', 'RIGHT', '3')).toBe('C');
    expect(pairItemLabel('MATCHING', 'RIGHT', ' 1 ')).toBe('A');
    expect(pairItemLabel('MATCHING', 'LEFT', '3')).toBe('3');
    expect(pairItemLabel('CONNECTING', 'RIGHT', 'B')).toBe('B');
    expect(pairItemLabel('CONNECTING', 'LEFT', '2')).toBe('2');
    expect(pairItemLabel('MATCHING', 'RIGHT', '9')).toBe('9');
  });
});

describe('answerKeyOf', () => {
  it('reads a string key and ignores anything else', () => {
    expect(answerKeyOf({ questionAnswer: '1;2' })).toBe('1;2');
    expect(answerKeyOf({ questionAnswer: 3 })).toBe('');
    expect(answerKeyOf({ questionAnswer: null })).toBe('');
  });
});
