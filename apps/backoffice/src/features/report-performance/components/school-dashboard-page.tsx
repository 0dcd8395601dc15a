import type { SchoolOverview, SchoolUsage } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrangeCardsLink, DashboardCards } from '../../../shared/components/dashboard-cards';
import { PageHead } from '../../../shared/components/page-head';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { RateChart } from '../../../shared/report/rate-chart';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { schoolOverviewQueryOptions } from '../api/performance-queries';
import type { ReportCentreSearch } from '../logic/performance-search';
import { type GradeSubjectRow, gradeSubjectRows } from '../logic/school-dashboard';
import type { SearchPageProps } from './report-context';
import './performance.css';

/** A column of counts, right-aligned. */
function countColumn<Row>(id: string, header: string, value: (row: Row) => number): ReportColumn<Row> {
  return { id, header, type: 'number', className: 'hb-report-num', value };
}

/**
 * The headmaster's and the curriculum director's dashboard (spec §2 dashboardHead): the school at a glance —
 * each grade's homework and hand-ins per subject this week (a chart with its table), and the school's usage
 * over the past 7 and 30 days (§9). One call over the whole school (GET /school/overview).
 */
export function SchoolDashboardPage({ search, onSearch }: SearchPageProps<ReportCentreSearch>) {
  const overview = useQuery(schoolOverviewQueryOptions());
  return (
    <div className="hb-perf">
      <PageHead intro={<ArrangeCardsLink dashboard="SCHOOL" />} title={<Trans>School dashboard</Trans>} />
      <ReportState query={overview}>
        {overview.data ? <SchoolParts overview={overview.data} search={search} onSearch={onSearch} /> : null}
      </ReportState>
    </div>
  );
}

function SchoolParts({
  overview,
  search,
  onSearch,
}: {
  overview: SchoolOverview;
  search: ReportCentreSearch;
  onSearch: (next: ReportCentreSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const rows = gradeSubjectRows(overview);
  const subjectOf = (row: GradeSubjectRow) => i18n._(SUBJECT_LABELS[row.subjectCode]);
  const columns: ReportColumn<GradeSubjectRow>[] = [
    { id: 'grade', header: t`Grade`, rowHeader: true, value: (row) => row.gradeName },
    { id: 'subject', header: t`Subject`, value: subjectOf },
    countColumn('published', t`Homework published`, (row) => row.published),
    countColumn('reached', t`Students set homework`, (row) => row.reached),
    countColumn('due', t`Due so far`, (row) => row.due),
    countColumn('handedIn', t`Handed in`, (row) => row.handedIn),
    rateColumn('submission', t`Submission rate`, (row) => row.submissionRate, {
      exportHeader: t`Submission rate (%)`,
    }),
  ];
  const weekStart = overview.weekStart.replaceAll('-', '/');
  return (
    <DashboardCards
      dashboard="SCHOOL"
      cards={{
        chart: (
          <section className="hb-card hb-report-section">
            <RateChart
              title={t`Submission rate by grade and subject this week`}
              rows={rows}
              category={{
                id: 'gradeSubject',
                header: t`Grade and subject`,
                value: (row: GradeSubjectRow) => `${row.gradeName} ${subjectOf(row)}`,
              }}
              rate={rateColumn<GradeSubjectRow>(
                'submission',
                t`Submission rate (%)`,
                (row) => row.submissionRate,
              )}
              blank=""
              {...(search.view ? { view: search.view } : {})}
              onViewChange={(view) => onSearch({ ...search, view })}
            />
          </section>
        ),
        week: (
          <ReportSection
            id="hb-school-week"
            className="hb-card"
            title={<Trans>This week, from {weekStart}</Trans>}
            exported={{ name: t`School this week from ${weekStart}`, columns, rows }}
          >
            <ReportTable
              columns={columns}
              rows={rows}
              caption={t`Homework and hand-ins by grade and subject this week`}
              hideCaption
              rowKey={(row) => row.key}
            />
          </ReportSection>
        ),
        usage: <UsageSection usage={overview.usage} />,
      }}
    />
  );
}

/** The school's usage over the past 7 and 30 days (§9), one row per period. */
function UsageSection({ usage }: { usage: readonly SchoolUsage[] }) {
  const { t } = useLingui();
  const columns: ReportColumn<SchoolUsage>[] = [
    {
      id: 'period',
      header: t`Period`,
      rowHeader: true,
      value: ({ days }) => t`Past ${days} days`,
    },
    countColumn('teachers', t`Teachers who published`, (row) => row.teachersPublishing),
    countColumn('students', t`Students who handed in`, (row) => row.activeStudents),
    countColumn('answers', t`Answers handed in`, (row) => row.answersGiven),
  ];
  return (
    <ReportSection
      id="hb-school-usage"
      className="hb-card"
      title={<Trans>Usage</Trans>}
      exported={{ name: t`School usage`, columns, rows: usage }}
    >
      <ReportTable
        columns={columns}
        rows={usage}
        caption={t`Usage over the past 7 and 30 days`}
        hideCaption
        rowKey={(row) => String(row.days)}
      />
    </ReportSection>
  );
}
