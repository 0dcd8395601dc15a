/**
 * React keys for things identified by their position (gaps, slots, passage cells, meter bars),
 * which never reorder: 'prefix-0', 'prefix-1', ….
 */
export function positionKeys(count: number, prefix: string): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => `${prefix}-${index}`);
}

/** Pairs each item of a list that never reorders with its position key. */
export function withPositionKeys<T>(items: readonly T[], prefix: string): { key: string; item: T }[] {
  return items.map((item, index) => ({ key: `${prefix}-${index}`, item }));
}
