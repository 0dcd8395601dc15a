import { isVerticalWindow, VERTICAL_MARGIN_PX } from './is-vertical-window';

describe('isVerticalWindow', () => {
  it('is vertical at exactly height + 60', () => {
    expect(isVerticalWindow(800 + VERTICAL_MARGIN_PX, 800)).toBe(true);
  });
  it('is not vertical one pixel wider', () => {
    expect(isVerticalWindow(800 + VERTICAL_MARGIN_PX + 1, 800)).toBe(false);
  });
  it('is vertical for a portrait window and not for 1440×900', () => {
    expect(isVerticalWindow(600, 1000)).toBe(true);
    expect(isVerticalWindow(1440, 900)).toBe(false);
  });
});
