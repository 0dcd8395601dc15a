/** Delay before the window shape is checked after a resize, in milliseconds (spec §2, §9). */
export const ORIENTATION_CHECK_DELAY_MS = 500;
/** A window is vertical when its width is at most its height plus this margin, in px (spec §2). */
export const VERTICAL_WINDOW_MARGIN = 60;

/**
 * Vertical means width <= height + 60 (spec §2). Pure, so the engine's overlay and the back-office shell
 * share one rule.
 */
export function isVerticalWindow(width: number, height: number): boolean {
  return width <= height + VERTICAL_WINDOW_MARGIN;
}
