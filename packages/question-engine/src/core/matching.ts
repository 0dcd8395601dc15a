/**
 * Maximum bipartite matching (Kuhn's augmenting paths) between inputs and reference blanks.
 * `candidates[i]` lists the blanks input i may fill. Inputs are tried in order, and an input once
 * matched stays matched, so among the best assignments the earlier inputs are preferred.
 * Returns, per input, whether it got a blank of its own.
 */
export function maximumMatching(candidates: readonly (readonly number[])[], blankCount: number): boolean[] {
  const owner = new Int32Array(blankCount).fill(-1);
  const matched = new Array<boolean>(candidates.length).fill(false);
  const visited = new Uint8Array(blankCount);

  const augment = (input: number): boolean => {
    for (const blank of candidates[input] ?? []) {
      if (visited[blank]) continue;
      visited[blank] = 1;
      const current = owner[blank] ?? -1;
      if (current === -1 || augment(current)) {
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
    for (const blank of list) {
      if (owner[blank] === -1) {
        owner[blank] = input;
        taken = true;
        break;
      }
    }
    if (!taken) {
      visited.fill(0);
      taken = augment(input);
    }
    matched[input] = taken;
  }
  return matched;
}
