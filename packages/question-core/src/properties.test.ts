import fc from 'fast-check';
import { blankKey } from './blanks';
import { GAP_MARKER, normalizeBlank, splitGaps } from './encoding';
import { checkAnswer, decodeAnswer, emptyAnswer, encodeAnswer, hasAnswer } from './engine';
import { sampleBaseQuestions, sampleQuestions } from './fixtures';
import { type BaseQuestion, type PunctuationCell, parseQuestion, QUESTION_RIGHT_STATUSES } from './model';
import { parsePunctuation, serializePunctuation } from './punctuation';
import { BASE_QUESTION_TYPES, type BaseQuestionType } from './question-type';
import { registry } from './registry';
import type { QuestionTypeModule } from './type-module';
import { LENGTH_FACTOR, lengthGrowth, superlinear } from './work-count';

/** Random strings per type and run. */
const RANDOM_STRINGS_PER_TYPE = 10_000;
const ROUND_TRIP_RUNS = 1_000;

// Random strings: any code points (lone surrogates included), and strings built from the
// encodings' own separators and markers, which reach the interesting branches far more often.
const TOKENS = [
  '#',
  '##',
  '|',
  ';',
  '-',
  '[',
  ']',
  '[U:',
  '[T:',
  '[作答##',
  '[$$]',
  '$$',
  ' ',
  '　',
  '1',
  '2',
  '3',
];
const WORDS = [
  'A',
  'b',
  'B',
  'kitten',
  'ｋｉｔ',
  'is',
  'are',
  'I',
  'walk',
  '桃花',
  '小明',
  '：',
  '\u0000',
  '\uD800',
  'é',
];
const tokenString = fc
  .array(fc.constantFrom(...TOKENS, ...WORDS), { maxLength: 24 })
  .map((parts) => parts.join(''));
const randomString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  tokenString,
);

const sampleOf = (type: BaseQuestionType): BaseQuestion => {
  const found = sampleBaseQuestions.find((q) => q.questionType === type);
  if (!found) throw new Error(`no sample of ${type}`);
  return found;
};

const isStringArray = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string');
const isPairArray = (value: unknown) =>
  Array.isArray(value) && value.every((p) => typeof p?.left === 'string' && typeof p?.right === 'string');

/** What a well-formed local answer of each type looks like. */
const WELL_FORMED: Record<BaseQuestionType, (answer: unknown) => boolean> = {
  SINGLE_CHOICE: (a) => a === null || (typeof a === 'string' && a !== '' && !a.includes(';')),
  MULTIPLE_CHOICE: (a) => isStringArray(a) && new Set(a as string[]).size === (a as string[]).length,
  COMPLETION: isStringArray,
  CHOICE_COMPLETION: isStringArray,
  SHORT_ANSWER: isStringArray,
  ESSAY: (a) => typeof a === 'object' && a !== null && 'imgUrl' in a && 'text' in a,
  LONG_ANSWER: (a) => typeof a === 'object' && a !== null && 'imgUrl' in a && 'text' in a,
  RECOMBINE_SENTENCE: isStringArray,
  SPEAKING: (a) => typeof a === 'object' && a !== null && 'uploadList' in a && 'makeList' in a,
  CONNECTING: isPairArray,
  MATCHING: isPairArray,
  TEXT_DRAG: isStringArray,
  PUNCTUATION: (a) => Array.isArray(a) && a.every((c) => c.type === 'TEXT' || c.type === 'SYMBOL'),
  PUNCTUATION_ALL: (a) => Array.isArray(a) && a.every((c) => c.type === 'TEXT' || c.type === 'SYMBOL'),
};

const CHOICES: readonly BaseQuestionType[] = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'];
const BLANKS: readonly BaseQuestionType[] = ['COMPLETION', 'CHOICE_COMPLETION', 'SHORT_ANSWER'];
const STATUSES = new Set<string>(QUESTION_RIGHT_STATUSES);

