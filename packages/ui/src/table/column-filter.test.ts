import { canConfirmColumnFilter, columnFilterValue } from './column-filter';

describe('canConfirmColumnFilter', () => {
  it('is inactive with nothing selected', () => {
    expect(canConfirmColumnFilter([])).toBe(false);
    expect(canConfirmColumnFilter(['4A'])).toBe(true);
  });
});

describe('columnFilterValue', () => {
  const all = ['4A', '4B', '4C'];
  it('is no filter when everything is selected', () => {
    expect(columnFilterValue(['4C', '4A', '4B'], all)).toBeUndefined();
  });
  it('is the selection otherwise', () => {
    expect(columnFilterValue(['4A'], all)).toEqual(['4A']);
    expect(columnFilterValue([], all)).toEqual([]);
  });
});
