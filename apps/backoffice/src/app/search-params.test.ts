import { SUBJECT_CODES } from '@harbour/domain';
import { isOneOf, positiveIds } from './search-params';

it('keeps only the keys that are positive whole numbers', () => {
  expect(
    positiveIds({ a: '3', b: '0', c: '-1', d: '2.5', e: 'x', f: 7 }, ['a', 'b', 'c', 'd', 'e', 'f', 'g']),
  ).toEqual({
    a: 3,
    f: 7,
  });
});

it('accepts only the values of the record, never inherited names', () => {
  expect(isOneOf(SUBJECT_CODES, 'MATH')).toBe(true);
  expect(isOneOf(SUBJECT_CODES, 'math')).toBe(false);
  expect(isOneOf(SUBJECT_CODES, 'toString')).toBe(false);
  expect(isOneOf(SUBJECT_CODES, 1)).toBe(false);
});
