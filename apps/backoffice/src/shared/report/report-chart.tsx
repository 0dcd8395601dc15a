import { TabBar } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import {
  type ReportChartKind,
  type ReportRow,
  type ReportSeries,
  type ReportView,
  rowValue,
} from './chart-model';
import type { ReportColumn } from './report-columns';
import { ReportTable } from './report-table';
import './report.css';

// Pure: a module that imports this file without drawing a chart keeps none of recharts' chunk; the call
// would otherwise stay as a side effect.
const ChartPlot = /* @__PURE__ */ lazy(() => import('./chart-plot'));

export interface ReportChartProps {
  /** bar, stacked-bar (series stacked), line (a trend), donut (one series, the rows its slices). */
  kind: ReportChartKind;
  /** The chart's heading, the picture's name and the table's caption. */
  title: string;
  /** The rows: each a category and a number (or null: no data) per series. */
  data: readonly ReportRow[];
  /** The rows' field naming their category (x axis, slice), and the table's header for it. */
  category: { key: string; label: string };
  /** The series drawn (a donut draws the first). */
  series: readonly ReportSeries[];
  /** How a number is written in the table, the tooltips and the axis (default: as is, e.g. a count). */
  format?: (value: number) => string;
  /** A bar's or slice's own colour (e.g. its band's, from bandFill); otherwise the series colour. */
  colourOf?: (row: ReportRow, seriesKey: string) => string | undefined;
  /** The value axis' range, e.g. [0, 100] for rates. */
  domain?: [number, number];
  /** Chart or table, controlled: keep it in the URL (reportViewParam) so a shared link opens the same view. */
  view?: ReportView;
  onViewChange?: (view: ReportView) => void;
  /** The plot's height in px (default 280). */
  height?: number;
  /**
   * Shown under the chart and the table, e.g. a <BandLegend />. Given, it replaces recharts' own legend of a
   * donut's slices (bars and lines keep their series legend).
   */
  legend?: ReactNode;
  /** The level of the chart's heading (default 2: a section of a report page under its h1). */
  headingLevel?: 2 | 3 | 4;
}

const plain = (value: number) => String(value);

/**
 * A chart with a Chart | Table switch (tabs: arrow keys, one pointer): the table is a real <table> with a
 * caption, column headers and a row header per category, of exactly the numbers the chart draws. recharts
 * loads with the first chart shown (a lazy chunk), the table needs none of it.
 */
export function ReportChart({
  kind,
  title,
  data,
  category,
  series,
  format = plain,
  colourOf,
  domain,
  view,
  onViewChange,
  height = 280,
  legend,
  headingLevel = 2,
}: ReportChartProps) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useLingui();
  const [ownView, setOwnView] = useState<ReportView>('chart');
  const shown = view ?? ownView;
  const choose = (next: string) => {
    const chosen: ReportView = next === 'table' ? 'table' : 'chart';
    if (view === undefined) setOwnView(chosen);
    onViewChange?.(chosen);
  };
  return (
    <section className="hb-report-chart" aria-label={title}>
      <div className="hb-report-chart__head">
        <Heading className="hb-report-chart__title">{title}</Heading>
      </div>
      <TabBar
        aria-label={t`${title}: view`}
        items={[
          { value: 'chart', label: t`Chart` },
          { value: 'table', label: t`Table` },
        ]}
        value={shown}
        onChange={choose}
      >
        {shown === 'chart' ? (
          <div
            className="hb-report-chart__plot"
            role="img"
            aria-label={t`${title} (chart; the same numbers are in the Table view)`}
            style={{ minHeight: height }}
          >
            <Suspense fallback={<div className="hb-report-chart__loading">{t`Loading the chart…`}</div>}>
              <ChartPlot
                kind={kind}
                data={data}
                categoryKey={category.key}
                series={series}
                format={format}
                colourOf={colourOf}
                height={height}
                domain={domain}
                seriesLegend={kind !== 'donut' || legend === undefined}
              />
            </Suspense>
          </div>
        ) : (
          <ChartTable title={title} data={data} category={category} series={series} format={format} />
        )}
      </TabBar>
      {legend}
    </section>
  );
}

/** The table view of a chart: caption, a column per series, a row header per category. */
export function ChartTable({
  title,
  data,
  category,
  series,
  format = plain,
}: Pick<ReportChartProps, 'title' | 'data' | 'category' | 'series' | 'format'>) {
  const { t } = useLingui();
  const columns: ReportColumn<ReportRow>[] = [
    {
      id: category.key,
      header: category.label,
      rowHeader: true,
      value: (row) => String(row[category.key] ?? ''),
    },
    ...series.map(
      (one): ReportColumn<ReportRow> => ({
        id: one.key,
        header: one.label,
        type: 'number',
        className: 'hb-report-num',
        value: (row) => rowValue(row, one.key),
        cell: (row) => {
          const value = rowValue(row, one.key);
          return value === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="hb-visually-hidden">{t`No data`}</span>
            </>
          ) : (
            format(value)
          );
        },
      }),
    ),
  ];
  return (
    <ReportTable
      columns={columns}
      rows={data}
      caption={title}
      rowKey={(row, index) => String(row[category.key] ?? index)}
    />
  );
}
