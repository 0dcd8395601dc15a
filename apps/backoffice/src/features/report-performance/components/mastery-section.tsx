import type { LearningAspectCode } from '@harbour/api-client';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MasteryBadge, type MasteryBadgeProps } from '../../../shared/report/band-badge';
import type { ReportView } from '../../../shared/report/chart-model';
import { RateChart } from '../../../shared/report/rate-chart';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportTable } from '../../../shared/report/report-table';
import { ASPECT_LABELS } from '../logic/labels';

/** A learning aspect's row header and its §9 weight ("—" without one), for the tables of aspects. */
export function useAspectColumns<Row extends { aspect: LearningAspectCode; weight: number | null }>(): [
  ReportColumn<Row>,
  ReportColumn<Row>,
] {
  const { t, i18n } = useLingui();
  return [
    {
      id: 'aspect',
      header: t`Learning aspect`,
      rowHeader: true,
      value: (a) => i18n._(ASPECT_LABELS[a.aspect]),
    },
    {
      id: 'weight',
      header: t`Weight`,
      type: 'number',
      className: 'hb-report-num',
      value: (a) => a.weight,
      cell: (a) => (a.weight === null ? '—' : `${a.weight}%`),
    },
  ];
}

/** What a row of a mastery section has: its questions, score rate and mastery level. */
interface MasteryRow {
  questionCount: number;
  scoreRate: number | null;
  masteryLevel: MasteryBadgeProps['level'];
}

/**
 * Score rates by learning aspect or objective on the mastery scale: a chart with its table view, then a
 * table of the rows (their category, the page's own columns, questions, mastery), exportable.
 */
export function MasterySection<Row extends MasteryRow>({
  id,
  title,
  exportName,
  rows,
  category,
  columns,
  chartTitle,
  caption,
  rowKey,
  view,
  onView,
  children,
}: {
  id: string;
  title: ReactNode;
  exportName: string;
  rows: readonly Row[];
  /** The column naming each row (its row header and the chart's bars). */
  category: ReportColumn<Row>;
  /** The page's own columns, after the category. */
  columns: readonly ReportColumn<Row>[];
  chartTitle: string;
  caption: string;
  rowKey: (row: Row) => string;
  view: ReportView | undefined;
  onView: (view: ReportView) => void;
  /** A note before the chart. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const rate = rateColumn<Row>('rate', t`Score rate (%)`, (row) => row.scoreRate, { scale: 'mastery' });
  const all: ReportColumn<Row>[] = [
    category,
    ...columns,
    {
      id: 'questions',
      header: t`Questions`,
      type: 'number',
      className: 'hb-report-num',
      value: (row) => row.questionCount,
    },
    { ...rate, in: 'export' },
    {
      id: 'mastery',
      header: t`Mastery`,
      in: 'table',
      cell: (row) => <MasteryBadge level={row.masteryLevel} rate={row.scoreRate} />,
    },
  ];
  return (
    <ReportSection
      id={id}
      className="hb-card"
      title={title}
      exported={{ name: exportName, columns: all, rows }}
    >
      {children}
      <RateChart
        title={chartTitle}
        rows={rows}
        category={category}
        rate={rate}
        scale="mastery"
        blank=""
        {...(view ? { view } : {})}
        onViewChange={onView}
      />
      <ReportTable columns={all} rows={rows} caption={caption} rowKey={rowKey} />
    </ReportSection>
  );
}
