import type { SubjectCode } from '@harbour/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { allAnswered, type ReportQueryState, ReportState } from '../../../shared/report/report-state';
import { homeworkReportQueryOptions, studentsPerformanceQueryOptions } from '../api/performance-queries';
import {
  type ComparedClass,
  type GradeUnitRow,
  homeworkClassRow,
  type SharedHomeworkRow,
} from '../logic/class-comparison';
import { type ClassSideRow, classesSideBySide } from '../logic/grade-dashboard';
import type { ClassComparisonSearch } from '../logic/performance-page-search';
import { ClassAverageChart, ClassesSideSection, useClassSideColumns } from './classes-side-table';
import type { TermKeep } from './student-report-column';
import './performance.css';

// One unit's and one homework's level of the class comparison (class-comparison-page.tsx): each class of the
// grade side by side on it, from each class's own report.

/** Where a level's class reports stand, and its rows once all have come. */
function LevelBody<T>({
  state,
  rows,
  title,
  caption,
  exportName,
  catchUp,
  keep,
  search,
  onSearch,
}: {
  state: ReportQueryState & { data?: T[] };
  /** The rows from the class reports, in the classes' order. */
  rows: (reports: T[]) => ClassSideRow[];
  title: string;
  caption: string;
  exportName: string;
  catchUp: boolean;
  keep: TermKeep;
  search: ClassComparisonSearch;
  onSearch: (next: ClassComparisonSearch) => void;
}) {
  const columns = useClassSideColumns(keep, { catchUp });
  return (
    <ReportState query={state}>
      {state.data ? (
        <>
          <ClassAverageChart
            rows={rows(state.data)}
            view={search.view}
            onViewChange={(view) => onSearch({ ...search, view })}
          />
          <ClassesSideSection
            id="hb-compare-classes"
            title={title}
            caption={caption}
            rows={rows(state.data)}
            columns={columns}
            exportName={exportName}
          />
        </>
      ) : null}
    </ReportState>
  );
}

/** What a unit's or a homework's comparison is given. */
export interface LevelProps {
  subject: SubjectCode;
  termId: number;
  gradeName: string;
  classes: readonly ComparedClass[];
  search: ClassComparisonSearch;
  onSearch: (next: ClassComparisonSearch) => void;
}

/** One unit: each class over its own unit at that place in the term. */
export function UnitLevel({
  subject,
  termId,
  gradeName,
  classes,
  unit,
  search,
  onSearch,
}: LevelProps & {
  unit: GradeUnitRow | undefined;
}) {
  const { t } = useLingui();
  const withUnit = classes.filter((klass) => unit?.scheduleIds.has(klass.classId));
  const queries = useQueries({
    queries: withUnit.map((klass) => ({
      ...studentsPerformanceQueryOptions({
        classId: klass.classId,
        subjectCode: subject,
        scheduleId: unit?.scheduleIds.get(klass.classId) ?? 0,
      }),
      enabled: unit !== undefined,
    })),
  });
  if (!unit)
    return (
      <p className="hb-card">
        <Trans>The grade's classes have no unit at this place in the term.</Trans>
      </p>
    );
  const name = unit.name;
  return (
    <LevelBody
      state={allAnswered(queries, unit !== undefined)}
      rows={(reports) => classesSideBySide([{ gradeName, classes: withUnit }], reports)}
      title={t`${name}: classes side by side`}
      caption={t`The classes of ${gradeName} on ${name}`}
      exportName={`${t`Class comparison`} ${gradeName} ${name}`}
      catchUp
      keep={{ subject, termId }}
      search={search}
      onSearch={onSearch}
    />
  );
}

/** One homework given to several classes: each class's hand-ins, average and spread on it. */
export function HomeworkLevel({
  subject,
  termId,
  gradeName,
  classes,
  homework,
  search,
  onSearch,
}: LevelProps & {
  homework: SharedHomeworkRow | undefined;
}) {
  const { t } = useLingui();
  const reached = classes.filter((klass) => homework?.averages.has(klass.classId));
  const queries = useQueries({
    queries: reached.map((klass) => ({
      ...homeworkReportQueryOptions(homework?.eHomeworkId ?? 0, klass.classId),
      enabled: homework !== undefined,
    })),
  });
  if (!homework)
    return (
      <p className="hb-card">
        <Trans>This homework is not given to several classes of the grade this term.</Trans>
      </p>
    );
  const name = homework.name;
  return (
    <LevelBody
      state={allAnswered(queries, homework !== undefined)}
      rows={(reports) =>
        reports.flatMap((report, k) => {
          const klass = reached[k];
          return klass ? [homeworkClassRow(klass, gradeName, report)] : [];
        })
      }
      title={t`${name}: classes side by side`}
      caption={t`The classes of ${gradeName} on ${name}`}
      exportName={`${t`Class comparison`} ${gradeName} ${name}`}
      catchUp={false}
      keep={{ subject, termId }}
      search={search}
      onSearch={onSearch}
    />
  );
}
