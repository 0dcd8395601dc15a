import type { SchedulesWholePerformance, StudentsPerformance } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BandBadge } from '../../../shared/report/band-badge';
import { percentText } from '../../../shared/report/bands';
import { RateChart } from '../../../shared/report/rate-chart';
import { exportRate, rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportTable } from '../../../shared/report/report-table';
import { classNumberColumn } from '../logic/class-number-column';
import { ATTENTION_LABELS } from '../logic/labels';
import type { ReportCentreSearch } from '../logic/performance-search';
import { ClassTermFrame, type ClassTermKeep } from './class-term-frame';
import type { SearchPageProps } from './report-context';
import { studentReportColumn } from './student-report-column';
import './performance.css';

/**
 * The class overview (spec §2 homeOverView): the term's units with their class averages (a chart with its
 * table), the students needing attention (§9 bands) or catch-up, and the usage of the past 7 and 30 days.
 */
export function ClassOverviewPage({ search, onSearch }: SearchPageProps<ReportCentreSearch>) {
  return (
    <ClassTermFrame search={search} onSearch={onSearch} title={<Trans>Class overview</Trans>}>
      {({ term, students, className, keep }) => (
        <>
          <UsageSection term={term} />
          <UnitsChart term={term} search={search} onSearch={onSearch} keep={keep} />
          <AttentionSection students={students.students} className={className} keep={keep} />
        </>
      )}
    </ClassTermFrame>
  );
}

type Unit = SchedulesWholePerformance['units'][number];
type Student = StudentsPerformance['students'][number];

/** The class average this term and the usage of the past 7 and 30 days. */
function UsageSection({ term }: { term: SchedulesWholePerformance }) {
  const { t } = useLingui();
  return (
    <ReportSection id="hb-perf-usage" className="hb-card" title={<Trans>Usage</Trans>}>
      <ReportFigures
        items={[
          { label: t`Class average this term`, value: <BandBadge rate={term.averageScoreRate} /> },
          ...term.usage.map((u) => {
            const { days, published, submitted, activeStudents } = u;
            return {
              label: t`Past ${days} days`,
              value: t`${published} homework published, ${submitted} hand-ins, ${activeStudents} students active`,
            };
          }),
        ]}
      />
    </ReportSection>
  );
}

/** The class average by unit (a chart with its table), and a link to each unit's report. */
function UnitsChart({
  term,
  search,
  onSearch,
  keep,
}: {
  term: SchedulesWholePerformance;
  search: ReportCentreSearch;
  onSearch: (next: ReportCentreSearch) => void;
  keep: ClassTermKeep;
}) {
  const { t } = useLingui();
  return (
    <section className="hb-card hb-report-section">
      <RateChart
        title={t`Class average by unit`}
        rows={term.units}
        category={{ id: 'unit', header: t`Unit`, value: (u: Unit) => u.name }}
        rate={rateColumn<Unit>('average', t`Class average (%)`, (u) => u.averageScoreRate)}
        blank=""
        {...(search.view ? { view: search.view } : {})}
        onViewChange={(view) => onSearch({ ...search, view })}
      />
      <ul className="hb-perf__links">
        {term.units.map(({ scheduleId, name: unitName }) => (
          <li key={scheduleId}>
            <Link to="/home/reportCenter/ePracticeCourse" search={{ ...keep, scheduleId }}>
              {t`Unit report: ${unitName}`}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The students under 60% or needing catch-up, with their follow-up's rate. */
function AttentionSection({
  students,
  className,
  keep,
}: {
  students: readonly Student[];
  className: string | undefined;
  keep: ClassTermKeep;
}) {
  const { t, i18n } = useLingui();
  const needing = students.filter((s) => s.attentionBand !== null || s.catchUp);
  const columns: ReportColumn<Student>[] = [
    classNumberColumn(i18n),
    studentReportColumn(t`Student`, keep),
    rateColumn('rate', t`Score rate`, (s) => s.scoreRate, { exportHeader: t`Score rate (%)` }),
    {
      id: 'completion',
      header: t`Completion`,
      exportHeader: t`Completion (%)`,
      type: 'number',
      className: 'hb-report-num',
      value: (s) => exportRate(s.completionRate),
      cell: (s) => percentText(s.completionRate) ?? '—',
    },
    {
      id: 'attention',
      header: t`Attention`,
      value: (s) => (s.attentionBand ? i18n._(ATTENTION_LABELS[s.attentionBand]) : ''),
    },
    { id: 'catchUp', header: t`Catch-up`, in: 'export', value: (s) => (s.catchUp ? t`Catch-up` : '') },
    {
      id: 'followUp',
      header: t`Follow-up`,
      in: 'table',
      cell: (s) =>
        s.catchUp ? (
          <span className="hb-perf__flag">
            {t`Catch-up`} · {percentText(s.followUpScoreRate)}
          </span>
        ) : (
          (percentText(s.followUpScoreRate) ?? '—')
        ),
    },
  ];
  return (
    <ReportSection
      id="hb-perf-attention"
      className="hb-card"
      title={<Trans>Students needing attention</Trans>}
      exported={{ name: t`Students needing attention ${className}`, columns, rows: needing }}
    >
      <ReportTable
        columns={columns}
        rows={needing}
        caption={t`Students needing attention`}
        hideCaption
        rowKey={(s) => String(s.studentId)}
        empty={
          <p className="hb-report-note">
            <Trans>No student is under 60% or needs catch-up.</Trans>
          </p>
        }
      />
    </ReportSection>
  );
}
