import type { SubjectCode } from '@harbour/api-client';

/*
 * Reading URL search params. They are read before any page loads, in the entry chunk: values are
 * checked against records typed by the contract (a missing or unknown value fails to compile) rather
 * than the contract's zod schemas, which would put zod into the login page's bundle.
 */

/** Subjects of the contract (SubjectCode). */
export const SUBJECT_CODES: Record<SubjectCode, true> = { CHINESE: true, ENGLISH: true, MATH: true };

/** Whether a search value is one of a contract enum's values. */
export function isOneOf<T extends string>(values: Record<T, true>, value: unknown): value is T {
  return typeof value === 'string' && Object.hasOwn(values, value);
}

/** The params among `keys` that are positive whole numbers (ids, pages); the others are dropped. */
export function positiveIds<K extends string>(
  raw: Record<string, unknown>,
  keys: readonly K[],
): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const n = Number(raw[key]);
    if (Number.isInteger(n) && n > 0) out[key] = n;
  }
  return out;
}
