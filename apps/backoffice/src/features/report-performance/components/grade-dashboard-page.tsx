import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ArrangeCardsLink, DashboardCards } from '../../../shared/components/dashboard-cards';
import { PageHead } from '../../../shared/components/page-head';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { allAnswered, ReportState } from '../../../shared/report/report-state';
import { userInfoAtom } from '../../../shared/state/atoms';
import { studentsPerformanceQueryOptions } from '../api/performance-queries';
import { type ClassSideRow, classesSideBySide } from '../logic/grade-dashboard';
import type { ReportCentreSearch } from '../logic/performance-search';
import { ClassAverageChart, ClassesSideSection, useClassSideColumns } from './classes-side-table';
import { ReportFilters, type SearchPageProps, useReportContext } from './report-context';
import { SchoolReportLinks } from './school-report-links';
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
  const columns = useClassSideColumns(keep, { catchUp: true });
  return (
    <DashboardCards
      dashboard="SUBJECT"
      cards={{
        chart: (
          <ClassAverageChart
            rows={rows}
            view={search.view}
            onViewChange={(view) => onSearch({ ...search, view })}
          />
        ),
        classes: (
          <ClassesSideSection
            id="hb-grade-classes"
            title={<Trans>Classes side by side</Trans>}
            caption={t`Classes side by side this term`}
            rows={rows}
            columns={columns}
            exportName={exportName}
          />
        ),
      }}
    />
  );
}
