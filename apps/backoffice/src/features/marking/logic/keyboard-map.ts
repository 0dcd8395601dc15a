/** What a key does on the scoring screen. */
export type MarkingKeyAction =
  | { type: 'digit'; digit: string }
  | { type: 'erase' }
  | { type: 'save' }
  | { type: 'next' }
  | { type: 'previous' }
  | null;

/** The part of a keyboard event the map reads. */
export interface MarkingKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  /** The focused element's tag, input type and contenteditable. */
  target: {
    tagName: string;
    type?: string;
    isContentEditable?: boolean;
    role?: string | null;
    /** A score field: it takes digits only, so J and K still move between students from it. */
    scoreField?: boolean;
  };
}

const NOT_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

/** Whether the focus is in a place that takes typing (a text field, a slider, a select, an editor). */
export function isTyping(target: MarkingKey['target']): boolean {
  const tag = target.tagName.toUpperCase();
  if (target.isContentEditable) return true;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NOT_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  return target.role === 'application' || target.role === 'slider' || target.role === 'textbox';
}

/** Whether the focus is on something Enter activates by itself (a button, a link). */
function activatesOnEnter(target: MarkingKey['target']): boolean {
  const tag = target.tagName.toUpperCase();
  return tag === 'BUTTON' || tag === 'A' || target.role === 'button' || target.role === 'link';
}

/**
 * The keyboard map of the scoring screen (keyboard first): digits type the score of the
 * focused answer, Enter saves it and moves on, J/K and the arrow keys move between students (or between
 * students on the same question). Not while typing in a text field, except Enter in a score or comment
 * field (Shift+Enter keeps a new line in a comment) and J/K in a score field (it takes digits only; the
 * screen puts the focus there).
 */
export function markingKeyAction(event: MarkingKey): MarkingKeyAction {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const typing = isTyping(event.target);
  if (event.key === 'Enter') {
    if (event.shiftKey || activatesOnEnter(event.target)) return null;
    const tag = event.target.tagName.toUpperCase();
    if (typing && tag !== 'INPUT' && tag !== 'TEXTAREA') return null;
    if (tag === 'INPUT' && event.target.type === 'range') return null;
    return { type: 'save' };
  }
  if (typing) {
    if (!event.target.scoreField || event.shiftKey) return null;
    if (event.key === 'j' || event.key === 'J') return { type: 'next' };
    if (event.key === 'k' || event.key === 'K') return { type: 'previous' };
    return null;
  }
  if (/^[0-9]$/.test(event.key)) return { type: 'digit', digit: event.key };
  if (event.key === 'Backspace') return { type: 'erase' };
  if (event.shiftKey) return null;
  switch (event.key) {
    case 'j':
    case 'J':
    case 'ArrowDown':
    case 'ArrowRight':
      return { type: 'next' };
    case 'k':
    case 'K':
    case 'ArrowUp':
    case 'ArrowLeft':
      return { type: 'previous' };
    default:
      return null;
  }
}

/** Longest score a teacher types (three digits: no question is worth 1000). */
export const SCORE_MAX_DIGITS = 3;

/** A score field's text after a digit is typed into it (a leading 0 is replaced). */
export function typeDigit(score: string, digit: string): string {
  const next = score === '0' ? digit : `${score}${digit}`;
  return next.length > SCORE_MAX_DIGITS ? score : next;
}

/** A score field's text after Backspace. */
export function eraseDigit(score: string): string {
  return score.slice(0, -1);
}
