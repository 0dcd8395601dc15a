/**
 * Named character references read by htmlToText: the five XML ones, the no-break space, and the
 * typographic marks a rich-text editor writes by name. Any other name stays as written.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  times: '×',
  divide: '÷',
  deg: '°',
  copy: '©',
};

/**
 * A tag (a '<' followed by a letter or '/' and a letter), a comment or a declaration; a '<' before
 * anything else is text ("1 < 2"). A line break and the end of a paragraph, block, list item or table
 * cell separate words.
 */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>|<!--[\s\S]*?-->|<[!?][^>]*>/g;
const SEPARATING = new Set(['br', 'p', 'div', 'li', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const REFERENCE = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;
const SPACES = /\s+/g;

function decodeReference(reference: string, name: string): string {
  if (name[0] !== '#') return Object.hasOwn(NAMED, name) ? NAMED[name]! : reference;
  const code =
    name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  // No character for 0, a surrogate half or a number past Unicode: the reference stays as written.
  if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return reference;
  return String.fromCodePoint(code);
}

/**
 * The text of an HTML fragment as a reader sees it, where there is no DOM (reports, exports, search, a
 * render without a browser): tags dropped, a line break or the end of a block read as a space, character
 * references decoded in one pass (`&amp;lt;` reads `&lt;`: a decoded `&` never starts another reference),
 * white space collapsed to single spaces and trimmed. Numeric references are all read; named ones as
 * listed in NAMED. '' for anything that is not a string. Never throws.
 */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(TAG, (_tag, _closing: string, name: string | undefined) =>
      name !== undefined && SEPARATING.has(name.toLowerCase()) ? ' ' : '',
    )
    .replace(REFERENCE, decodeReference)
    .replace(SPACES, ' ')
    .trim();
}
