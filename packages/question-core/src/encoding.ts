import { DOLLAR, HASH, isUpperAscii, narrowCodePoint, PRINTABLE_ASCII } from './code-points';
import { canonicalTex } from './math';
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

/** The answer key of a question as a string ('' when absent or not a string). */
export function answerKeyOf(question: { questionAnswer?: unknown }): string {
  const key = question?.questionAnswer;
  return typeof key === 'string' ? key : '';
}

/** Letters of connecting and matching items (spec §3: numbers map to letters A-G). */
export const CONNECT_LETTERS = 'ABCDEFG';

/** The letter of item number n (1 → A … 7 → G); other values come back as text. */
export function toConnectLetter(no: number | string): string {
  const n = Number(no);
  return Number.isInteger(n) && n >= 1 && n <= CONNECT_LETTERS.length ? CONNECT_LETTERS[n - 1]! : String(no);
}

/**
 * How a reader names one item of a pair (connecting, matching), everywhere the player, reports, the mistakes
 * centre, exports and PDFs show it: a matching question numbers both columns in its data but shows its right
 * items lettered A–G, so a right item reads as its letter ("1-3" reads 1 → C); every other item as its own
 * number or letter.
 */
export function pairItemLabel(questionType: unknown, side: 'LEFT' | 'RIGHT', id: string): string {
  const own = String(id ?? '').trim();
  return questionType === 'MATCHING' && side === 'RIGHT' ? toConnectLetter(own) : own;
}

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
/** Unicode NFKC (full-width ｃａｔ becomes cat), skipping the work for printable ASCII. */
export function nfkc(value: string): string {
  return PRINTABLE_ASCII.test(value) ? value : value.normalize('NFKC');
}

/** CJK Unified Ideographs have no NFKC mapping and compose with nothing. */
const CJK_FIRST = 0x4e00;
const CJK_LAST = 0x9fff;

/**
 * Normal form of a blank for comparison (spec §5): NFKC (so full-width ｃａｔ equals cat), every '#'
 * stripped, trimmed, lower case unless the question is case-sensitive; math loses its markers and is
 * spelled canonically (`canonicalTex`: `$$\frac34$$` and `$$\frac{3}{4}$$` both give `\frac{3}{4}`). Text made only of printable ASCII, full-width ASCII, the ideographic
 * space and CJK ideographs (almost every answer) is normalized in one scan without calling
 * String.prototype.normalize; anything else takes the general path. Both give the same result.
 */
export function normalizeBlank(value: string, caseSensitive = false): string {
  if (typeof value !== 'string') return '';
  // One scan classifies the text: plain printable ASCII (the common case), the simple wider set
  // rewritten by hand, or anything else for String.prototype.normalize.
  let ascii = true;
  let hash = false;
  let upper = false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x20 && code <= 0x7e) {
      if (code === HASH) hash = true;
      else if (isUpperAscii(code)) upper = true;
    } else if (narrowCodePoint(code) !== code || (code >= CJK_FIRST && code <= CJK_LAST)) {
      ascii = false;
    } else {
      return normalizeGeneral(value, caseSensitive);
    }
  }
  let out = ascii ? value : rewriteWide(value);
  if (hash || !ascii) out = stripHashes(out);
  if (!caseSensitive && (upper || !ascii)) out = out.toLowerCase();
  out = out.trim();
  if (out.charCodeAt(0) === DOLLAR && isWrappedMath(out)) out = canonicalTex(unwrapMath(out));
  return out;
}

/** Characters converted per String.fromCharCode call: spreading a whole long answer overflows the stack. */
const CHAR_CODE_CHUNK = 8192;

/** NFKC of text made of ASCII, full-width ASCII, the ideographic space and CJK ideographs. */
function rewriteWide(value: string): string {
  let out = '';
  for (let from = 0; from < value.length; from += CHAR_CODE_CHUNK) {
    const to = Math.min(value.length, from + CHAR_CODE_CHUNK);
    const codes = new Array<number>(to - from);
    for (let i = from; i < to; i++) {
      codes[i - from] = narrowCodePoint(value.charCodeAt(i));
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

function normalizeGeneral(value: string, caseSensitive: boolean): string {
  let out = stripHashes(value.normalize('NFKC')).trim();
  if (isWrappedMath(out)) out = canonicalTex(unwrapMath(out));
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
