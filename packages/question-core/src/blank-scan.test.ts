import fc from 'fast-check';
import { blankKey, checkBlanks } from './blanks';
import { BLANK_SEPARATOR, normalizeBlank } from './encoding';
import { maximumMatching } from './matching';
import { makeQuestion } from './test-helpers';

const piece = fc.constantFrom(
  'a',
  'b',
  'B',
  'ab',
  ' ',
  '  ',
  '#',
  '$$',
  '$',
  'ｂ',
  'x y',
  '桃',
  '\t',
  'é',
  '|',
);
const text = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(''));
const keyText = fc
  .array(fc.array(text, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 })
  .map((blanks) => blanks.map((alternatives) => alternatives.join('|')).join('##'));
const studentText = fc
  .array(fc.oneof(text, fc.constant('##'), fc.constant('###')), { maxLength: 8 })
  .map((p) => p.join(''));

// A tiny alphabet makes keys and answers collide often (spaces inside, at the ends, doubled).
const tinyPiece = fc.constantFrom('a', 'b', 'A', ' ', '#', 'ａ', '　');
const tinyText = fc.array(tinyPiece, { maxLength: 4 }).map((parts) => parts.join(''));
const tinyKey = fc
  .array(fc.array(tinyText, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 })
  .map((blanks) => blanks.map((alternatives) => alternatives.join('|')).join('##'));
const tinyStudent = fc.array(fc.oneof(tinyText, fc.constant('##')), { maxLength: 5 }).map((p) => p.join(''));

describe('one-pass blank scan', () => {
  it.each([
    ['mixed text', keyText, studentText],
    ['a tiny alphabet', tinyKey, tinyStudent],
  ])('finds the same candidates as split → normalizeBlank → lookup (%s)', (_name, keys, answers) => {
    fc.assert(
      fc.property(keys, answers, fc.boolean(), (questionAnswer, student, caseSensitive) => {
        const question = makeQuestion({
          questionType: 'COMPLETION',
          questionAnswer,
          answerCaseSensitiveStatus: caseSensitive,
        });
        const key = blankKey(question);
        // The plain rule, written out: split on '##', normalize each input, look it up.
        const inputs = student === '' ? [''] : student.split(BLANK_SEPARATOR);
        const plain = inputs.slice(0, key.count).map((input) => {
          const normal = normalizeBlank(input, caseSensitive);
          return normal === '' ? [] : (key.accepts.get(normal) ?? []);
        });
        const matched = maximumMatching(plain, key.count);
        const expected = Array.from({ length: key.count }, (_, i) => matched[i] === true);
        expect(checkBlanks(question, student).items).toEqual(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('walks spaces inside an answer and trims them at its ends', () => {
    const question = makeQuestion({ questionType: 'COMPLETION', questionAnswer: 'hong kong##a' });
    expect(checkBlanks(question, '  Hong Kong  ##a').items).toEqual([true, true]);
    expect(checkBlanks(question, 'hong  kong##a ').items).toEqual([false, true]);
    expect(checkBlanks(question, 'hong kong x##a').items).toEqual([false, true]);
    expect(checkBlanks(question, 'hong##a').items).toEqual([false, true]);
  });
});
