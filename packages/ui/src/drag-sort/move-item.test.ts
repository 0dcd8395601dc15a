import { moveItem } from './move-item';

describe('moveItem', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('moves down and up', () => {
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(items, 1, 1)).toEqual(items);
  });

  it('leaves the order for out-of-range or fractional indexes and never mutates', () => {
    expect(moveItem(items, -1, 2)).toEqual(items);
    expect(moveItem(items, 0, 4)).toEqual(items);
    expect(moveItem(items, 0.5, 1)).toEqual(items);
    expect(moveItem([], 0, 0)).toEqual([]);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
