import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  type PieLabelRenderProps,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  type ReportChartKind,
  type ReportRow,
  type ReportSeries,
  rowValue,
  seriesColour,
} from './chart-model';

/** The page's text colour (tokens.css --hb-text), for legends and slice labels. */
const TEXT = '#1f2937';

/**
 * The recharts drawing of a ReportChart. Its own module, loaded lazily by report-chart.tsx: recharts is
 * only in the chunks of the report pages that draw a chart, never in the dashboard's or login's.
 */
export default function ChartPlot({
  kind,
  data,
  categoryKey,
  series,
  format,
  colourOf,
  height,
  domain,
  seriesLegend,
}: {
  kind: ReportChartKind;
  data: readonly ReportRow[];
  categoryKey: string;
  series: readonly ReportSeries[];
  format: (value: number) => string;
  colourOf?: ((row: ReportRow, seriesKey: string) => string | undefined) | undefined;
  height: number;
  domain?: [number, number] | undefined;
  /** Whether recharts draws its own legend of the series (a donut's of its slices). */
  seriesLegend: boolean;
}) {
  const rows = data.map((row) => ({ ...row }));
  const tooltipFormat = (value: unknown) => (typeof value === 'number' ? format(value) : '—');
  // Legend texts in the page's text colour (recharts writes them in the series colour, too pale on white).
  const legend = seriesLegend ? (
    <Legend formatter={(value) => <span style={{ color: TEXT }}>{String(value)}</span>} />
  ) : null;
  // The chart is a picture (role img on the figure around it): keyboard and screen reader users read the
  // same numbers in the table view, so recharts' own keyboard layer stays off.
  if (kind === 'donut') {
    const only = series[0];
    if (!only) return null;
    return (
      <ResponsiveContainer width="100%" height={height}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={rows.map((row) => ({ ...row, [only.key]: rowValue(row, only.key) ?? 0 }))}
            dataKey={only.key}
            nameKey={categoryKey}
            innerRadius="55%"
            outerRadius="75%"
            isAnimationActive={false}
            label={(props: PieLabelRenderProps) => (
              <text
                x={props.x}
                y={props.y}
                fill={TEXT}
                textAnchor={props.textAnchor}
                dominantBaseline="central"
              >
                {tooltipFormat(props.value)}
              </text>
            )}
          >
            {rows.map((row, index) => (
              <Cell
                key={String(row[categoryKey] ?? index)}
                fill={colourOf?.(row, only.key) ?? seriesColour({ key: '', label: '' }, index)}
              />
            ))}
          </Pie>
          <Tooltip formatter={tooltipFormat} />
          {legend}
        </PieChart>
      </ResponsiveContainer>
    );
  }
  if (kind === 'line') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={rows} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey={categoryKey} />
          <YAxis domain={domain ?? ['auto', 'auto']} tickFormatter={format} />
          <Tooltip formatter={tooltipFormat} />
          {legend}
          {series.map((line, index) => (
            <Line
              key={line.key}
              dataKey={line.key}
              name={line.label}
              stroke={seriesColour(line, index)}
              strokeWidth={2}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={categoryKey} />
        <YAxis domain={domain ?? [0, 'auto']} tickFormatter={format} allowDecimals={false} />
        <Tooltip formatter={tooltipFormat} />
        {series.length > 1 ? legend : null}
        {series.map((bar, index) => (
          <Bar
            key={bar.key}
            dataKey={bar.key}
            name={bar.label}
            fill={seriesColour(bar, index)}
            isAnimationActive={false}
            {...(kind === 'stacked-bar' ? { stackId: 'stack' } : {})}
          >
            {colourOf
              ? rows.map((row, rowIndex) => (
                  <Cell
                    key={String(row[categoryKey] ?? rowIndex)}
                    fill={colourOf(row, bar.key) ?? seriesColour(bar, index)}
                  />
                ))
              : null}
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
