import type { StudentReport } from '@harbour/api-client';
import { schoolYearName } from '@harbour/domain';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { BandBadge } from '../../../shared/report/band-badge';
import { percentText } from '../../../shared/report/bands';
import { exportRate } from '../../../shared/report/rate-column';
import { ReportChart } from '../../../shared/report/report-chart';
import { chartOf, type ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportState } from '../../../shared/report/report-state';
import { studentReportQueryOptions } from '../api/performance-queries';
import { ATTENTION_LABELS, CELL_LABELS, FAMILY_LABELS, SCOPE_LABELS } from '../logic/labels';
import { PERIOD_SCOPES, type StudentReportSearch, studentReportQueryOf } from '../logic/performance-search';
import { MasterySection, useAspectColumns } from './mastery-section';
import { type FamilyPageProps, type ReportPartProps, useReportContext } from './report-context';
import './performance.css';

/**
 * The student report (spec §2 ePracticeReportStudent and newAplusReport student: one component over its
 * family at each route): one student over a unit, a term or a school year, their score rate per learning
 * aspect with the subject weights of §9 and the weighted score (Mathematics has none, and says so), their
 * trend homework by homework beside the class average, the attention band and catch-up.
 */
export function StudentReportPage({ family, search, onSearch }: FamilyPageProps<StudentReportSearch>) {
  const { t, i18n } = useLingui();
  const context = useReportContext(search);
  const filled: StudentReportSearch = {
    ...search,
    subject: search.subject ?? context.subject,
    termId: search.termId ?? context.termId,
    schoolYear: search.schoolYear ?? context.term?.schoolYear,
  };
  const query = studentReportQueryOf(filled);
  const studentId = search.studentId;
  const report = useQuery({
    ...studentReportQueryOptions(studentId ?? 0, query ?? { scope: 'unit' }),
    enabled: studentId !== undefined && query !== null,
  });
  const familyName = i18n._(FAMILY_LABELS[family]);
  const scope = query?.scope ?? search.scope ?? 'term';
  const scopeOptions = PERIOD_SCOPES.filter((s) => s !== 'unit' || search.scheduleId !== undefined).map(
    (s) => ({
      value: s,
      label: i18n._(SCOPE_LABELS[s]),
    }),
  );
  return (
    <div className="hb-perf">
      <div className="hb-page-head">
        <div>
          <p className="hb-perf__note">{t`${familyName} student report`}</p>
          <h1>
            {report.data
              ? `${report.data.student.name} · ${report.data.student.className} ${i18n._(SUBJECT_LABELS[report.data.subjectCode])}`
              : t`Student report`}
          </h1>
        </div>
        <search aria-label={t`Report filters`} className="hb-perf__filters">
          <Select
            label={t`Period`}
            options={scopeOptions}
            value={scope}
            onChange={(value) =>
              onSearch({ ...search, scope: PERIOD_SCOPES.find((s) => s === value) ?? 'term' })
            }
          />
        </search>
      </div>
      {studentId === undefined ? (
        <p className="hb-card">
          <Trans>Choose a student in a unit report or the class overview.</Trans>
        </p>
      ) : (
        <ReportState query={query === null ? { isPending: true, isError: false, error: null } : report}>
          {report.data ? (
            <StudentReportBody report={report.data} search={search} onSearch={onSearch} />
          ) : null}
        </ReportState>
      )}
    </div>
  );
}

