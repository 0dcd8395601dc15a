import fc from 'fast-check';
import {
  checkAnswer,
  decodeAnswer,
  emptyAnswer,
  encodeAnswer,
  hasAnswer,
  isAnswerTooLong,
  maxAnswerLength,
} from '../engine';
import { sampleBaseQuestions } from '../fixtures';
import type { PunctuationCell } from '../model';
import {
  ENGLISH_PUNCTUATION_SYMBOLS,
  MAX_SYMBOL_LENGTH,
  PUNCTUATION_SYMBOLS,
  parseCells,
  parsePunctuation,
  serializePunctuation,
} from '../punctuation';
import { itChecks } from '../test-helpers';

const punctuation = sampleBaseQuestions.find((q) => q.questionId === 'sample-punctuation-zh')!;
const punctuationAll = sampleBaseQuestions.find((q) => q.questionId === 'sample-punctuation-all-zh')!;
const KEY = '[U:小明]說[作答##：][作答##「]今天天氣真好[作答##！][作答##」]';

describe('punctuation markup (spec §3)', () => {
  it('parses text, [U:…], [T:…], [作答##x] and [$$] into cells', () => {
    expect(parsePunctuation('a[U:bc][T:d][作答##，][$$]')).toEqual([
      { type: 'TEXT', content: 'a', underType: '' },
      { type: 'TEXT', content: 'b', underType: 'UNDERLINE' },
      { type: 'TEXT', content: 'c', underType: 'UNDERLINE' },
      { type: 'TEXT', content: 'd', underType: 'MARK' },
      { type: 'SYMBOL', content: '，', underType: '' },
      { type: 'SYMBOL', content: '', underType: '' },
    ]);
  });

  it('keeps brackets that start no complete token as text', () => {
    expect(
      parsePunctuation('[x][U:ab')
        .map((c) => c.content)
        .join(''),
    ).toBe('[x][U:ab');
    expect(parsePunctuation('[作答##').every((c) => c.type === 'TEXT')).toBe(true);
  });

  it('serializes runs of marked cells as one range', () => {
    expect(serializePunctuation(parsePunctuation(KEY))).toBe(KEY);
    expect(
      serializePunctuation([
        { type: 'TEXT', content: '天', underType: 'UNDERLINE' },
        { type: 'TEXT', content: '氣', underType: 'MARK' },
        { type: 'SYMBOL', content: '', underType: '' },
      ]),
    ).toBe('[U:天][T:氣][$$]');
  });
});

describe('PUNCTUATION check', () => {
  itChecks(punctuation, [
    [
      'returns RIGHT when every symbol and underline is right',
      KEY,
      'RIGHT',
      [true, true, true, true, true, true],
    ],
    [
      'marks a wrong symbol',
      '[U:小明]說[作答##，][作答##「]今天天氣真好[作答##！][作答##」]',
      'PART_RIGHT',
      [true, true, false, true, true, true],
    ],
    [
      'marks a missing underline on each of its characters',
      '小明說[作答##：][作答##「]今天天氣真好[作答##！][作答##」]',
      'PART_RIGHT',
      [false, false, true, true, true, true],
    ],
    [
      'adds a wrong item for an underline the key does not have',
      '[U:小明說][作答##：][作答##「]今天天氣真好[作答##！][作答##」]',
      'PART_RIGHT',
      [true, true, false, true, true, true, true],
    ],
    [
      'returns WRONG for the untouched passage',
      '小明說[$$][$$]今天天氣真好[$$][$$]',
      'WRONG',
      [false, false, false, false, false, false],
    ],
    ['returns WRONG for an empty string', '', 'WRONG', [false, false, false, false, false, false]],
  ]);

  it('checks PUNCTUATION_ALL marks and symbols the same way', () => {
    expect(checkAnswer(punctuationAll, '我們去[T:香港]旅行[作答##，]玩得很開心[作答##。]').status).toBe(
      'RIGHT',
    );
    expect(checkAnswer(punctuationAll, '我們去[U:香港]旅行[作答##，]玩得很開心[作答##。]')).toEqual({
      status: 'PART_RIGHT',
      items: [false, false, true, true],
    });
  });

  it('falls back to the success fields of textData without questionAnswer', () => {
    const noAnswer = { ...punctuation, questionAnswer: null };
    expect(checkAnswer(noAnswer, KEY).status).toBe('RIGHT');
    expect(checkAnswer({ ...noAnswer, textData: [] }, KEY)).toEqual({ status: 'NOT_CORRECT', items: [] });
  });

  it('starts from the passage with empty slots, and round-trips it', () => {
    const empty = emptyAnswer(punctuation);
    expect(encodeAnswer(punctuation, empty)).toBe('小明說[$$][$$]今天天氣真好[$$][$$]');
    expect(decodeAnswer(punctuation, encodeAnswer(punctuation, empty))).toEqual(empty);
  });

  it('needs an underline, a mark or a symbol to submit', () => {
    const empty = emptyAnswer(punctuation);
    expect(hasAnswer(punctuation, empty)).toBe(false);
    expect(hasAnswer(punctuation, decodeAnswer(punctuation, '小明說[作答##：]'))).toBe(true);
    expect(hasAnswer(punctuation, decodeAnswer(punctuation, '[T:小]'))).toBe(true);
  });
});

