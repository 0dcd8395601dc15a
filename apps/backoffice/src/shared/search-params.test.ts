import { SUBJECT_CODES } from '@harbour/domain';
import { param, searchParams } from './search-params';

it('keeps only the keys that are positive whole numbers', () => {
  const ids = searchParams<Partial<Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g', number>>>({
    a: param.int(),
    b: param.int(),
    c: param.int(),
    d: param.int(),
    e: param.int(),
    f: param.int(),
    g: param.int(),
  });
  expect(ids({ a: '3', b: '0', c: '-1', d: '2.5', e: 'x', f: 7 })).toEqual({
    a: 3,
    f: 7,
  });
});

it('accepts only the values of the enum, never inherited names', () => {
  const subject = param.oneOf(SUBJECT_CODES);
  expect(subject('MATH')).toBe('MATH');
  expect(subject('math')).toBeUndefined();
  expect(subject('toString')).toBeUndefined();
  expect(subject(1)).toBeUndefined();
});

it('reads a number as its digits where text is expected, and fills the defaults', () => {
  const read = searchParams<{ id: number; list?: string }>(
    { id: param.int(), list: param.text(/^\d+(,\d+)*$/) },
    { id: 0 },
  );
  expect(read({ list: 12 })).toEqual({ id: 0, list: '12' });
  expect(read({ id: '4', list: '1,x' })).toEqual({ id: 4 });
});

it('reads a sort as one of the column ids, ascending or with a leading minus descending', () => {
  const sort = param.sort(['name', 'status']);
  expect(sort('name')).toBe('name');
  expect(sort('-status')).toBe('-status');
  expect(sort('--name')).toBeUndefined();
  expect(sort('score')).toBeUndefined();
  expect(sort(3)).toBeUndefined();
});
