import type { SchoolYearReport, YearClassSubject } from '@harbour/api-client';
import {
  gradeName,
  SUBJECT_CODES,
  type SubjectCode,
  schoolYearName,
  TEXTBOOK_TYPES,
  type TextbookType,
} from '@harbour/domain';
import { Button } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { PageHead } from '../../../shared/components/page-head';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { RateChart } from '../../../shared/report/rate-chart';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { userInfoAtom } from '../../../shared/state/atoms';
import { TEXTBOOK_LABELS } from '../../../shared/textbook-labels';
import { schoolYearReportQueryOptions } from '../api/performance-queries';
import { ATTENTION_LABELS } from '../logic/labels';
import type { SchoolReportSearch } from '../logic/performance-page-search';
import { type YearGradeRow, yearGradeRows } from '../logic/school-dashboard';
import { type SchoolReportKind, schoolReportQuery } from '../logic/school-report';
import type { SearchPageProps } from './report-context';
import { SchoolMasterySection } from './school-mastery-section';
import './performance.css';

/**
 * The whole-school report (spec §2 schoolReport, headMasterReport; last year's is the same page on the year
 * before), and as the subject report and the category reports (subjectReport, categoryReport, the AT Zone and
 * SE Zone reports) the same page over one subject or one course family: a school year by grade and subject,
 * and one click into a grade's classes, one more into a class's cumulative report for the year and from
 * there a student's. Each level is its own URL.
 */
export function SchoolReportPage({
  search,
  onSearch,
  kind,
}: SearchPageProps<SchoolReportSearch> & { kind: SchoolReportKind }) {
  const { t, i18n } = useLingui();
  const userInfo = useAtomValue(userInfoAtom);
  const defaultSubject = userInfo?.subjectCode ?? SUBJECT_CODES[0];
  const families = userInfo?.textbookTypes ?? [];
  const query = schoolReportQuery(kind, search, defaultSubject);
  const report = useQuery(schoolYearReportQueryOptions(query));
  const year = report.data?.schoolYear;
  const family = query.textbookType;
  const fixedFamily = kind.report === 'category' ? kind.family : undefined;
  const subjectOptions = (report.data?.subjects ?? []).map((value) => ({
    value,
    label: i18n._(SUBJECT_LABELS[value]),
  }));
  return (
    <div className="hb-perf">
      <PageHead
        title={
          <>
            <SchoolReportTitle kind={kind} /> {year ? schoolYearName(year) : ''}
            {query.subjectCode ? ` · ${i18n._(SUBJECT_LABELS[query.subjectCode])}` : ''}
            {family && !fixedFamily ? ` · ${i18n._(TEXTBOOK_LABELS[family])}` : ''}
            {search.gradeCode ? ` · ${gradeName(search.gradeCode)}` : ''}
          </>
        }
      >
        <Button variant="secondary" className="hb-no-print" onPress={() => window.print()}>
          <Trans>Print or save as PDF</Trans>
        </Button>
        {report.data && report.data.schoolYears.length > 0 ? (
          <Select
            label={t`School year`}
            options={report.data.schoolYears.map((value) => ({
              value: String(value),
              label: schoolYearName(value),
            }))}
            value={year ? String(year) : null}
            onChange={(value) => onSearch({ ...search, schoolYear: Number(value) })}
          />
        ) : null}
        {kind.report === 'category' && !fixedFamily ? (
          <Select
            label={t`Course family`}
            options={TEXTBOOK_TYPES.filter((value) => families.includes(value)).map((value) => ({
              value,
              label: i18n._(TEXTBOOK_LABELS[value]),
            }))}
            value={family ?? null}
            onChange={(value) => onSearch({ ...search, textbookType: value as TextbookType })}
          />
        ) : null}
        {kind.report !== 'school' && subjectOptions.length > 0 ? (
          <Select
            label={t`Subject`}
            options={
              kind.report === 'subject'
                ? subjectOptions
                : [{ value: '', label: t`All subjects` }, ...subjectOptions]
            }
            value={query.subjectCode ?? ''}
            onChange={(value) =>
              onSearch({ ...search, subject: (value || undefined) as SubjectCode | undefined })
            }
          />
        ) : null}
      </PageHead>
      <ReportState query={report}>
        {report.data ? (
          search.gradeCode === undefined ? (
            <SchoolLevel report={report.data} search={search} onSearch={onSearch} />
          ) : (
            <GradeLevel
              report={report.data}
              gradeCode={search.gradeCode}
              search={search}
              cumulative={family === undefined}
            />
          )
        ) : null}
      </ReportState>
      <SchoolMasterySection
        query={query}
        gradeCode={search.gradeCode}
        view={search.view}
        onView={(view) => onSearch({ ...search, view })}
      />
    </div>
  );
}

/** The title of a view: the whole school, the subject report, the category report or a zone's report. */
function SchoolReportTitle({ kind }: { kind: SchoolReportKind }) {
  if (kind.report === 'subject') return <Trans>Subject report</Trans>;
  if (kind.report === 'school') return <Trans>Whole-school report</Trans>;
  if (kind.report === 'category' && kind.family === 'HKAT') return <Trans>AT Zone (HKAT) report</Trans>;
  if (kind.report === 'category' && kind.family === 'SE_ZONE') return <Trans>SE Zone report</Trans>;
  return <Trans>Category report</Trans>;
}

/** The school: each grade and subject, the grade opening its classes. */
function SchoolLevel({
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
function GradeLevel({
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
