/** The chart kinds ReportChart draws. */
export type ReportChartKind = 'bar' | 'stacked-bar' | 'line' | 'donut';

/** How a report chart is seen: the chart, or the table of the same numbers. */
export const REPORT_VIEWS = ['chart', 'table'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

/** One series of numbers (a bar colour, a line); a donut has one, its rows being the slices. */
export interface ReportSeries {
  /** The rows' field holding the numbers. */
  key: string;
  /** Its name: the table's column header, the legend's text. */
  label: string;
  /** Its colour (a bar's or line's; hex). Bars coloured by band take `colourOf` instead. */
  colour?: string;
}

/** A row of a chart: its category (x axis, slice name) and a number (or null: no data) per series. */
export type ReportRow = Readonly<Record<string, string | number | null | undefined>>;

/** The series' default colours, in order (each with 3:1 against white, for a bar beside another). */
export const SERIES_COLOURS = ['#2563eb', '#db2777', '#0f766e', '#7c3aed', '#b45309', '#4b5563'] as const;

/** A series' colour: its own, else the default of its place. */
export function seriesColour(series: ReportSeries, index: number): string {
  return series.colour ?? SERIES_COLOURS[index % SERIES_COLOURS.length] ?? '#2563eb';
}

/** A number of a row as the chart reads it (null: no data, not 0). */
export function rowValue(row: ReportRow, key: string): number | null {
  const value = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