describe('punctuation markup on hostile input', () => {
  // Its cost is held linear by the ratio test in properties.test.ts; no test here times it.
  it('parses 300,000 characters of unclosed tokens as one text cell per character', () => {
    const cells = parsePunctuation('[U:'.repeat(100_000));
    expect(cells).toHaveLength(300_000);
    expect(cells.every((cell) => cell.type === 'TEXT' && cell.underType === '')).toBe(true);
  });
});

describe('parsing a prefix (what the checker reads)', () => {
  it('gives the first n cells of the whole parse, for any markup and n', () => {
    const markup = fc
      .array(
        fc.constantFrom('[U:', '[T:', '[作答##', '[$$]', ']', '[', '小', 'a', '\uD83D\uDE00', '\uD800', '，'),
        {
          maxLength: 30,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(markup, fc.nat(40), (text, n) => {
        expect(parseCells(text, n)).toEqual(parsePunctuation(text).slice(0, n));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('answers longer than the question can produce (refused before parsing)', () => {
  const SYMBOLS = [...PUNCTUATION_SYMBOLS, ...ENGLISH_PUNCTUATION_SYMBOLS];

  it('bounds the markup by the passage: every character in a range of its own, every slot filled', () => {
    // 9 characters of text (5 each as [U:x]) and 4 slots (8 each as [作答##——]).
    expect(maxAnswerLength(punctuation)).toBe(9 * 5 + 4 * 8);
    expect(MAX_SYMBOL_LENGTH).toBe(Math.max(...SYMBOLS.map((symbol) => symbol.length)));
  });

  it('accepts every answer the passage allows (any marks, any symbol of the bars)', () => {
    const cells = emptyAnswer(punctuation) as PunctuationCell[];
    fc.assert(
      fc.property(
        fc.tuple(
          ...cells.map((cell) =>
            cell.type === 'SYMBOL'
              ? fc.constantFrom('', ...SYMBOLS).map((content) => ({ ...cell, content }))
              : fc.constantFrom('', 'UNDERLINE', 'MARK').map((underType) => ({ ...cell, underType })),
          ),
        ),
        (answer) => {
          const encoded = encodeAnswer(punctuation, answer as PunctuationCell[]);
          expect(isAnswerTooLong(punctuation, encoded)).toBe(false);
          expect(decodeAnswer(punctuation, encoded)).toEqual(answer);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('decodes and checks a longer string as the empty answer, without reading it', () => {
    const longest = '[U:小][T:明][U:說][作答##——]'.repeat(10);
    expect(longest.length).toBeGreaterThan(maxAnswerLength(punctuation));
    expect(isAnswerTooLong(punctuation, longest)).toBe(true);
    expect(decodeAnswer(punctuation, longest)).toEqual(decodeAnswer(punctuation, ''));
    expect(checkAnswer(punctuation, longest)).toEqual(checkAnswer(punctuation, ''));
    // A right answer padded past the bound is refused too: length alone decides.
    const padded = KEY + '小'.repeat(maxAnswerLength(punctuation));
    expect(checkAnswer(punctuation, padded).status).toBe('WRONG');
    expect(checkAnswer(punctuation, KEY).status).toBe('RIGHT');
  });

  it('never throws on a 200,000-character answer, through every public function', () => {
    const hostile = '[作答##'.repeat(40_000);
    expect(() => hasAnswer(punctuationAll, decodeAnswer(punctuationAll, hostile))).not.toThrow();
    expect(checkAnswer(punctuationAll, hostile)).toEqual(checkAnswer(punctuationAll, ''));
  });

  it('bounds the types whose answers the question does not bound by nothing', () => {
    const fill = sampleBaseQuestions.find((q) => q.questionType === 'COMPLETION')!;
    expect(maxAnswerLength(fill)).toBe(Number.POSITIVE_INFINITY);
    expect(isAnswerTooLong(fill, 'x'.repeat(200_000))).toBe(false);
  });
});
