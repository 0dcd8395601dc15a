/**
 * Counts the work a call does, for tests that prove a cost grows linearly with an input's length
 * without timing it: a count is the same on every machine and under any load. While `countWork` runs
 * its callback, the built-in String, RegExp and Array methods are wrapped so that every call adds what
 * it reads to the count: the characters a string method scans (`indexOf` from its start to the match,
 * `split` or `normalize` the whole string, `charCodeAt` one), the characters a regular expression's
 * `exec` steps over, and the elements an array method may visit. The parsers themselves are not
 * changed, so the count costs nothing outside these tests and cannot alter what they return.
 * A loop that indexes a string or array by hand (`text[i]`) is not counted; the parsers walk strings
 * with `charCodeAt`, which is.
 */

type Counter = (self: unknown, args: readonly unknown[], result: unknown) => number;

const lengthOf = (value: unknown): number =>
  typeof value === 'string' || Array.isArray(value) ? value.length : 0;

/** Clamps a position argument as the built-ins do. */
function position(value: unknown, fallback: number, length: number): number {
  const n = value === undefined ? fallback : Math.trunc(Number(value)) || 0;
  return Math.min(Math.max(n, 0), length);
}

/** Reads the whole receiver. */
const whole: Counter = (self) => lengthOf(self);
/** Reads what it returns. */
const returned: Counter = (_self, _args, result) => Math.max(1, lengthOf(result));
const one: Counter = () => 1;

const nativeIndexOf = String.prototype.indexOf;

/** `indexOf(search, from)`: from `from` to the end of the match, or to the end of the string. */
const forwardSearch: Counter = (self, args, result) => {
  const text = String(self);
  const from = position(args[1], 0, text.length);
  const found = typeof result === 'number' ? result : nativeIndexOf.call(text, String(args[0]), from);
  const end = found < 0 ? text.length : found + String(args[0]).length;
  return Math.max(1, end - from);
};

/** `lastIndexOf(search, from)`: from `from` back to the match, or to the start. */
const backwardSearch: Counter = (self, args, result) => {
  const text = String(self);
  const from = position(args[1], text.length, text.length);
  const found = typeof result === 'number' ? result : -1;
  return Math.max(1, from - Math.max(found, 0) + 1);
};

/** `startsWith(search)` and `endsWith(search)` compare the search string only. */
const searchLength: Counter = (_self, args) => Math.max(1, String(args[0]).length);

const STRING_COUNTERS: Readonly<Record<string, Counter>> = {
  at: one,
  charAt: one,
  charCodeAt: one,
  codePointAt: one,
  concat: whole,
  endsWith: searchLength,
  includes: forwardSearch,
  indexOf: forwardSearch,
  lastIndexOf: backwardSearch,
  localeCompare: whole,
  match: whole,
  matchAll: whole,
  normalize: whole,
  padEnd: returned,
  padStart: returned,
  repeat: returned,
  replace: whole,
  replaceAll: whole,
  search: whole,
  slice: returned,
  split: whole,
  startsWith: searchLength,
  substr: returned,
  substring: returned,
  toLocaleLowerCase: whole,
  toLocaleUpperCase: whole,
  toLowerCase: whole,
  toUpperCase: whole,
  trim: whole,
  trimEnd: whole,
  trimStart: whole,
};

const ARRAY_COUNTERS: Readonly<Record<string, Counter>> = {
  concat: whole,
  copyWithin: whole,
  every: whole,
  fill: whole,
  filter: whole,
  find: whole,
  findIndex: whole,
  findLast: whole,
  findLastIndex: whole,
  flat: whole,
  flatMap: whole,
  forEach: whole,
  includes: whole,
  indexOf: whole,
  join: whole,
  lastIndexOf: whole,
  map: whole,
  pop: one,
  push: (_self, args) => Math.max(1, args.length),
  reduce: whole,
  reduceRight: whole,
  reverse: whole,
  // Removing the first element moves every other one.
  shift: whole,
  slice: returned,
  some: whole,
  sort: whole,
  splice: whole,
  unshift: whole,
};

