import { fillAnswerEntries, MAX_BLANK_COUNT } from '../blanks';
import { checkAnswer, decodeAnswer, emptyAnswer, encodeAnswer, hasAnswer } from '../engine';
import { itChecks, makeQuestion } from '../test-helpers';

const fill = makeQuestion({
  questionType: 'COMPLETION',
  question: [{ contentType: 'TEXT', content: 'A baby cat is a [$$], a baby dog is a [$$].' }],
  questionAnswer: 'kitten|kitty##puppy|pup',
});

describe('COMPLETION check (spec §5)', () => {
  itChecks(fill, [
    ['returns RIGHT when every blank holds an accepted answer', 'kitten##puppy', 'RIGHT', [true, true]],
    ['accepts any alternative separated by |', 'kitty##pup', 'RIGHT', [true, true]],
    ['compares case-insensitively by default', 'KITTEN##Puppy', 'RIGHT', [true, true]],
    ['equals full-width letters to ASCII (NFKC)', 'ｋｉｔｔｅｎ##ｐｕｐｐｙ', 'RIGHT', [true, true]],
    ["strips every '#' and trims whitespace", ' kit#ten ##\tpuppy ', 'RIGHT', [true, true]],
    ['lets each correct answer match any one blank', 'puppy##kitten', 'RIGHT', [true, true]],
    ['lets a reference blank be matched by one input only', 'kitten##kitty', 'PART_RIGHT', [true, false]],
    ['returns PART_RIGHT when a blank is empty', '##puppy', 'PART_RIGHT', [false, true]],
    ['counts a missing input as a wrong item', 'kitten', 'PART_RIGHT', [true, false]],
    ['returns WRONG when every blank is empty', '', 'WRONG', [false, false]],
    ['returns WRONG when nothing matches', 'cat##dog', 'WRONG', [false, false]],
    ['ignores inputs beyond the reference blanks', 'kitten##puppy##extra', 'RIGHT', [true, true]],
    ['treats a single # input as empty', '#####', 'WRONG', [false, false]],
  ]);

  it('uses a maximum matching, not a greedy first fit', () => {
    // Greedy would give "a" the first blank and leave "b" nothing; the best fair assignment fits both.
    const question = makeQuestion({ questionType: 'COMPLETION', questionAnswer: 'a|b##a' });
    expect(checkAnswer(question, 'a##b')).toEqual({ status: 'RIGHT', items: [true, true] });
    expect(checkAnswer(question, 'b##a')).toEqual({ status: 'RIGHT', items: [true, true] });
    expect(checkAnswer(question, 'b##b')).toEqual({ status: 'PART_RIGHT', items: [true, false] });
  });

  it('prefers earlier inputs when the best assignment is not unique', () => {
    const question = makeQuestion({ questionType: 'COMPLETION', questionAnswer: 'x##y|z' });
    expect(checkAnswer(question, 'y##z')).toEqual({ status: 'PART_RIGHT', items: [true, false] });
  });

  it('compares case-sensitively when answerCaseSensitiveStatus is set', () => {
    const question = { ...fill, answerCaseSensitiveStatus: true };
    expect(checkAnswer(question, 'Kitten##puppy')).toEqual({ status: 'PART_RIGHT', items: [false, true] });
    expect(checkAnswer(question, 'ｋｉｔｔｅｎ##puppy').status).toBe('RIGHT');
  });

  it('compares math without its $$ markers and inner spaces', () => {
    const math = makeQuestion({
      questionType: 'COMPLETION',
      useMathKeyboard: true,
      questionAnswer: '$$\\frac{3}{4}$$|0.75##$$9$$',
    });
    expect(checkAnswer(math, '$$\\frac{3}{4}$$##$$ 9 $$').status).toBe('RIGHT');
    expect(checkAnswer(math, '$$0.75$$##9').status).toBe('RIGHT');
    expect(checkAnswer(math, '$$\\frac{4}{3}$$##9').items).toEqual([false, true]);
  });

  describe('math compared as math', () => {
    const spelled = makeQuestion({
      questionType: 'COMPLETION',
      useMathKeyboard: true,
      questionAnswer: '$$\\frac{3}{4}$$',
    });
    const valued = { ...spelled, answerEquivalentStatus: true };

    it.each([
      ['$$\\frac34$$', 'RIGHT', 'RIGHT'],
      ['$$\\frac 3 4$$', 'RIGHT', 'RIGHT'],
      ['$$\\dfrac{3}{4}$$', 'RIGHT', 'RIGHT'],
      ['$$\\frac{6}{8}$$', 'WRONG', 'RIGHT'],
      ['$$0.75$$', 'WRONG', 'RIGHT'],
      ['0.75', 'WRONG', 'RIGHT'],
      ['$$3/4$$', 'WRONG', 'RIGHT'],
      ['3/4', 'WRONG', 'RIGHT'],
      ['$$75\\%$$', 'WRONG', 'RIGHT'],
      ['$$\\frac{4}{3}$$', 'WRONG', 'WRONG'],
      ['$$0.7$$', 'WRONG', 'WRONG'],
      ['$$\\frac{3}{$$', 'WRONG', 'WRONG'],
      ['three quarters', 'WRONG', 'WRONG'],
      ['', 'WRONG', 'WRONG'],
    ])('%s against the key $$\\frac{3}{4}$$: %s by spelling, %s by value', (student, bySpelling, byValue) => {
      expect(checkAnswer(spelled, student).status).toBe(bySpelling);
      expect(checkAnswer(valued, student).status).toBe(byValue);
    });

    it('gives each equivalent input one blank of its own', () => {
      const two = makeQuestion({
        questionType: 'COMPLETION',
        answerEquivalentStatus: true,
        questionAnswer: '$$\\frac{1}{2}$$##$$2^3$$',
      });
      expect(checkAnswer(two, '$$8$$##0.5')).toEqual({ status: 'RIGHT', items: [true, true] });
      expect(checkAnswer(two, '0.5##$$\\frac{2}{4}$$')).toEqual({
        status: 'PART_RIGHT',
        items: [true, false],
      });
    });
  });

  it('returns NOT_CORRECT when the question has no key', () => {
    expect(checkAnswer({ ...fill, questionAnswer: null }, 'kitten')).toEqual({
      status: 'NOT_CORRECT',
      items: [],
    });
  });

  it('re-reads a key that changed on the same question object', () => {
    const question = { ...fill };
    expect(checkAnswer(question, 'cat##dog').status).toBe('WRONG');
    question.questionAnswer = 'cat##dog';
    expect(checkAnswer(question, 'cat##dog').status).toBe('RIGHT');
  });
});

