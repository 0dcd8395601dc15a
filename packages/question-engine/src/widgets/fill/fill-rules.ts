/** Fewest rows of a fill textarea (spec §2, §9). */
export const FILL_MIN_ROWS = 1;
/** Most rows of a fill textarea (spec §2, §9). */
export const FILL_MAX_ROWS = 5;
/** Default maximum width of a fill box, in px (spec §9). */
export const FILL_MAX_WIDTH = 500;
/** Maximum width of a fill box in the narrow topic view, in px (spec §9). */
export const FILL_TOPIC_NARROW_WIDTH = 220;
/** Maximum width of a fill box in the wide topic view, in px (spec §9). */
export const FILL_TOPIC_WIDE_WIDTH = 746;
/** Minimum width of a fill box, in px (spec §9). */
export const FILL_MIN_WIDTH = 100;

/** Rows of a fill textarea: one per line of its value (long lines wrap at the width), 1 to 5. */
export function fillRows(value: string, charsPerLine = 30): number {
  const lines = value
    .split('\n')
    .reduce(
      (sum, line) => sum + Math.max(1, Math.ceil(Array.from(line).length / Math.max(1, charsPerLine))),
      0,
    );
  return Math.min(FILL_MAX_ROWS, Math.max(FILL_MIN_ROWS, lines));
}
