import { checkAnswer, decodeAnswer, emptyAnswer, encodeAnswer, hasAnswer } from '../engine';
import { sampleBaseQuestions } from '../fixtures';
import { parsePunctuation, serializePunctuation } from '../punctuation';

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
  it.each([
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
  ])('%s', (_title, student, status, items) => {
    expect(checkAnswer(punctuation, student)).toEqual({ status, items });
  });

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
  it('parses 300,000 characters of unclosed tokens in linear time', () => {
    const hostile = '[U:'.repeat(100_000);
    const started = performance.now();
    expect(parsePunctuation(hostile)).toHaveLength(300_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
