/** A window is vertical when its width is at most its height plus this margin (spec §2). */
export const VERTICAL_MARGIN_PX = 60;
/** The vertical check runs this long after the last resize (spec §2). */
export const VERTICAL_CHECK_DELAY_MS = 500;

/** true when the window is vertical: width <= height + 60 (spec §2). */
export function isVerticalWindow(width: number, height: number): boolean {
  return width <= height + VERTICAL_MARGIN_PX;
}
