import { Trans, useLingui } from '@lingui/react/macro';
import { BandBadge, BandLegend } from '../../../shared/report/band-badge';
import { bandFill, percentText } from '../../../shared/report/bands';
import { ReportChart } from '../../../shared/report/report-chart';
import { chartOf, type ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { PartLink, type PartProps, viewOf } from './test-parts';

interface Band {
  band: string;
  from: number;
  students: number;
}

/** The test's summary figures and its score distribution on the ring bands. */
export function Overview({ family, report, search, onSearch }: PartProps) {
  const { t } = useLingui();
  const bands: Band[] = report.scoreDistribution.map((b) => ({
    band: `${b.from}–${b.to}%`,
    from: b.from,
    students: b.count,
  }));
  const band: ReportColumn<Band> = { id: 'band', header: t`Score rate band`, value: (b) => b.band };
  const students: ReportColumn<Band> = {
    id: 'students',
    header: t`Students`,
    type: 'number',
    value: (b) => b.students,
  };
  const hardest = [...report.questions]
    .filter((q) => q.scoreRate !== null)
    .sort((a, b) => (a.scoreRate ?? 0) - (b.scoreRate ?? 0))[0];
  const average = report.averageScore === null ? '—' : report.averageScore.toFixed(1);
  return (
    <>
      <ReportSection id="hb-tr-summary" title={<Trans>Summary</Trans>}>
        <ReportFigures
          items={[
            { label: t`Handed in`, value: t`${report.submittedCount} of ${report.studentCount}` },
            { label: t`Full score`, value: report.fullScore },
            { label: t`Average score`, value: average },
            {
              label: t`Average score rate`,
              value: <BandBadge rate={report.averageScoreRate} />,
            },
            { label: t`Highest score`, value: report.highestScore ?? '—' },
            { label: t`Lowest score`, value: report.lowestScore ?? '—' },
            {
              label: t`Hardest question`,
              value: hardest ? (
                <PartLink
                  family={family}
                  part="question"
                  search={search}
                  extra={{ questionId: hardest.questionId }}
                >
                  {t`Question ${hardest.sortOrder}`} · {percentText(hardest.scoreRate)}
                </PartLink>
              ) : (
                '—'
              ),
            },
          ]}
        />
      </ReportSection>
      <ReportSection
        id="hb-tr-distribution"
        title={<Trans>Score distribution</Trans>}
        exported={{
          name: t`Score distribution ${report.homeworkName}`,
          columns: [band, students],
          rows: bands,
        }}
      >
        <ReportChart
          kind="bar"
          title={t`Students by score rate band`}
          {...chartOf(bands, band, [students])}
          colourOf={(row) => bandFill('ring', bands.find((b) => b.band === row.band)?.from ?? null)}
          {...viewOf({ search, onSearch })}
          legend={<BandLegend scale="ring" />}
          headingLevel={3}
        />
      </ReportSection>
    </>
  );
}
