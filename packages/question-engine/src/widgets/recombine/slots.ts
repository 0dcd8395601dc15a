/**
 * Slot rules of sentence recombination and text drag (spec §4): each slot holds one option index
 * or null. Placing an option hides it from the pool, an occupied slot returns its previous item to
 * the pool, moving between slots frees the old slot, and returning a placed item empties its slot.
 */
export type Slots = readonly (number | null)[];

/** Creates `count` empty slots. */
export function emptySlots(count: number): (number | null)[] {
  return Array.from({ length: Math.max(0, count) }, () => null);
}

/**
 * Places option `option` into slot `slot`. When `allowRepeat` is false (the default), the option
 * leaves any other slot it was in; the slot's previous option goes back to the pool.
 */
export function placeInSlot(
  slots: Slots,
  option: number,
  slot: number,
  allowRepeat = false,
): (number | null)[] {
  if (slot < 0 || slot >= slots.length) return [...slots];
  const next = slots.map((value) => (!allowRepeat && value === option ? null : value));
  next[slot] = option;
  return next;
}

/** Moves the option of slot `from` into slot `to`; the option that was in `to` returns to the pool. */
export function moveBetweenSlots(slots: Slots, from: number, to: number): (number | null)[] {
  const option = slots[from];
  if (option === null || option === undefined || from === to) return [...slots];
  const next = [...slots];
  next[from] = null;
  if (to >= 0 && to < next.length) next[to] = option;
  return next;
}

/** Returns the option of slot `slot` to the pool. */
export function returnToPool(slots: Slots, slot: number): (number | null)[] {
  return slots.map((value, index) => (index === slot ? null : value));
}

/** The option indices still shown in the pool: all of them when repeats are allowed. */
export function poolOptions(optionCount: number, slots: Slots, allowRepeat = false): number[] {
  const used = new Set(slots.filter((value): value is number => value !== null));
  return Array.from({ length: optionCount }, (_, index) => index).filter(
    (index) => allowRepeat || !used.has(index),
  );
}
