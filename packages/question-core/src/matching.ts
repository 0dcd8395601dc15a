/**
 * Maximum bipartite matching (Kuhn's augmenting paths) between inputs and reference blanks.
 * `candidates[i]` lists the blanks input i may fill. Inputs are tried in order, and an input once
 * matched stays matched, so among the best assignments the earlier inputs are preferred.
 * Returns, per input, whether it got a blank of its own.
 */
export function maximumMatching(candidates: readonly (readonly number[])[], blankCount: number): boolean[] {
  const owner: number[] = new Array(blankCount).fill(-1);
  const matched: boolean[] = new Array(candidates.length).fill(false);
  let visited: boolean[] | undefined;

  const augment = (input: number, seen: boolean[]): boolean => {
    for (const blank of candidates[input] ?? []) {
      if (seen[blank]) continue;
      seen[blank] = true;
      const current = owner[blank] ?? -1;
      if (current === -1 || augment(current, seen)) {
        owner[blank] = input;
        return true;
      }
    }
    return false;
  };

  for (let input = 0; input < candidates.length; input++) {
    const list = candidates[input];
    if (!list || list.length === 0) continue;
    // Fast path: a free blank needs no search.
    let taken = false;
    for (let k = 0; k < list.length; k++) {
      const blank = list[k]!;
      if (owner[blank] === -1) {
        owner[blank] = input;
        taken = true;
        break;
      }
    }
    if (!taken) {
      visited = visited ? visited.fill(false) : new Array(blankCount).fill(false);
      taken = augment(input, visited);
    }
    matched[input] = taken;
  }
  return matched;
}