function StudentReportBody({
  report,
  search,
  onSearch,
}: ReportPartProps<StudentReport, StudentReportSearch>) {
  const { t, i18n } = useLingui();
  const period =
    report.scope === 'year' && search.schoolYear
      ? schoolYearName(search.schoolYear)
      : report.units.map((u) => u.name).join(', ');
  return (
    <>
      <ReportSection id="hb-perf-student-summary" className="hb-card" title={<Trans>Summary</Trans>}>
        <p className="hb-perf__note">
          {i18n._(SCOPE_LABELS[report.scope])}: {period || '—'}
        </p>
        <ReportFigures
          items={[
            {
              label: t`Score rate`,
              value: <BandBadge rate={report.scoreRate} />,
            },
            {
              label: t`Weighted score`,
              value: report.weighted ? (
                <BandBadge rate={report.weightedScore} />
              ) : (
                <span className="hb-perf__note">{t`This subject has no learning-aspect weights.`}</span>
              ),
            },
            {
              label: t`Class average`,
              value: <BandBadge rate={report.classAverageScoreRate} />,
            },
            {
              label: t`Completion`,
              value: (
                <>
                  {percentText(report.completionRate) ?? '—'}{' '}
                  <span className="hb-perf__note">
                    ({report.submittedCount} / {report.dueCount})
                  </span>
                </>
              ),
            },
            {
              label: t`Attention`,
              value: report.attentionBand ? i18n._(ATTENTION_LABELS[report.attentionBand]) : t`None needed`,
            },
            {
              label: t`Follow-up`,
              value: report.catchUp ? (
                <span className="hb-perf__flag">
                  {t`Catch-up needed`} · {percentText(report.followUpScoreRate)}
                </span>
              ) : (
                (percentText(report.followUpScoreRate) ?? t`No follow-up handed in`)
              ),
            },
          ]}
        />
      </ReportSection>
      <Aspects report={report} search={search} onSearch={onSearch} />
      <Trend report={report} />
    </>
  );
}

type Aspect = StudentReport['aspects'][number];
type TrendPoint = StudentReport['trend'][number];

/** The student's score rate per learning aspect with the subject's weights: a chart with its table, a table. */
function Aspects({ report, search, onSearch }: ReportPartProps<StudentReport, StudentReportSearch>) {
  const { t } = useLingui();
  const studentName = report.student.name;
  const [aspect, weight] = useAspectColumns<Aspect>();
  return (
    <MasterySection
      id="hb-perf-aspects"
      title={<Trans>Learning aspects</Trans>}
      exportName={t`Learning aspects ${studentName}`}
      rows={report.aspects}
      category={aspect}
      columns={[weight]}
      chartTitle={t`Score rate by learning aspect`}
      caption={t`Learning aspects with their weights`}
      rowKey={(a) => a.aspect}
      view={search.view}
      onView={(view) => onSearch({ ...search, view })}
    >
      {report.weighted ? null : (
        <p className="hb-report-note">
          <Trans>Mathematics has no subject weights (§9): no weighted score is given.</Trans>
        </p>
      )}
    </MasterySection>
  );
}

/** The student's score rate homework by homework beside the class average (a line with its table). */
function Trend({ report }: { report: StudentReport }) {
  const { t, i18n } = useLingui();
  const studentName = report.student.name;
  const homework: ReportColumn<TrendPoint> = { id: 'homework', header: t`Homework`, value: (p) => p.name };
  const series: ReportColumn<TrendPoint>[] = [
    {
      id: 'student',
      header: studentName,
      exportHeader: t`Score rate (%)`,
      type: 'number',
      value: (p) => exportRate(p.scoreRate),
      format: (value) => percentText(value) ?? '',
    },
    {
      id: 'classAverage',
      header: t`Class average`,
      exportHeader: t`Class average (%)`,
      type: 'number',
      value: (p) => exportRate(p.classAverageScoreRate),
    },
  ];
  const columns: ReportColumn<TrendPoint>[] = [
    homework,
    { id: 'due', header: t`Due`, value: (p) => formatDateTime(p.endTime) },
    { id: 'state', header: t`State`, value: (p) => i18n._(CELL_LABELS[p.state]) },
    ...series,
  ];
  return (
    <ReportSection
      id="hb-perf-trend"
      className="hb-card"
      title={<Trans>Trend</Trans>}
      exported={{ name: t`Trend ${studentName}`, columns, rows: report.trend }}
    >
      <ReportChart
        kind="line"
        title={t`Score rate homework by homework`}
        {...chartOf(report.trend, homework, series)}
        domain={[0, 100]}
      />
    </ReportSection>
  );
}
