import type { SchoolYearReport, YearClassSubject } from '@harbour/api-client';
import { gradeName, schoolYearName } from '@harbour/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { RateChart } from '../../../shared/report/rate-chart';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportTable } from '../../../shared/report/report-table';
import { ATTENTION_LABELS } from '../logic/labels';
import type { SchoolReportSearch } from '../logic/performance-page-search';
import { type YearGradeRow, yearGradeRows } from '../logic/school-dashboard';
import './performance.css';

// The school's and a grade's level of the whole-school report (school-report-page.tsx): each grade and subject,
// then a grade's classes, each as a chart with its table.

/** The school: each grade and subject, the grade opening its classes. */
export function SchoolLevel({
  report,
  search,
  onSearch,
}: {
  report: SchoolYearReport;
  search: SchoolReportSearch;
  onSearch: (next: SchoolReportSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const rows = yearGradeRows(report);
  const figures = useFigureColumns<YearGradeRow>();
  const subjectOf = (row: YearGradeRow) => i18n._(SUBJECT_LABELS[row.subjectCode]);
  const columns: ReportColumn<YearGradeRow>[] = [
    {
      id: 'grade',
      header: t`Grade`,
      rowHeader: true,
      value: (row) => row.gradeName,
      cell: (row) => {
        const grade = row.gradeName;
        const subject = subjectOf(row);
        return (
          <Link
            to="."
            search={{ ...search, gradeCode: row.gradeCode }}
            aria-label={t`${grade} ${subject}: the grade's classes`}
          >
            {grade}
          </Link>
        );
      },
    },
    { id: 'subject', header: t`Subject`, value: subjectOf },
    ...figures,
  ];
  const year = report.schoolYear ? schoolYearName(report.schoolYear) : '';
  return (
    <>
      <section className="hb-card hb-report-section">
        <RateChart
          title={t`Average score rate by grade and subject`}
          rows={rows}
          category={{
            id: 'gradeSubject',
            header: t`Grade and subject`,
            value: (row: YearGradeRow) => `${row.gradeName} ${subjectOf(row)}`,
          }}
          rate={rateColumn<YearGradeRow>('average', t`Average score rate (%)`, (row) => row.averageScoreRate)}
          blank=""
          {...(search.view ? { view: search.view } : {})}
          onViewChange={(view) => onSearch({ ...search, view })}
        />
      </section>
      <ReportSection
        id="hb-school-report-grades"
        className="hb-card"
        title={<Trans>By grade and subject</Trans>}
        exported={{ name: t`Whole-school report ${year}`, columns, rows }}
      >
        <ReportTable
          columns={columns}
          rows={rows}
          caption={t`The school year by grade and subject`}
          hideCaption
          rowKey={(row) => row.key}
        />
      </ReportSection>
    </>
  );
}

/**
 * A grade: its classes in each subject, each opening the class's cumulative report for the year — unless the
 * view is one course family's, which that report (over all the class's homework) does not break down.
 */
export function GradeLevel({
  report,
  gradeCode,
  search,
  cumulative,
}: {
  report: SchoolYearReport;
  gradeCode: number;
  search: SchoolReportSearch;
  cumulative: boolean;
}) {
  const { t, i18n } = useLingui();
  const rows = report.classes.filter((row) => row.gradeCode === gradeCode);
  const termId = report.termIds[0];
  const figures = useFigureColumns<YearClassSubject>();
  const columns: ReportColumn<YearClassSubject>[] = [
    {
      id: 'class',
      header: t`Class`,
      rowHeader: true,
      value: (row) => row.className,
      cell: (row) =>
        cumulative ? (
          <Link
            to="/home/reportCenter/accumulatedStudentReport"
            search={{ classId: row.classId, subject: row.subjectCode, termId, period: 'year' }}
          >
            {row.className}
          </Link>
        ) : (
          row.className
        ),
    },
    { id: 'subject', header: t`Subject`, value: (row) => i18n._(SUBJECT_LABELS[row.subjectCode]) },
    ...figures,
    {
      id: 'band',
      header: t`Attention band`,
      value: (row) => (row.attentionBand ? i18n._(ATTENTION_LABELS[row.attentionBand]) : ''),
    },
  ];
  const name = gradeName(gradeCode);
  return (
    <>
      <p>
        <Link to="." search={{ ...search, gradeCode: undefined }}>
          <Trans>Whole school</Trans>
        </Link>{' '}
        › {name}
      </p>
      <ReportSection
        id="hb-school-report-classes"
        className="hb-card"
        title={<Trans>Classes of {name}</Trans>}
        exported={{ name: t`Classes of ${name}`, columns, rows }}
      >
        <ReportTable
          columns={columns}
          rows={rows}
          caption={t`The classes of ${name} in each subject this school year`}
          hideCaption
          rowKey={(row) => `${row.classId}:${row.subjectCode}`}
        />
      </ReportSection>
    </>
  );
}

/** The counts and rates a grade and a class share. */
function useFigureColumns<Row extends YearGradeRow | YearClassSubject>(): ReportColumn<Row>[] {
  const { t } = useLingui();
  return [
    { id: 'due', header: t`Due`, type: 'number', className: 'hb-report-num', value: (row) => row.dueCount },
    {
      id: 'submitted',
      header: t`Handed in`,
      type: 'number',
      className: 'hb-report-num',
      value: (row) => row.submittedCount,
    },
    rateColumn('completion', t`Completion`, (row) => row.completionRate, { exportHeader: t`Completion (%)` }),
    rateColumn('average', t`Average score rate`, (row) => row.averageScoreRate, {
      exportHeader: t`Average score rate (%)`,
    }),
  ];
}
