import type { TextbookType } from '@harbour/domain';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { PageHead } from '../../../shared/components/page-head';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { allAnswered, ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { userInfoAtom } from '../../../shared/state/atoms';
import { TEXTBOOK_LABELS } from '../../../shared/textbook-labels';
import { termPerformanceQueryOptions } from '../api/performance-queries';
import {
  type ComparedClass,
  type GradeUnitRow,
  gradeUnits,
  type SharedHomeworkRow,
  sharedHomework,
} from '../logic/class-comparison';
import type { ClassComparisonSearch } from '../logic/performance-page-search';
import { HomeworkLevel, UnitLevel } from './class-comparison-levels';
import { ReportFilters, type SearchPageProps, useReportContext } from './report-context';
import './performance.css';

/** Which comparison a route shows: every homework, or one course family's (the SE Zone comparison). */
export interface ClassComparisonKind {
  family?: TextbookType;
}

/**
 * The class comparison (spec §2 compareSeZoneReport and its children): the classes of one grade side by side
 * over a term — each unit's class averages and the homework given to several classes — and one click into a
 * unit or a homework, where each class shows its completion, average and the spread of its students' rates.
 * Each level is its own URL. The SE Zone comparison is the same page over the SE Zone's homework only (a
 * unit's figures count every homework of it, so it compares homework, not units).
 */
export function ClassComparisonPage({
  search,
  onSearch,
  family,
}: SearchPageProps<ClassComparisonSearch> & ClassComparisonKind) {
  const { t, i18n } = useLingui();
  const grades = (useAtomValue(userInfoAtom)?.gradeClasses ?? []).filter((grade) => grade.classes.length > 0);
  // The grade asked for, else the first with classes to compare, else the first (a school of one class a grade).
  const grade =
    grades.find((g) => g.gradeCode === search.gradeCode) ??
    grades.find((g) => g.classes.length > 1) ??
    grades[0];
  const context = useReportContext({
    ...(search.subject ? { subject: search.subject } : {}),
    ...(search.termId ? { termId: search.termId } : {}),
  });
  const { subject, termId } = context;
  const classes = grade?.classes ?? [];
  const ready = subject !== undefined && termId !== undefined && grade !== undefined;
  // Each class of the grade over the term, asked for together: the units, their averages and the homework.
  const terms = useQueries({
    queries: classes.map((klass) => ({
      ...termPerformanceQueryOptions({
        classId: klass.classId,
        termId: termId ?? 0,
        subjectCode: subject ?? 'CHINESE',
      }),
      enabled: ready,
    })),
  });
  const termState = allAnswered(terms, ready);
  const level =
    family === undefined && search.unitOrder !== undefined
      ? 'unit'
      : search.eHomeworkId
        ? 'homework'
        : 'grade';
  const narrow = (next: ClassComparisonSearch) => {
    const { unitOrder: _unit, eHomeworkId: _homework, ...rest } = next;
    onSearch(rest);
  };
  const subjectName = subject ? i18n._(SUBJECT_LABELS[subject]) : '';
  const title =
    family === undefined ? t`Class comparison` : t`${i18n._(TEXTBOOK_LABELS[family])} class comparison`;
  const gradeLink = { ...search, unitOrder: undefined, eHomeworkId: undefined };
  return (
    <div className="hb-perf">
      <PageHead
        title={
          <>
            {title} {grade?.gradeName ?? ''} {subjectName}
          </>
        }
      >
        <ReportFilters
          search={search}
          context={context}
          onSearch={narrow}
          klass={false}
          leading={
            <Select
              label={t`Grade`}
              options={grades.map((g) => ({ value: String(g.gradeCode), label: g.gradeName }))}
              value={grade ? String(grade.gradeCode) : ''}
              onChange={(value) => narrow({ ...search, gradeCode: Number(value) })}
            />
          }
        />
      </PageHead>
      {grade === undefined ? (
        <p className="hb-card">
          <Trans>No grade is in the scope of your role.</Trans>
        </p>
      ) : (
        <ReportState query={termState}>
          {termState.data && subject !== undefined && termId !== undefined ? (
            level === 'grade' ? (
              <GradeLevel
                classes={classes}
                units={family === undefined ? gradeUnits(classes, termState.data) : null}
                homework={sharedHomework(classes, termState.data, family)}
                search={search}
                exportName={`${title} ${grade.gradeName} ${subjectName}`}
              />
            ) : (
              <>
                <p>
                  <Link to="." search={gradeLink}>
                    <Trans>Back to the grade</Trans> {grade.gradeName}
                  </Link>
                </p>
                {level === 'unit' ? (
                  <UnitLevel
                    subject={subject}
                    termId={termId}
                    gradeName={grade.gradeName}
                    classes={classes}
                    unit={gradeUnits(classes, termState.data).find((u) => u.sortOrder === search.unitOrder)}
                    search={search}
                    onSearch={onSearch}
                  />
                ) : (
                  <HomeworkLevel
                    subject={subject}
                    termId={termId}
                    gradeName={grade.gradeName}
                    classes={classes}
                    homework={sharedHomework(classes, termState.data, family).find(
                      (h) => h.eHomeworkId === search.eHomeworkId,
                    )}
                    search={search}
                    onSearch={onSearch}
                  />
                )}
              </>
            )
          ) : null}
        </ReportState>
      )}
    </div>
  );
}

/** Each class's column of class averages in a grade-level table. */
function classAverageColumns<Row extends { averages: ReadonlyMap<number, number | null> }>(
  classes: readonly ComparedClass[],
  exportSuffix: string,
): ReportColumn<Row>[] {
  return classes.map((klass) =>
    rateColumn<Row>(`class-${klass.classId}`, klass.className, (row) => row.averages.get(klass.classId), {
      exportHeader: `${klass.className} ${exportSuffix}`,
    }),
  );
}

/** The grade over the term: each unit's class averages, and the homework given to several classes. */
function GradeLevel({
  classes,
  units,
  homework,
  search,
  exportName,
}: {
  classes: readonly ComparedClass[];
  /** null where units are not compared (a course family's comparison). */
  units: readonly GradeUnitRow[] | null;
  homework: readonly SharedHomeworkRow[];
  search: ClassComparisonSearch;
  exportName: string;
}) {
  const { t, i18n } = useLingui();
  const unitColumns: ReportColumn<GradeUnitRow>[] = [
    {
      id: 'unit',
      header: t`Unit`,
      rowHeader: true,
      value: (row) => row.name,
      cell: (row) => (
        <Link to="." search={{ ...search, eHomeworkId: undefined, unitOrder: row.sortOrder }}>
          {row.name}
        </Link>
      ),
    },
    ...classAverageColumns<GradeUnitRow>(classes, t`class average (%)`),
  ];
  const homeworkColumns: ReportColumn<SharedHomeworkRow>[] = [
    {
      id: 'homework',
      header: t`Homework`,
      rowHeader: true,
      value: (row) => row.name,
      cell: (row) => (
        <Link to="." search={{ ...search, unitOrder: undefined, eHomeworkId: row.eHomeworkId }}>
          {row.name}
        </Link>
      ),
    },
    { id: 'due', header: t`Due`, value: (row) => formatDateTime(row.endTime) },
    {
      id: 'family',
      header: t`Course family`,
      value: (row) => (row.textbookType ? i18n._(TEXTBOOK_LABELS[row.textbookType]) : '—'),
    },
    ...classAverageColumns<SharedHomeworkRow>(classes, t`class average (%)`),
  ];
  return (
    <>
      {units ? (
        <ReportSection
          id="hb-compare-units"
          className="hb-card"
          title={<Trans>Units: the classes' averages</Trans>}
          exported={{ name: `${exportName} ${t`Units`}`, columns: unitColumns, rows: units }}
        >
          <p>
            <Trans>
              A unit is the same in each class at the same place in the term. Open a unit to compare its
              spread.
            </Trans>
          </p>
          <ReportTable
            columns={unitColumns}
            rows={units}
            caption={t`Each unit's class averages`}
            hideCaption
            rowKey={(row) => String(row.sortOrder)}
          />
        </ReportSection>
      ) : null}
      <ReportSection
        id="hb-compare-homework"
        className="hb-card"
        title={<Trans>Homework given to several classes</Trans>}
        exported={{ name: `${exportName} ${t`Homework`}`, columns: homeworkColumns, rows: homework }}
      >
        {homework.length === 0 ? (
          <p>
            <Trans>No homework of this term was given to more than one class of the grade.</Trans>
          </p>
        ) : (
          <ReportTable
            columns={homeworkColumns}
            rows={homework}
            caption={t`Each shared homework's class averages`}
            hideCaption
            rowKey={(row) => String(row.eHomeworkId)}
          />
        )}
      </ReportSection>
    </>
  );
}
