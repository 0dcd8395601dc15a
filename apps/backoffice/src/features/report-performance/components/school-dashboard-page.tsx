import type { SchoolOverview, SchoolUsage } from '@harbour/api-client';
import { schoolYearName } from '@harbour/domain';
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
import { ATTENTION_LABELS } from '../logic/labels';
import type { ReportCentreSearch } from '../logic/performance-search';
import {
  type AttentionRow,
  attentionRows,
  type GradeSubjectRow,
  gradeSubjectRows,
  pointsText,
  type TrendRow,
  trendRows,
} from '../logic/school-dashboard';
import type { SearchPageProps } from './report-context';
import { SchoolReportLinks } from './school-report-links';
import { classOverviewColumn } from './student-report-column';
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
      <PageHead intro={<ArrangeCardsLink dashboard="SCHOOL" />} title={<Trans>School dashboard</Trans>}>
        <SchoolReportLinks />
      </PageHead>
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
        attention: <AttentionSection overview={overview} />,
        trend: <TrendSection overview={overview} />,
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

/** This school year's classes and subjects in an attention band (§9), the weakest first, each opening its class. */
function AttentionSection({ overview }: { overview: SchoolOverview }) {
  const { t, i18n } = useLingui();
  const rows = attentionRows(overview);
  const columns: ReportColumn<AttentionRow>[] = [
    { id: 'grade', header: t`Grade`, value: (row) => row.gradeName },
    classOverviewColumn(t`Class`, (row) => ({ subject: row.subjectCode })),
    { id: 'subject', header: t`Subject`, value: (row) => i18n._(SUBJECT_LABELS[row.subjectCode]) },
    rateColumn('completion', t`Completion`, (row) => row.completionRate, {
      exportHeader: t`Completion (%)`,
    }),
    rateColumn('average', t`Class average`, (row) => row.averageScoreRate, {
      exportHeader: t`Class average (%)`,
    }),
    {
      id: 'band',
      header: t`Attention band`,
      value: (row) => (row.attentionBand ? i18n._(ATTENTION_LABELS[row.attentionBand]) : ''),
    },
  ];
  const year = overview.schoolYear === null ? '' : schoolYearName(overview.schoolYear);
  return (
    <ReportSection
      id="hb-school-attention"
      className="hb-card"
      title={<Trans>Classes needing attention this school year {year}</Trans>}
      exported={{ name: t`Classes needing attention ${year}`, columns, rows }}
    >
      {rows.length === 0 ? (
        <p>
          <Trans>No class is under 60% in any subject this school year.</Trans>
        </p>
      ) : (
        <ReportTable
          columns={columns}
          rows={rows}
          caption={t`Classes and subjects with a class average under 60% this school year`}
          hideCaption
          rowKey={(row) => row.key}
        />
      )}
    </ReportSection>
  );
}

/** Each subject this school year against the year before: completion and class average, and the change. */
function TrendSection({ overview }: { overview: SchoolOverview }) {
  const { t, i18n } = useLingui();
  const rows = trendRows(overview);
  const columns: ReportColumn<TrendRow>[] = [
    {
      id: 'subject',
      header: t`Subject`,
      rowHeader: true,
      value: (row) => i18n._(SUBJECT_LABELS[row.subjectCode]),
    },
    rateColumn('lastCompletion', t`Completion last year`, (row) => row.lastCompletion, {
      exportHeader: t`Completion last year (%)`,
    }),
    rateColumn('thisCompletion', t`Completion this year`, (row) => row.thisCompletion, {
      exportHeader: t`Completion this year (%)`,
    }),
    rateColumn('lastAverage', t`Average last year`, (row) => row.lastAverage, {
      exportHeader: t`Average last year (%)`,
    }),
    rateColumn('thisAverage', t`Average this year`, (row) => row.thisAverage, {
      exportHeader: t`Average this year (%)`,
    }),
    {
      id: 'change',
      header: t`Change in average (points)`,
      type: 'number',
      className: 'hb-report-num',
      value: (row) => (row.averageChange === null ? null : Math.round(row.averageChange * 10) / 10),
      cell: (row) => pointsText(row.averageChange),
    },
  ];
  return (
    <ReportSection
      id="hb-school-trend"
      className="hb-card"
      title={<Trans>This school year against last</Trans>}
      exported={{ name: t`This school year against last`, columns, rows }}
    >
      {rows.length === 0 ? (
        <p>
          <Trans>The school has no earlier school year to compare with.</Trans>
        </p>
      ) : (
        <ReportTable
          columns={columns}
          rows={rows}
          caption={t`Each subject this school year against the year before`}
          hideCaption
          rowKey={(row) => row.subjectCode}
        />
      )}
    </ReportSection>
  );
}
