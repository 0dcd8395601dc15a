import type { ReactNode } from 'react';
import type { ReportRow, ReportSeries } from './chart-model';
import type { ExportColumn, ExportRow } from './export';

/** A cell's value: what an export writes, a header sorts by and a chart draws (null: no data). */
export type ReportValue = string | number | null;

/**
 * One column of a report table, stated once: the table, its CSV/XLSX export and, where there is one, the
 * chart and the chart's table view all read it.
 */
export interface ReportColumn<Row> {
  /** Its id: the export's key, the chart's series key, the sort's id. */
  id: string;
  /** Its header in the table (and the export, unless `exportHeader` says otherwise). */
  header: string;
  /** Its header as the table shows it when more than the text (e.g. a link); the text is `header`. */
  headerCell?: ReactNode;
  /** Its cell in the table's footer row (e.g. the class average of the column). */
  footer?: ReactNode;
  /** Its header in an export when the file says more (e.g. "Score rate (%)" for a column of badges). */
  exportHeader?: string;
  /** Its value for the export, the sort and a chart; without it the column is shown only. */
  value?: (row: Row) => ReportValue;
  /** What the table shows; without it the value as `format` writes it, "—" for no value. */
  cell?: (row: Row) => ReactNode;
  /** number: exported as a number cell, drawn by a chart; text (default): exported as text. */
  type?: 'number' | 'text';
  /** How a number is written in the table and a chart (default: as is). */
  format?: (value: number) => string;
  /** Where it appears: both (default), only the table, or only the export. */
  in?: 'both' | 'table' | 'export';
  /** Its cells are the rows' headers (`th scope="row"`). */
  rowHeader?: boolean;
  /** Class of its header and cells (e.g. `hb-report-num`: numbers aligned to the end). */
  className?: string;
  /** Whether its header sorts the rows (by `value`); off by default: a report keeps its rows' order. */
  sort?: boolean;
}

/** The columns the table shows. */
export function tableColumnsOf<Row>(columns: readonly ReportColumn<Row>[]): ReportColumn<Row>[] {
  return columns.filter((column) => column.in !== 'export');
}

/** The columns and rows an export writes, from the same columns as the table. */
export function exportOf<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
): { columns: ExportColumn[]; rows: ExportRow[] } {
  const exported = columns.filter((column) => column.in !== 'table' && column.value !== undefined);
  return {
    columns: exported.map((column) => ({
      key: column.id,
      header: column.exportHeader ?? column.header,
      ...(column.type ? { type: column.type } : {}),
    })),
    rows: rows.map((row) =>
      Object.fromEntries(exported.map((column) => [column.id, column.value?.(row) ?? null])),
    ),
  };
}

/**
 * A chart's input from the same columns: the category column names the bars (or slices), each series
 * column gives a number a row; its header names the series, its format writes the numbers.
 */
export function chartOf<Row>(
  rows: readonly Row[],
  category: ReportColumn<Row>,
  series: readonly ReportColumn<Row>[],
): {
  data: ReportRow[];
  category: { key: string; label: string };
  series: ReportSeries[];
  format?: (value: number) => string;
} {
  const format = series[0]?.format;
  return {
    data: rows.map((row) =>
      Object.fromEntries([
        [category.id, category.value?.(row) ?? null],
        ...series.map((one) => [one.id, one.value?.(row) ?? null]),
      ]),
    ),
    category: { key: category.id, label: category.header },
    series: series.map((one) => ({ key: one.id, label: one.header })),
    ...(format ? { format } : {}),
  };
}

/** A cell's text when the column gives none of its own: the value as formatted, "—" for no value. */
export function valueText<Row>(column: ReportColumn<Row>, row: Row): string {
  const value = column.value?.(row) ?? null;
  if (value === null || value === '') return '—';
  return typeof value === 'number' && column.format ? column.format(value) : String(value);
}
