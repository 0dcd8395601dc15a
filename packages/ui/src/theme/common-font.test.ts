import { COMMON_FONT_SIZES, toCommonFont } from './common-font';

describe('toCommonFont', () => {
  it.each([
    ['LARGE', 'large'],
    ['medium', 'medium'],
    ['SMALL', 'small'],
    ['huge', 'small'],
    [undefined, 'small'],
    [3, 'small'],
  ])('reads %j as %s', (value, font) => {
    expect(toCommonFont(value)).toBe(font);
  });

  it('orders the sizes large > medium > small', () => {
    expect(COMMON_FONT_SIZES.large).toBeGreaterThan(COMMON_FONT_SIZES.medium);
    expect(COMMON_FONT_SIZES.medium).toBeGreaterThan(COMMON_FONT_SIZES.small);
  });
});