describe('COMPLETION encoding (spec §3)', () => {
  it("joins blanks with '##' and strips '#'", () => {
    expect(encodeAnswer(fill, ['kitten', 'pup#py'])).toBe('kitten##puppy');
    expect(encodeAnswer(fill, ['', ''])).toBe('##');
  });

  it('decodes into one value per blank, padding missing ones', () => {
    expect(decodeAnswer(fill, 'kitten##puppy')).toEqual(['kitten', 'puppy']);
    expect(decodeAnswer(fill, 'kitten')).toEqual(['kitten', '']);
    expect(decodeAnswer(fill, '')).toEqual(['', '']);
    expect(decodeAnswer(fill, '###')).toEqual(['', '']);
    expect(emptyAnswer(fill)).toEqual(['', '']);
  });

  it('stores math input wrapped in $$ markers', () => {
    const math = { ...fill, useMathKeyboard: true };
    expect(encodeAnswer(math, ['x^2', ''])).toBe('$$x^2$$##');
    expect(decodeAnswer(math, '$$x^2$$##')).toEqual(['x^2', '']);
  });

  it('counts blanks from blankNum, else the [$$] gaps, else the key', () => {
    expect(emptyAnswer({ ...fill, blankNum: 3 })).toHaveLength(3);
    expect(emptyAnswer({ ...fill, question: [] })).toHaveLength(2);
    expect(emptyAnswer({ ...fill, question: [], questionAnswer: null })).toHaveLength(1);
  });
});

describe('COMPLETION submit rule (spec §5)', () => {
  it.each([
    [['', ''], false],
    [['  ', '#'], false],
    [['', 'a'], true],
  ])('hasAnswer(%j) is %s', (answer, expected) => {
    expect(hasAnswer(fill, answer)).toBe(expected);
  });
});

describe('fill-in check states (spec §4)', () => {
  it('leaves every entry unchecked while checking is off', () => {
    expect(fillAnswerEntries(fill, ['kitten', 'cat'], false)).toEqual([
      { value: 'kitten', rightError: null },
      { value: 'cat', rightError: null },
    ]);
  });

  it('re-evaluates every entry against the reference while checking is on', () => {
    expect(fillAnswerEntries(fill, ['kitten', 'cat'], true)).toEqual([
      { value: 'kitten', rightError: true },
      { value: 'cat', rightError: false },
    ]);
    expect(fillAnswerEntries(fill, ['puppy', 'kitty'], true).map((e) => e.rightError)).toEqual([true, true]);
  });
});

describe('blank count bound', () => {
  it('caps a huge blankNum at MAX_BLANK_COUNT', () => {
    expect(emptyAnswer({ ...fill, blankNum: 1e9 })).toHaveLength(MAX_BLANK_COUNT);
  });
});
