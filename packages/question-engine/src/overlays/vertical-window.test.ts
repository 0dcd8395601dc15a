import { isVerticalWindow, VERTICAL_WINDOW_MARGIN } from './vertical-window';

describe('isVerticalWindow', () => {
  it('is vertical at exactly height + 60', () => {
    expect(isVerticalWindow(800 + VERTICAL_WINDOW_MARGIN, 800)).toBe(true);
  });
  it('is not vertical one pixel wider', () => {
    expect(isVerticalWindow(800 + VERTICAL_WINDOW_MARGIN + 1, 800)).toBe(false);
  });
  it('is vertical for a portrait window and not for 1440×900', () => {
    expect(isVerticalWindow(600, 1000)).toBe(true);
    expect(isVerticalWindow(1440, 900)).toBe(false);
  });
});
