/** The part of fontkit (pdfkit's font engine) the test PDF uses: whether a font draws a character, its ascent. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    ascent: number;
    unitsPerEm: number;
  }
  export function create(buffer: Buffer, postscriptName?: string): Font;
}
