/** The app's commonFont setting (spec back-office §3): large, medium or small. */
export type CommonFont = 'large' | 'medium' | 'small';

/** The default commonFont (spec §9: SMALL). */
export const DEFAULT_COMMON_FONT: CommonFont = 'small';

/** Base font size in px of each commonFont. */
export const COMMON_FONT_SIZES: Readonly<Record<CommonFont, number>> = { large: 18, medium: 16, small: 14 };

/** Reads a stored commonFont in any case ('SMALL', 'small'); anything else is the default. */
export function toCommonFont(value: unknown): CommonFont {
  const font = typeof value === 'string' ? value.toLowerCase() : '';
  return font === 'large' || font === 'medium' || font === 'small' ? font : DEFAULT_COMMON_FONT;
}
