import { Trans, useLingui } from '@lingui/react/macro';
import { BandBadge } from '../../../shared/report/band-badge';
import { percentText } from '../../../shared/report/bands';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { type ScoreBand, ScoreDistribution } from '../../../shared/report/score-distribution';
import { PartLink, type PartProps, viewOf } from './test-parts';

/** The test's summary figures and its score distribution on the ring bands. */
export function Overview({ family, report, search, onSearch }: PartProps) {
  const { t } = useLingui();
  const bands: ScoreBand[] = report.scoreDistribution.map((b) => ({
    band: `${b.from}–${b.to}%`,
    from: b.from,
    students: b.count,
  }));
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
      <ScoreDistribution
        id="hb-tr-distribution"
        reportName={report.homeworkName}
        bands={bands}
        studentsHeader={t`Students`}
        {...viewOf({ search, onSearch })}
        headingLevel={3}
      />
    </>
  );
}
