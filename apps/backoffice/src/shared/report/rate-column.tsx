import { BandBadge } from './band-badge';
import type { BandScale } from './bands';
import type { ReportColumn } from './report-columns';

/** A rate (0–100) rounded to one decimal for an export; no rate stays null. */
export function exportRate(rate: number | null | undefined): number | null {
  return rate === null || rate === undefined ? null : Math.round(rate * 10) / 10;
}

/**
 * A column of rates: the table shows each as a band badge (§9's colour with the value on it), the export
 * writes the number (rounded to one decimal with `round`), the chart draws it.
 */
export function rateColumn<Row>(
  id: string,
  header: string,
  rate: (row: Row) => number | null | undefined,
  options: { exportHeader?: string; round?: boolean; scale?: BandScale } = {},
): ReportColumn<Row> {
  return {
    id,
    header,
    type: 'number',
    ...(options.exportHeader ? { exportHeader: options.exportHeader } : {}),
    value: (row) => (options.round ? exportRate(rate(row)) : (rate(row) ?? null)),
    cell: (row) => <BandBadge rate={rate(row)} {...(options.scale ? { scale: options.scale } : {})} />,
  };
}
