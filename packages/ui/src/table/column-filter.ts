import type { FilterFn } from '@tanstack/react-table';

/** Confirm of a column filter is inactive when nothing is selected (spec back-office §2). */
export function canConfirmColumnFilter(selected: readonly unknown[]): boolean {
  return selected.length > 0;
}

/**
 * The filter a column gets from the selected values: none (show all) when every value is selected.
 * Cancelling or closing the filter goes back to all selected, which is also `undefined`.
 */
export function columnFilterValue(
  selected: readonly string[],
  allValues: readonly string[],
): string[] | undefined {
  const all = new Set(allValues);
  if (allValues.every((v) => selected.includes(v)) && selected.every((v) => all.has(v))) return undefined;
  return [...selected];
}

/** TanStack filter: keeps a row when its cell, as text, is among the selected values. */
export const inSelectedValues: FilterFn<unknown> = (row, columnId, filterValue: unknown) => {
  if (!Array.isArray(filterValue)) return true;
  return filterValue.includes(String(row.getValue(columnId) ?? ''));
};
