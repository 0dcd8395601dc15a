import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { percentText } from '../../../shared/report/bands';
import type { ReportView } from '../../../shared/report/chart-model';
import { RateChart } from '../../../shared/report/rate-chart';
import { exportRate, rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportTable } from '../../../shared/report/report-table';
import type { ClassSideRow } from '../logic/grade-dashboard';
import { classOverviewColumn, type TermKeep } from './student-report-column';

/**
 * The columns of classes side by side (the panel head's dashboard, the class comparison): grade, class (opening
 * its class overview), students, completion, class average, the spread of the students' rates (lowest,
 * quartiles, median, highest), students needing attention and, over a period, catch-up.
 */
export function useClassSideColumns(keep: TermKeep, { catchUp }: { catchUp: boolean }) {
  const { t } = useLingui();
  const spreadColumns = (
    [
      ['lowest', t`Lowest`, t`Lowest (%)`],
      ['lowerQuartile', t`Lower quartile`, t`Lower quartile (%)`],
      ['median', t`Median`, t`Median (%)`],
      ['upperQuartile', t`Upper quartile`, t`Upper quartile (%)`],
      ['highest', t`Highest`, t`Highest (%)`],
    ] as const
  ).map(
    ([point, header, exportHeader]): ReportColumn<ClassSideRow> => ({
      id: point,
      header,
      exportHeader,
      type: 'number',
      className: 'hb-report-num',
      value: (row) => exportRate(row.spread?.[point] ?? null),
      cell: (row) => percentText(row.spread?.[point] ?? null) ?? '—',
    }),
  );
  const columns: ReportColumn<ClassSideRow>[] = [
    { id: 'grade', header: t`Grade`, value: (row) => row.gradeName },
    classOverviewColumn(t`Class`, () => keep),
    {
      id: 'students',
      header: t`Students`,
      type: 'number',
      className: 'hb-report-num',
      value: (row) => row.studentCount,
    },
    {
      id: 'completion',
      header: t`Completion`,
      exportHeader: t`Completion (%)`,
      type: 'number',
      className: 'hb-report-num',
      value: (row) => exportRate(row.completionRate),
      cell: (row) => percentText(row.completionRate) ?? '—',
    },
    rateColumn('average', t`Class average`, (row) => row.averageScoreRate, {
      exportHeader: t`Class average (%)`,
    }),
    ...spreadColumns,
    {
      id: 'attention',
      header: t`Students needing attention`,
      type: 'number',
      className: 'hb-report-num',
      value: (row) => row.attentionCount,
    },
  ];
  if (catchUp)
    columns.push({
      id: 'catchUp',
      header: t`Catch-up`,
      type: 'number',
      className: 'hb-report-num',
      value: (row) => row.catchUpCount,
    });
  return columns;
}

/** Classes side by side as a report section: its table, exported as CSV/XLSX. */
export function ClassesSideSection({
  id,
  title,
  caption,
  rows,
  columns,
  exportName,
  children,
}: {
  id: string;
  title: ReactNode;
  caption: string;
  rows: readonly ClassSideRow[];
  columns: ReportColumn<ClassSideRow>[];
  exportName: string;
  /** What the section shows above the table (a note on what is compared). */
  children?: ReactNode;
}) {
  return (
    <ReportSection id={id} className="hb-card" title={title} exported={{ name: exportName, columns, rows }}>
      {children}
      {rows.length === 0 ? (
        <p>
          <Trans>No class has figures here yet.</Trans>
        </p>
      ) : (
        <ReportTable
          columns={columns}
          rows={rows}
          caption={caption}
          hideCaption
          rowKey={(row) => String(row.classId)}
        />
      )}
    </ReportSection>
  );
}

/** The classes' averages as a chart, or its table (the chart's view is the page's `view` search param). */
export function ClassAverageChart({
  rows,
  view,
  onViewChange,
}: {
  rows: readonly ClassSideRow[];
  view: ReportView | undefined;
  onViewChange: (view: ReportView) => void;
}) {
  const { t } = useLingui();
  return (
    <section className="hb-card hb-report-section">
      <RateChart
        title={t`Class average by class`}
        rows={rows}
        category={{ id: 'class', header: t`Class`, value: (row: ClassSideRow) => row.className }}
        rate={rateColumn<ClassSideRow>('average', t`Class average (%)`, (row) => row.averageScoreRate)}
        blank=""
        {...(view ? { view } : {})}
        onViewChange={onViewChange}
      />
    </section>
  );
}
