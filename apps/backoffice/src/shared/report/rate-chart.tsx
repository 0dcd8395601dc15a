import { BandLegend } from './band-badge';
import { type BandScale, bandFill, percentText } from './bands';
import { rowValue } from './chart-model';
import { ReportChart, type ReportChartProps } from './report-chart';
import { chartOf, type ReportColumn } from './report-columns';

export interface RateChartProps<Row>
  extends Omit<ReportChartProps, 'kind' | 'data' | 'category' | 'series' | 'format' | 'colourOf' | 'domain'> {
  /** The rows, a bar each. */
  rows: readonly Row[];
  /** The column naming the bars (the table view's row headers). */
  category: ReportColumn<Row>;
  /** The column of rates (0–100) drawn, e.g. a rateColumn of the table under the chart. */
  rate: ReportColumn<Row>;
  /** The colour scale of the bars and the legend (default progress). */
  scale?: BandScale;
  /** What the table view writes for no rate (default "—"). */
  blank?: string;
}

/** A bar chart of rates from 0 to 100%, each bar in its band's colour, with the legend of the scale. */
export function RateChart<Row>({
  rows,
  category,
  rate,
  scale = 'progress',
  blank = '—',
  legend,
  ...chart
}: RateChartProps<Row>) {
  return (
    <ReportChart
      kind="bar"
      {...chartOf(rows, category, [rate])}
      format={(value) => percentText(value) ?? blank}
      colourOf={(row) => bandFill(scale, rowValue(row, rate.id))}
      domain={[0, 100]}
      legend={legend ?? <BandLegend {...(scale === 'progress' ? {} : { scale })} />}
      {...chart}
    />
  );
}
