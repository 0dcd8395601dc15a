import fc from 'fast-check';
import { maximumMatching } from './matching';

/** Largest number of inputs that can get distinct blanks, by trying every assignment. */
function bruteForceMaximum(candidates: number[][], blankCount: number): number {
  const used = new Array<boolean>(blankCount).fill(false);
  const best = (input: number): number => {
    if (input === candidates.length) return 0;
    let result = best(input + 1);
    for (const blank of candidates[input] ?? []) {
      if (used[blank]) continue;
      used[blank] = true;
      result = Math.max(result, 1 + best(input + 1));
      used[blank] = false;
    }
    return result;
  };
  return best(0);
}

describe('maximumMatching', () => {
  it('fits both inputs where a greedy first fit would fit one', () => {
    expect(maximumMatching([[0, 1], [0]], 2)).toEqual([true, true]);
  });

  it('gives a blank to one input only', () => {
    expect(maximumMatching([[0], [0], [0]], 1)).toEqual([true, false, false]);
  });

  it('leaves inputs without candidates unmatched', () => {
    expect(maximumMatching([[], [1]], 2)).toEqual([false, true]);
  });

  it('matches as many inputs as the best assignment, on random graphs', () => {
    const graph = fc.integer({ min: 1, max: 6 }).chain((blanks) =>
      fc.tuple(
        fc.constant(blanks),
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: blanks - 1 }), { maxLength: blanks }), {
          maxLength: 6,
        }),
      ),
    );
    fc.assert(
      fc.property(graph, ([blanks, candidates]) => {
        const matched = maximumMatching(candidates, blanks);
        return matched.filter(Boolean).length === bruteForceMaximum(candidates, blanks);
      }),
      { numRuns: 2_000 },
    );
  });
});
