import { countWork, FIXED_WORK, LENGTH_FACTOR, lengthGrowth, superlinear } from './work-count';

/** Positions of every '[' … ']' token, finding each ']' afresh: a rescan per unclosed '['. */
function rescanningTokens(text: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf('['); at >= 0; at = text.indexOf('[', at + 1)) {
    if (text.indexOf(']', at) >= 0) found.push(at);
  }
  return found;
}

/** The same tokens, remembering where the next ']' is. */
function linearTokens(text: string): number[] {
  const found: number[] = [];
  let close = -2;
  for (let at = text.indexOf('['); at >= 0; at = text.indexOf('[', at + 1)) {
    if (close !== -1 && close < at) close = text.indexOf(']', at);
    if (close >= 0) found.push(at);
  }
  return found;
}

/** Compares every pair of characters by hand. */
function pairwise(text: string): number {
  let equal = 0;
  for (let i = 0; i < text.length; i++)
    for (let j = i + 1; j < text.length; j++) if (text.charCodeAt(i) === text.charCodeAt(j)) equal++;
  return equal;
}

describe('countWork', () => {
  it('counts the characters a string search reads, from its start to the match or the end', () => {
    expect(countWork(() => 'abcdef'.indexOf('d'))).toBe(4);
    expect(countWork(() => 'abcdef'.indexOf('d', 2))).toBe(2);
    expect(countWork(() => 'abcdef'.indexOf('x'))).toBe(6);
    expect(countWork(() => 'abcdef'.split('c'))).toBe(6);
    expect(countWork(() => 'abcdef'.slice(1, 3))).toBe(2);
    expect(countWork(() => 'abcdef'.charCodeAt(5))).toBe(1);
  });

  it('counts the elements an array method may visit and the characters a regular expression steps over', () => {
    expect(countWork(() => [1, 2, 3, 4].includes(9))).toBe(4);
    expect(countWork(() => /d/.test('abcdef'))).toBe(4);
    expect(countWork(() => /x/.test('abcdef'))).toBe(6);
  });

  it('restores the built-ins, also when the work throws', () => {
    const indexOf = String.prototype.indexOf;
    const exec = RegExp.prototype.exec;
    const push = Array.prototype.push;
    expect(() =>
      countWork(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect([String.prototype.indexOf, RegExp.prototype.exec, Array.prototype.push]).toEqual([
      indexOf,
      exec,
      push,
    ]);
  });
});

describe('superlinear: the linearity check fails for quadratic work', () => {
  const units = ['[U:', '[', 'ab'];

  it('passes a token reader that remembers the next close', () => {
    const rows = lengthGrowth((input) => linearTokens(input), units, 2_000);
    expect(superlinear(rows)).toEqual([]);
    for (const row of rows) expect(row.long).toBeGreaterThan((LENGTH_FACTOR - 1) * row.short);
  });

  it('refuses the same reader searching for the close afresh for each open bracket', () => {
    const rows = lengthGrowth((input) => rescanningTokens(input), units, 2_000);
    expect(superlinear(rows).map((row) => row.unit)).toEqual(['[U:', '[']);
  });

  it('refuses a hand-written loop over every pair of characters', () => {
    const rows = lengthGrowth((input) => pairwise(input), ['ab'], 300);
    expect(superlinear(rows)).toHaveLength(1);
  });

  it('allows work that does not depend on the length', () => {
    const rows = lengthGrowth(() => 'x'.repeat(FIXED_WORK).split(''), ['a'], 1_000);
    expect(superlinear(rows)).toEqual([]);
  });
});
