import type { CheckStatus } from './model';

/** Result of checking one answer. */
export interface CheckResult {
  /** Overall verdict. */
  status: CheckStatus;
  /** One verdict per item (blank, selected option, pair, slot or cell), as documented per type. */
  items: boolean[];
}

/** Every item right → RIGHT, none (or no items) → WRONG, otherwise PART_RIGHT. */
export function statusFromItems(items: readonly boolean[]): CheckStatus {
  let right = 0;
  for (const item of items) if (item) right++;
  if (right === 0) return 'WRONG';
  return right === items.length ? 'RIGHT' : 'PART_RIGHT';
}

/** Result for answers a teacher marks, and for questions without an answer key. */
export function notCorrect(): CheckResult {
  return { status: 'NOT_CORRECT', items: [] };
}

export function fromItems(items: boolean[]): CheckResult {
  return { status: statusFromItems(items), items };
}
