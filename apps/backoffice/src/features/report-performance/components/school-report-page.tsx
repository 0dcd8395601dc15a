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
import { useAtomValue } from 'jotai';
import { PageHead } from '../../../shared/components/page-head';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { ReportState } from '../../../shared/report/report-state';
import { userInfoAtom } from '../../../shared/state/atoms';
import { TEXTBOOK_LABELS } from '../../../shared/textbook-labels';
import { schoolYearReportQueryOptions } from '../api/performance-queries';
import type { SchoolReportSearch } from '../logic/performance-page-search';
import { type SchoolReportKind, schoolReportQuery } from '../logic/school-report';
import type { SearchPageProps } from './report-context';
import { SchoolMasterySection } from './school-mastery-section';
import { GradeLevel, SchoolLevel } from './school-report-levels';
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
