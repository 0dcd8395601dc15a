/** Code points the blank normalizer and the one-pass blank scan both rely on (one place for each fact). */

/** '#', stripped from every blank (spec §5). */
export const HASH = 0x23;
/** '$', of the math marker '$$'. */
export const DOLLAR = 0x24;
export const UPPER_A = 0x41;
export const UPPER_Z = 0x5a;
/** Full-width forms U+FF01–U+FF5E are NFKC-equivalent to ASCII U+0021–U+007E at this offset. */
export const FULL_WIDTH_FIRST = 0xff01;
export const FULL_WIDTH_LAST = 0xff5e;
export const FULL_WIDTH_OFFSET = 0xfee0;
/** U+3000 IDEOGRAPHIC SPACE is NFKC-equivalent to a space. */
export const IDEOGRAPHIC_SPACE = 0x3000;
/** Printable ASCII, which NFKC leaves unchanged. */
export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The NFKC form of a full-width ASCII code point or of the ideographic space; any other code point as it is. */
export function narrowCodePoint(code: number): number {
  if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) return code - FULL_WIDTH_OFFSET;
  return code === IDEOGRAPHIC_SPACE ? 0x20 : code;
}

/** Whether a code point is an ASCII capital letter. */
export function isUpperAscii(code: number): boolean {
  return code >= UPPER_A && code <= UPPER_Z;
}