describe('bad input never throws (fast-check)', () => {
  it.each(BASE_QUESTION_TYPES)(
    `${RANDOM_STRINGS_PER_TYPE} random strings give ${'%s'} a well-formed answer and verdict`,
    (type) => {
      const question = sampleOf(type);
      const keyCount = BLANKS.includes(type) ? blankKey(question).count : undefined;
      fc.assert(
        // Plain boolean checks (not expect) keep 140,000 runs fast; fast-check reports any failure.
        fc.property(randomString, (input) => {
          const answer = decodeAnswer(question, input);
          const result = checkAnswer(question, input);
          return (
            WELL_FORMED[type](answer) &&
            typeof hasAnswer(question, answer) === 'boolean' &&
            typeof encodeAnswer(question, answer) === 'string' &&
            STATUSES.has(result.status) &&
            result.items.every((item) => typeof item === 'boolean') &&
            (!CHOICES.includes(type) || result.status === 'RIGHT' || result.status === 'WRONG') &&
            (keyCount === undefined || result.items.length === keyCount)
          );
        }),
        { numRuns: RANDOM_STRINGS_PER_TYPE },
      );
    },
  );

  it.each(BASE_QUESTION_TYPES)(
    'hasAnswer and encodeAnswer of %s accept any value as a local answer',
    (type) => {
      const question = sampleOf(type);
      fc.assert(
        fc.property(fc.anything(), (value) => {
          const answer = value as never;
          return (
            typeof hasAnswer(question, answer) === 'boolean' &&
            typeof encodeAnswer(question, answer) === 'string'
          );
        }),
        { numRuns: 1_000 },
      );
    },
  );

  it.each(BASE_QUESTION_TYPES)('%s checks random answers against random keys without throwing', (type) => {
    const question = sampleOf(type);
    fc.assert(
      fc.property(randomString, randomString, fc.boolean(), (key, input, caseSensitive) => {
        const withKey = { ...question, questionAnswer: key, answerCaseSensitiveStatus: caseSensitive };
        const result = checkAnswer(withKey, input);
        return STATUSES.has(result.status) && result.items.every((item) => typeof item === 'boolean');
      }),
      { numRuns: 2_000 },
    );
  });

  it(`splitGaps, parsePunctuation and serializePunctuation accept ${RANDOM_STRINGS_PER_TYPE} random strings`, () => {
    fc.assert(
      fc.property(randomString, (input) => {
        const cells = parsePunctuation(input);
        // Parsing is stable on its own output: serialize → parse gives the same cells again.
        return (
          splitGaps(input).join(GAP_MARKER) === input &&
          serializePunctuation(parsePunctuation(serializePunctuation(cells))) ===
            serializePunctuation(cells) &&
          parsePunctuation(serializePunctuation(cells)).length === cells.length
        );
      }),
      { numRuns: RANDOM_STRINGS_PER_TYPE },
    );
  });

  it('parseQuestion returns a result, never throws, on any value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = parseQuestion(value);
        if (!result.ok) expect(result.error).toMatch(/: /);
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...sampleQuestions),
        fc.string(),
        fc.anything(),
        (question, field, value) => {
          const result = parseQuestion({ ...question, [field]: value });
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

/** Hostile answers: long runs of the encodings' own markers, which the parsers must not rescan. */
const HOSTILE_UNITS = ['[U:', '[T:', '[作答##', '[$$]', '[U:a]', ']', '#', '-;', '|##', 'ｋ', '$$', '小'];
/** Length of the short hostile input; the long one is LENGTH_FACTOR times longer. */
const SHORT_HOSTILE = 5_000;

/**
 * The cost is counted, not timed (see countWork): the characters and elements the built-ins read for
 * the call. A count does not depend on the machine or its load, so the bound can sit where linear and
 * quadratic code part: linear parsers read 9.98–10.0 times more for ten times the input, the
 * punctuation parser without its memo of the next ']' reads 98 times more.
 */
describe(`hostile answers cost work linear in their length (${SHORT_HOSTILE} and ${LENGTH_FACTOR * SHORT_HOSTILE} characters)`, () => {
  it.each(BASE_QUESTION_TYPES)(
    '%s: the parsers themselves (decode, hasAnswer, check of the type module)',
    (type) => {
      const question = sampleOf(type);
      const module = registry[type] as QuestionTypeModule<unknown>;
      const rows = lengthGrowth(
        (input) => {
          module.check(question, input);
          module.hasAnswer(question, module.decode(question, input));
        },
        HOSTILE_UNITS,
        SHORT_HOSTILE,
      );
      expect(superlinear(rows)).toEqual([]);
    },
  );

  it.each(BASE_QUESTION_TYPES)('%s: the public checkAnswer, decodeAnswer and hasAnswer', (type) => {
    const question = sampleOf(type);
    const rows = lengthGrowth(
      (input) => {
        checkAnswer(question, input);
        hasAnswer(question, decodeAnswer(question, input));
      },
      HOSTILE_UNITS,
      SHORT_HOSTILE,
    );
    expect(superlinear(rows)).toEqual([]);
  });
});

describe('decodeAnswer(q, encodeAnswer(q, a)) equals a', () => {
  const key = fc.stringMatching(/^[0-9A-Za-z\u4e00-\u9fff]{1,4}$/);
  const noHash = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !s.includes('#'));

  const roundTrip = <A>(question: BaseQuestion, answers: fc.Arbitrary<A>) =>
    fc.assert(
      fc.property(answers, (answer) => {
        expect(decodeAnswer(question, encodeAnswer(question, answer as never))).toEqual(answer);
      }),
      { numRuns: ROUND_TRIP_RUNS },
    );

  it('SINGLE_CHOICE', () => roundTrip(sampleOf('SINGLE_CHOICE'), fc.option(key, { nil: null })));
  it('MULTIPLE_CHOICE', () => roundTrip(sampleOf('MULTIPLE_CHOICE'), fc.uniqueArray(key, { maxLength: 6 })));

  it.each(BLANKS)('%s', (type) => {
    const question = sampleOf(type);
    const n = emptyAnswer(question as never) as string[];
    roundTrip(question, fc.array(noHash, { minLength: n.length, maxLength: n.length }));
  });

  it('COMPLETION with math input', () => {
    const question = sampleBaseQuestions.find((q) => q.useMathKeyboard)!;
    roundTrip(question, fc.array(noHash, { minLength: 2, maxLength: 2 }));
  });

  it('RECOMBINE_SENTENCE', () => {
    const question = sampleOf('RECOMBINE_SENTENCE');
    roundTrip(question, fc.array(noHash, { minLength: 4, maxLength: 4 }));
  });

  it('TEXT_DRAG', () => {
    roundTrip(
      sampleOf('TEXT_DRAG'),
      fc.array(fc.oneof(key, fc.constant('')), { minLength: 2, maxLength: 2 }),
    );
  });

  it('CONNECTING', () => {
    const pairs = fc.uniqueArray(fc.record({ left: key, right: key }), {
      selector: (p) => p.left,
      maxLength: 6,
    });
    roundTrip(sampleOf('CONNECTING'), pairs);
  });

  it('MATCHING (unanswered right sides included)', () => {
    const right = fc.oneof(key, fc.constant(''));
    const pairs = fc.uniqueArray(fc.record({ left: key, right }), { selector: (p) => p.left, maxLength: 6 });
    roundTrip(sampleOf('MATCHING'), pairs);
  });

  it.each(['PUNCTUATION', 'PUNCTUATION_ALL'] as const)('%s', (type) => {
    const char = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 1 })
      .filter((c) => c !== '[' && c !== ']' && [...c].length === 1);
    const cell: fc.Arbitrary<PunctuationCell> = fc.oneof(
      fc.record({
        type: fc.constant('TEXT' as const),
        content: char,
        underType: fc.constantFrom('', 'UNDERLINE', 'MARK'),
      }),
      fc.record({
        type: fc.constant('SYMBOL' as const),
        content: fc.string({ maxLength: 2 }).filter((c) => !c.includes(']')),
        underType: fc.constant('' as const),
      }),
    );
    // A passage of 30 characters and 30 slots can produce any answer of up to 30 cells (longer
    // strings are refused unread, see maxAnswerLength).
    const passage: PunctuationCell[] = Array.from({ length: 30 }, () => [
      { type: 'TEXT' as const, content: '字', underType: '' as const },
      { type: 'SYMBOL' as const, content: '', underType: '' as const },
    ]).flat();
    roundTrip({ ...sampleOf(type), textData: passage }, fc.array(cell, { maxLength: 30 }));
  });

  it.each(['ESSAY', 'LONG_ANSWER', 'SPEAKING'] as const)(
    '%s: the submitted string is empty (spec §3), so any local answer decodes to the empty one',
    (type) => {
      const question = sampleOf(type);
      fc.assert(
        fc.property(
          fc.record({
            answerType: fc.constantFrom(null, 'TEXT', 'PICTURE'),
            imgUrl: fc.array(fc.webUrl()),
            text: fc.string(),
          }),
          (answer) => {
            expect(encodeAnswer(question, answer as never)).toBe('');
            expect(decodeAnswer(question, encodeAnswer(question, answer as never))).toEqual(
              emptyAnswer(question),
            );
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});

describe('normalizeBlank', () => {
  /** The rule written plainly with String.prototype.normalize, which the fast scan must equal. */
  function reference(value: string, caseSensitive: boolean): string {
    let out = value.normalize('NFKC').replaceAll('#', '').trim();
    if (out.length >= 4 && out.startsWith('$$') && out.endsWith('$$'))
      out = out.slice(2, -2).replace(/\s+/g, '');
    return caseSensitive ? out : out.toLowerCase();
  }

  it('equals the plain NFKC rule on random text of every kind', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0xff00, max: 0xff60 }),
      fc.constant(0x3000),
      fc.integer({ min: 0x4e00, max: 0x9fff }),
      fc.integer({ min: 0, max: 0xffff }),
    );
    const text = fc.oneof(
      fc.array(unit, { maxLength: 12 }).map((codes) => String.fromCharCode(...codes)),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('$$ x ^2 $$', ' $$Ｘ$$ ', '$$$$', '$$', '#$$a$$#', 'ＣＡＴ', '＃ｃａｔ'),
    );
    fc.assert(
      fc.property(
        text,
        fc.boolean(),
        (value, caseSensitive) => normalizeBlank(value, caseSensitive) === reference(value, caseSensitive),
      ),
      { numRuns: 20_000 },
    );
  });
});