/**
 * `exec` (which `test`, `replace`, `split`, `match` and `matchAll` call): the characters from where the
 * search starts to the end of the match, or to the end of the input when nothing matches.
 */
function regExpCounter(self: unknown, args: readonly unknown[], result: unknown, lastIndex: number): number {
  const input = String(args[0]);
  const pattern = self as RegExp;
  const from = pattern.global || pattern.sticky ? lastIndex : 0;
  const match = result as RegExpExecArray | null;
  if (match === null) return Math.max(1, (pattern.sticky ? from + 1 : input.length) - from);
  return Math.max(1, match.index + (match[0]?.length ?? 0) - from);
}

let visited = 0;
let counting = false;

function wrapAll(target: object, counters: Readonly<Record<string, Counter>>): () => void {
  const restore: (() => void)[] = [];
  for (const name of Object.keys(counters)) {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    const native = descriptor?.value;
    if (typeof native !== 'function') continue;
    const count = counters[name]!;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const result = native.apply(this, args);
      visited += count(this, args, result);
      return result;
    };
    Object.defineProperty(target, name, { ...descriptor, value: wrapped });
    restore.push(() => Object.defineProperty(target, name, descriptor!));
  }
  return () => {
    for (const undo of restore) undo();
  };
}

function wrapExec(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(RegExp.prototype, 'exec')!;
  const native = descriptor.value as RegExp['exec'];
  const wrapped = function (this: RegExp, input: string) {
    const lastIndex = this.lastIndex;
    const result = native.call(this, input);
    visited += regExpCounter(this, [input], result, lastIndex);
    return result;
  };
  Object.defineProperty(RegExp.prototype, 'exec', { ...descriptor, value: wrapped });
  return () => Object.defineProperty(RegExp.prototype, 'exec', descriptor);
}

/**
 * Runs `work` and returns how many characters and elements the built-ins read for it. Synchronous
 * work only: nothing else runs while the built-ins are wrapped, and they are restored before it returns.
 */
export function countWork(work: () => void): number {
  if (counting) throw new Error('countWork does not nest');
  counting = true;
  const restoreString = wrapAll(String.prototype, STRING_COUNTERS);
  const restoreArray = wrapAll(Array.prototype, ARRAY_COUNTERS);
  const restoreExec = wrapExec();
  try {
    visited = 0;
    work();
    return visited;
  } finally {
    restoreExec();
    restoreArray();
    restoreString();
    counting = false;
  }
}

/** How much work an input of n characters and one of LENGTH_FACTOR · n characters cost. */
export interface Growth {
  unit: string;
  short: number;
  long: number;
}

/** The long input is this many times the short one. */
export const LENGTH_FACTOR = 10;
/**
 * Linear work grows by LENGTH_FACTOR; this allows a fifth more for work that grows with the number of
 * pieces an input splits into. Quadratic work grows by about LENGTH_FACTOR² (a hundredfold).
 */
export const LINEAR_GROWTH_LIMIT = LENGTH_FACTOR * 1.2;
/** Work that does not depend on the input's length (a key read on each call, say). */
export const FIXED_WORK = 100;

/**
 * The work of `work` on `unit` repeated to `shortLength` characters and to LENGTH_FACTOR times that, one
 * row per unit. Each short input is run once before counting, so caches (a question's parsed key) are
 * filled for both counts alike.
 */
export function lengthGrowth(
  work: (input: string) => void,
  units: readonly string[],
  shortLength: number,
): Growth[] {
  return units.map((unit) => {
    const short = unit.repeat(Math.ceil(shortLength / unit.length));
    const long = unit.repeat(Math.ceil((LENGTH_FACTOR * shortLength) / unit.length));
    work(short);
    return { unit, short: countWork(() => work(short)), long: countWork(() => work(long)) };
  });
}

/** The rows whose long input cost more than linear growth allows. */
export function superlinear(rows: readonly Growth[]): Growth[] {
  return rows.filter((row) => row.long > LINEAR_GROWTH_LIMIT * row.short + FIXED_WORK);
}
