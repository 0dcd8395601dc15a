import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ArrangeCardsLink, DashboardCards } from '../../../shared/components/dashboard-cards';
import { PageHead } from '../../../shared/components/page-head';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { percentText } from '../../../shared/report/bands';
import { RateChart } from '../../../shared/report/rate-chart';
import { exportRate, rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { allAnswered, ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { userInfoAtom } from '../../../shared/state/atoms';
import { studentsPerformanceQueryOptions } from '../api/performance-queries';
import { type ClassSideRow, classesSideBySide } from '../logic/grade-dashboard';
import type { ReportCentreSearch } from '../logic/performance-search';
import { ReportFilters, type SearchPageProps, useReportContext } from './report-context';
import { SchoolReportLinks } from './school-report-links';
import { classOverviewColumn } from './student-report-column';
import './performance.css';

/**
 * A panel head's dashboard (spec §2 dashboardGrade): their subject across the grades, the classes side by side
 * this term — completion, class average (a chart with its table), students needing attention and catch-up —
 * each class opening its class overview.
 */
export function GradeDashboardPage({ search, onSearch }: SearchPageProps<ReportCentreSearch>) {
  const { t, i18n } = useLingui();
  const context = useReportContext(search);
  const { subject, termId } = context;
  const grades = useAtomValue(userInfoAtom)?.gradeClasses ?? [];
  const classes = grades.flatMap((grade) => grade.classes);
  const ready = subject !== undefined && termId !== undefined;
  // One report per class, asked for together.
  const queries = useQueries({
    queries: classes.map((klass) => ({
      ...studentsPerformanceQueryOptions({
        classId: klass.classId,
        termId: termId ?? 0,
        subjectCode: subject ?? 'CHINESE',
      }),
      enabled: ready,
    })),
  });
  const state = allAnswered(queries, ready);
  const subjectName = subject ? i18n._(SUBJECT_LABELS[subject]) : '';
  return (
    <div className="hb-perf">
      <PageHead
        intro={<ArrangeCardsLink dashboard="SUBJECT" />}
        title={
          <>
            <Trans>Subject dashboard</Trans> {subjectName}
          </>
        }
      >
        <ReportFilters search={search} context={context} onSearch={onSearch} klass={false} />
        <SchoolReportLinks />
      </PageHead>
      {classes.length === 0 ? (
        <p className="hb-card">
          <Trans>No class is in the scope of your role.</Trans>
        </p>
      ) : (
        <ReportState query={state}>
          {state.data ? (
            <ClassesSection
              rows={classesSideBySide(grades, state.data)}
              search={search}
              onSearch={onSearch}
              keep={{ subject, termId }}
              exportName={t`Classes side by side ${subjectName}`}
            />
          ) : null}
        </ReportState>
      )}
    </div>
  );
}

/** The classes side by side: the class averages as a chart (or its table), and every figure in a table. */
function ClassesSection({
  rows,
  search,
  onSearch,
  keep,
  exportName,
}: {
  rows: readonly ClassSideRow[];
  search: ReportCentreSearch;
  onSearch: (next: ReportCentreSearch) => void;
  keep: Pick<ReportCentreSearch, 'subject' | 'termId'>;
  exportName: string;
}) {
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
    {
      id: 'catchUp',
      header: t`Catch-up`,
      type: 'number',
      className: 'hb-report-num',
      value: (row) => row.catchUpCount,
    },
  ];
  return (
    <DashboardCards
      dashboard="SUBJECT"
      cards={{
        chart: (
          <section className="hb-card hb-report-section">
            <RateChart
              title={t`Class average by class`}
              rows={rows}
              category={{ id: 'class', header: t`Class`, value: (row: ClassSideRow) => row.className }}
              rate={rateColumn<ClassSideRow>('average', t`Class average (%)`, (row) => row.averageScoreRate)}
              blank=""
              {...(search.view ? { view: search.view } : {})}
              onViewChange={(view) => onSearch({ ...search, view })}
            />
          </section>
        ),
        classes: (
          <ReportSection
            id="hb-grade-classes"
            className="hb-card"
            title={<Trans>Classes side by side</Trans>}
            exported={{ name: exportName, columns, rows }}
          >
            <ReportTable
              columns={columns}
              rows={rows}
              caption={t`Classes side by side this term`}
              hideCaption
              rowKey={(row) => String(row.classId)}
            />
          </ReportSection>
        ),
      }}
    />
  );
}
