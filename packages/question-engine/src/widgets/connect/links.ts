/** Milliseconds the connect tip shows when a right item is chosen first (spec §5, §9). */
export const CONNECT_TIP_MS = 2000;

/** One line of a connect or matching exercise, by item index on each side. */
export interface Link {
  /** Index of the left (or top) item. */
  left: number;
  /** Index of the right (or bottom) item. */
  right: number;
}

/** The state of a connect or matching exercise while the student draws lines. */
export interface LinkState {
  /** Lines drawn so far. */
  links: readonly Link[];
  /** The left item picked to start a line, or null. */
  pickedLeft: number | null;
}

/** What a pick did, for the component to announce or warn about. */
export type PickOutcome = 'picked' | 'linked' | 'needLeftFirst' | 'alreadyLinked' | 'unpicked';

export const initialLinkState: LinkState = { links: [], pickedLeft: null };

/** Picks a left item to start a line; an already linked left item cannot be chosen again. */
export function pickLeft(state: LinkState, left: number): { state: LinkState; outcome: PickOutcome } {
  if (state.links.some((link) => link.left === left)) return { state, outcome: 'alreadyLinked' };
  if (state.pickedLeft === left) return { state: { ...state, pickedLeft: null }, outcome: 'unpicked' };
  return { state: { ...state, pickedLeft: left }, outcome: 'picked' };
}

/**
 * Picks a right item to finish a line. Without a picked left item the spec's tip shows instead.
 * With `oneToOne` (matching), a right item already matched moves to the new left item.
 */
export function pickRight(
  state: LinkState,
  right: number,
  oneToOne = false,
): { state: LinkState; outcome: PickOutcome } {
  if (state.pickedLeft === null) return { state, outcome: 'needLeftFirst' };
  const left = state.pickedLeft;
  const kept = oneToOne ? state.links.filter((link) => link.right !== right) : state.links;
  return { state: { links: [...kept, { left, right }], pickedLeft: null }, outcome: 'linked' };
}

/** Deletes the line that starts at `left` (allowed before checking). */
export function deleteLink(state: LinkState, left: number): LinkState {
  return { ...state, links: state.links.filter((link) => link.left !== left) };
}
