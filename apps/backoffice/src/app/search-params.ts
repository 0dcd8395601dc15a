/*
 * Reading URL search params. They are read before any page loads, in the entry chunk: values are
 * checked against the enum lists of @harbour/domain (which the contract's schemas are built from)
 * rather than the contract's zod schemas, which would put zod into the login page's bundle.
 */

/** Whether a search value is one of an enum's values (from @harbour/domain). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
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
