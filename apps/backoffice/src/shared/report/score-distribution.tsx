import { Trans, useLingui } from '@lingui/react/macro';
import { BandLegend } from './band-badge';
import { bandFill } from './bands';
import type { ReportView } from './chart-model';
import { ReportChart } from './report-chart';
import { chartOf, type ReportColumn } from './report-columns';
import { ReportSection } from './report-section';

/** One score-rate band of the ring scale and how many students scored in it. */
export interface ScoreBand {
  /** The band's name as shown (a ring's name, or its range such as "60–79%"). */
  band: string;
  /** The band's lowest rate, which picks its ring colour. */
  from: number;
  students: number;
}

export interface ScoreDistributionProps {
  /** The section's id (its anchor). */
  id: string;
  /** The homework's or test's name, in the export's file name. */
  reportName: string;
  bands: readonly ScoreBand[];
  /** The header of the students column (table, export and chart series). */
  studentsHeader: string;
  view?: ReportView;
  onViewChange: (view: ReportView) => void;
  /** The level of the chart's heading (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The "Score distribution" section of a homework or test report: students by score-rate band, each bar in
 * its ring colour, as a chart or a table, and its export.
 */
export function ScoreDistribution({
  id,
  reportName,
  bands,
  studentsHeader,
  view,
  onViewChange,
  headingLevel,
}: ScoreDistributionProps) {
  const { t } = useLingui();
  const band: ReportColumn<ScoreBand> = { id: 'band', header: t`Score rate band`, value: (b) => b.band };
  const students: ReportColumn<ScoreBand> = {
    id: 'students',
    header: studentsHeader,
    type: 'number',
    value: (b) => b.students,
  };
  return (
    <ReportSection
      id={id}
      title={<Trans>Score distribution</Trans>}
      exported={{
        name: t`Score distribution ${reportName}`,
        columns: [band, students],
        rows: bands,
      }}
    >
      <ReportChart
        kind="bar"
        title={t`Students by score rate band`}
        {...chartOf(bands, band, [students])}
        colourOf={(row) => bandFill('ring', bands.find((b) => b.band === row.band)?.from ?? null)}
        {...(view ? { view } : {})}
        onViewChange={onViewChange}
        legend={<BandLegend scale="ring" />}
        {...(headingLevel ? { headingLevel } : {})}
      />
    </ReportSection>
  );
}
