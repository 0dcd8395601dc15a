/** Marker of a gap in question text (spec §3: "Gap text is split on the marker [$$]"). */
export const GAP_MARKER = '[$$]';
/** Separator between blanks (fill-in, choice-completion, short answer) and recombination slots. */
export const BLANK_SEPARATOR = '##';
/** Separator between accepted alternatives inside one reference blank. */
export const ALTERNATIVE_SEPARATOR = '|';
/** Separator between option numbers, serials and pairs. */
export const LIST_SEPARATOR = ';';
/** Separator between the left and right side of a connecting or matching pair. */
export const PAIR_SEPARATOR = '-';
/** Math input is stored wrapped in these markers. */
export const MATH_MARKER = '$$';
/** Character stripped from blank input before comparing (spec §5). */
export const STRIPPED_CHARACTER = '#';

/** Splits question text into the pieces around its gaps: n gaps give n + 1 pieces. Never throws. */
export function splitGaps(text: string): string[] {
  return typeof text === 'string' ? text.split(GAP_MARKER) : [''];
}

/** Number of `[$$]` gaps in a text. */
export function countGaps(text: string): number {
  return splitGaps(text).length - 1;
}

/** Wraps math input in `$$` markers, as it is stored. */
export function wrapMath(latex: string): string {
  return `${MATH_MARKER}${latex}${MATH_MARKER}`;
}

/** Whether a stored value is math wrapped in `$$` markers. */
export function isWrappedMath(value: string): boolean {
  return (
    value.length >= 2 * MATH_MARKER.length && value.startsWith(MATH_MARKER) && value.endsWith(MATH_MARKER)
  );
}

/** Removes one pair of `$$` markers; values that are not wrapped come back unchanged. */
export function unwrapMath(value: string): string {
  return isWrappedMath(value) ? value.slice(MATH_MARKER.length, -MATH_MARKER.length) : value;
}

/** Removes every '#' from a value. */
export function stripHashes(value: string): string {
  return value.includes(STRIPPED_CHARACTER) ? value.replaceAll(STRIPPED_CHARACTER, '') : value;
}

// Printable ASCII is its own NFKC form, so the costly normalize() call is skipped for it.
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const WHITESPACE = /\s+/g;

/** Unicode NFKC (full-width ｃａｔ becomes cat), skipping the work for printable ASCII. */
export function nfkc(value: string): string {
  return PRINTABLE_ASCII.test(value) ? value : value.normalize('NFKC');
}

/**
 * Normal form of a blank for comparison (spec §5): NFKC, every '#' stripped, trimmed, math markers
 * removed with the whitespace inside them, lower case unless the question is case-sensitive.
 */
export function normalizeBlank(value: string, caseSensitive = false): string {
  if (typeof value !== 'string') return '';
  let out = stripHashes(nfkc(value)).trim();
  if (isWrappedMath(out)) out = unwrapMath(out).replace(WHITESPACE, '');
  return caseSensitive ? out : out.toLowerCase();
}

/** Normal form of an option content or serial: NFKC and trimmed, case kept. */
export function normalizeContent(value: string): string {
  return typeof value === 'string' ? nfkc(value).trim() : '';
}

/** Normal form of an option number or serial: trimmed, upper case ('a' and 'A' are one option). */
export function normalizeKey(value: string): string {
  return typeof value === 'string' ? nfkc(value).trim().toUpperCase() : '';
}

/** Trims a list entry, keeping its case (for decoding). */
export function trimKey(value: string): string {
  return value.trim();
}

/** Splits a ';' list into normalized non-empty keys, dropping repeats (first kept). */
export function splitKeys(encoded: string, normalize: (value: string) => string = normalizeKey): string[] {
  if (typeof encoded !== 'string' || encoded === '') return [];
  const seen = new Set<string>();
  for (const part of encoded.split(LIST_SEPARATOR)) {
    const key = normalize(part);
    if (key) seen.add(key);
  }
  return [...seen];
}
