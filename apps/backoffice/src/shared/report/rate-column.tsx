import { wholePercent } from '@harbour/domain';
import { BandBadge } from './band-badge';
import type { BandScale } from './bands';
import type { ReportColumn } from './report-columns';

/** A rate (0–100) as an export writes it: the whole percentage the page shows; no rate stays null. */
export function exportRate(rate: number | null | undefined): number | null {
  return rate === null || rate === undefined || !Number.isFinite(rate) ? null : wholePercent(rate);
}

/**
 * A column of rates: the table shows each as a band badge (§9's colour with the value on it), the export
 * writes the whole percentage shown, the chart draws it.
 */
export function rateColumn<Row>(
  id: string,
  header: string,
  rate: (row: Row) => number | null | undefined,
  options: { exportHeader?: string; scale?: BandScale } = {},
): ReportColumn<Row> {
  return {
    id,
    header,
    type: 'number',
    ...(options.exportHeader ? { exportHeader: options.exportHeader } : {}),
    value: (row) => exportRate(rate(row)),
    cell: (row) => <BandBadge rate={rate(row)} {...(options.scale ? { scale: options.scale } : {})} />,
  };
}
