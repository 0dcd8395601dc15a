import { DOLLAR, HASH, isUpperAscii, narrowCodePoint, PRINTABLE_ASCII } from './code-points';

/**
 * Fast path of blank checking: walks the student string once against a trie of the reference
 * alternatives, without splitting it or building normalized copies. It gives exactly what
 * split('##') → normalizeBlank → lookup gives (a property test holds it to that). Full-width ASCII and
 * the ideographic space are mapped on the way; any segment with another character outside printable
 * ASCII, or that starts with '$' (math), is handed to that general path.
 */

const FIRST = 0x20;
const LAST = 0x7e;
const WIDTH = LAST - FIRST + 1;
const SPACE = 0x20;
const LOWER_OFFSET = 0x20;

/** Trie of the printable-ASCII reference alternatives; node 0 is the root. */
export interface BlankTrie {
  /** next[node * WIDTH + (code - 0x20)] = child node, or 0 for none (the root is never a child). */
  next: Int32Array;
  /** Blanks that accept the alternative ending at a node. */
  accepts: (readonly number[] | undefined)[];
}

/** Builds the trie of the normalized alternatives that are printable ASCII. */
export function buildBlankTrie(alternatives: ReadonlyMap<string, readonly number[]>): BlankTrie {
  const rows: Int32Array[] = [new Int32Array(WIDTH)];
  const accepts: (readonly number[] | undefined)[] = [undefined];
  for (const [alternative, blanks] of alternatives) {
    if (!PRINTABLE_ASCII.test(alternative)) continue;
    let node = 0;
    for (let i = 0; i < alternative.length; i++) {
      const slot = alternative.charCodeAt(i) - FIRST;
      const row = rows[node]!;
      let child = row[slot]!;
      if (child === 0) {
        child = rows.length;
        rows.push(new Int32Array(WIDTH));
        accepts.push(undefined);
        row[slot] = child;
      }
      node = child;
    }
    accepts[node] = blanks;
  }
  const next = new Int32Array(rows.length * WIDTH);
  for (let index = 0; index < rows.length; index++) next.set(rows[index]!, index * WIDTH);
  return { next, accepts };
}

const NONE: readonly number[] = [];

/**
 * The candidate blanks of each of the first `count` '##'-separated inputs of `student`.
 * `general(input)` answers for segments the trie cannot walk.
 */
export function scanCandidates(
  trie: BlankTrie,
  caseSensitive: boolean,
  student: string,
  count: number,
  general: (input: string) => readonly number[],
): (readonly number[])[] {
  const lists: (readonly number[])[] = [];
  const { next, accepts } = trie;
  const length = student.length;
  let start = 0;
  while (lists.length < count && start <= length) {
    let node = 0;
    // Node after the last non-space character: trailing spaces are trimmed away.
    let settled = 0;
    // 0 walking, 1 a space left the trie (fine if only spaces follow), 2 no alternative can match.
    let state = 0;
    let started = false;
    let fallback = false;
    let i = start;
    for (; i < length; i++) {
      const raw = student.charCodeAt(i);
      if (raw === HASH) {
        if (i + 1 < length && student.charCodeAt(i + 1) === HASH) break;
        continue;
      }
      // Full-width ASCII and the ideographic space are their NFKC forms shifted (a full-width '＃'
      // is stripped like '#', but never separates blanks: the split happens before normalizing).
      const code = narrowCodePoint(raw);
      if (code === HASH) continue;
      if (code < FIRST || code > LAST || (!started && code === DOLLAR)) {
        fallback = true;
        break;
      }
      if (state === 2) continue;
      if (code === SPACE) {
        if (!started) continue;
        if (state === 0) {
          const child = next[node * WIDTH]!;
          if (child !== 0) node = child;
          else state = 1;
        }
        continue;
      }
      started = true;
      if (state === 1) {
        state = 2;
        continue;
      }
      const lowered = !caseSensitive && isUpperAscii(code) ? code + LOWER_OFFSET : code;
      const child = next[node * WIDTH + lowered - FIRST]!;
      if (child === 0) {
        state = 2;
      } else {
        node = child;
        settled = child;
      }
    }
    if (fallback) {
      const end = student.indexOf('##', start);
      const stop = end < 0 ? length : end;
      lists.push(general(student.slice(start, stop)));
      start = stop + 2;
    } else {
      lists.push(state === 2 || settled === 0 ? NONE : (accepts[settled] ?? NONE));
      start = i + 2;
    }
  }
  return lists;
}
