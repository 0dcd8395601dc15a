import type { StudentReport } from '@harbour/api-client';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import {
  BandBadge,
  BandLegend,
  bandFill,
  ExportButton,
  MasteryBadge,
  percentText,
  ReportChart,
} from '../../../shared/report';
import { studentReportQueryOptions } from '../api/performance-queries';
import {
  ASPECT_LABELS,
  ATTENTION_LABELS,
  CELL_LABELS,
  FAMILY_LABELS,
  type ReportFamily,
  SCOPE_LABELS,
} from '../logic/labels';
import { PERIOD_SCOPES, type StudentReportSearch, studentReportQueryOf } from '../logic/performance-search';
import { schoolYearName, useReportContext } from './report-context';
import './performance.css';

/**
 * The student report (spec §2 ePracticeReportStudent and newAplusReport student: one component over its
 * family at each route): one student over a unit, a term or a school year, their score rate per learning
 * aspect with the subject weights of §9 and the weighted score (Mathematics has none, and says so), their
 * trend homework by homework beside the class average, the attention band and catch-up.
 */
export function StudentReportPage({
  family,
  search,
  onSearch,
}: {
  family: ReportFamily;
  search: StudentReportSearch;
  onSearch: (next: StudentReportSearch) => void;
}) {
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
      ) : query === null || report.isPending ? (
        <p className="hb-card" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : report.isError ? (
        <p className="hb-card" role="alert">
          {report.error.message || t`The report could not be loaded.`}
        </p>
      ) : (
        <StudentReportBody report={report.data} search={search} onSearch={onSearch} />
      )}
    </div>
  );
}

function StudentReportBody({
  report,
  search,
  onSearch,
}: {
  report: StudentReport;
  search: StudentReportSearch;
  onSearch: (next: StudentReportSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const studentName = report.student.name;
  const period =
    report.scope === 'year' && search.schoolYear
      ? schoolYearName(search.schoolYear)
      : report.units.map((u) => u.name).join(', ');
  const aspectRows = report.aspects.map((a) => ({
    aspect: i18n._(ASPECT_LABELS[a.aspect]),
    weight: a.weight,
    questions: a.questionCount,
    rate: a.scoreRate,
  }));
  const trendRows = report.trend.map((p) => ({
    homework: p.name,
    due: formatDateTime(p.endTime),
    state: i18n._(CELL_LABELS[p.state]),
    student: p.scoreRate,
    classAverage: p.classAverageScoreRate,
  }));
  return (
    <>
      <section className="hb-card hb-perf__section" aria-labelledby="hb-perf-student-summary">
        <h2 id="hb-perf-student-summary">
          <Trans>Summary</Trans>
        </h2>
        <p className="hb-perf__note">
          {i18n._(SCOPE_LABELS[report.scope])}: {period || '—'}
        </p>
        <dl className="hb-perf__figures">
          <div>
            <dt>{t`Score rate`}</dt>
            <dd>
              <BandBadge rate={report.scoreRate} />
            </dd>
          </div>
          <div>
            <dt>{t`Weighted score`}</dt>
            <dd>
              {report.weighted ? (
                <BandBadge rate={report.weightedScore} />
              ) : (
                <span className="hb-perf__note">{t`This subject has no learning-aspect weights.`}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t`Class average`}</dt>
            <dd>
              <BandBadge rate={report.classAverageScoreRate} />
            </dd>
          </div>
          <div>
            <dt>{t`Completion`}</dt>
            <dd>
              {percentText(report.completionRate) ?? '—'}{' '}
              <span className="hb-perf__note">
                ({report.submittedCount} / {report.dueCount})
              </span>
            </dd>
          </div>
          <div>
            <dt>{t`Attention`}</dt>
            <dd>{report.attentionBand ? i18n._(ATTENTION_LABELS[report.attentionBand]) : t`None needed`}</dd>
          </div>
          <div>
            <dt>{t`Follow-up`}</dt>
            <dd>
              {report.catchUp ? (
                <span className="hb-perf__flag">
                  {t`Catch-up needed`} · {percentText(report.followUpScoreRate)}
                </span>
              ) : (
                (percentText(report.followUpScoreRate) ?? t`No follow-up handed in`)
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="hb-card hb-perf__section">
        <div className="hb-perf__head">
          <h2>
            <Trans>Learning aspects</Trans>
          </h2>
          <ExportButton
            name={t`Learning aspects ${studentName}`}
            columns={[
              { key: 'aspect', header: t`Learning aspect` },
              { key: 'weight', header: t`Weight`, type: 'number' },
              { key: 'questions', header: t`Questions`, type: 'number' },
              { key: 'rate', header: t`Score rate (%)`, type: 'number' },
            ]}
            rows={aspectRows}
          />
        </div>
        {report.weighted ? null : (
          <p className="hb-perf__note">
            <Trans>Mathematics has no subject weights (§9): no weighted score is given.</Trans>
          </p>
        )}
        <ReportChart
          kind="bar"
          title={t`Score rate by learning aspect`}
          data={aspectRows.map((r) => ({ aspect: r.aspect, rate: r.rate }))}
          category={{ key: 'aspect', label: t`Learning aspect` }}
          series={[{ key: 'rate', label: t`Score rate (%)` }]}
          format={(value) => percentText(value) ?? ''}
          colourOf={(row) => bandFill('mastery', typeof row.rate === 'number' ? row.rate : null)}
          domain={[0, 100]}
          {...(search.view ? { view: search.view } : {})}
          onViewChange={(view) => onSearch({ ...search, view })}
          legend={<BandLegend scale="mastery" />}
        />
        <div className="hb-perf__scroll">
          <table className="hb-perf__table">
            <caption>{t`Learning aspects with their weights`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Learning aspect`}</th>
                <th scope="col" className="hb-perf__num">
                  {t`Weight`}
                </th>
                <th scope="col" className="hb-perf__num">
                  {t`Questions`}
                </th>
                <th scope="col">{t`Mastery`}</th>
              </tr>
            </thead>
            <tbody>
              {report.aspects.map((a) => (
                <tr key={a.aspect}>
                  <th scope="row">{i18n._(ASPECT_LABELS[a.aspect])}</th>
                  <td className="hb-perf__num">{a.weight === null ? '—' : `${a.weight}%`}</td>
                  <td className="hb-perf__num">{a.questionCount}</td>
                  <td>
                    <MasteryBadge level={a.masteryLevel} rate={a.scoreRate} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="hb-card hb-perf__section">
        <div className="hb-perf__head">
          <h2>
            <Trans>Trend</Trans>
          </h2>
          <ExportButton
            name={t`Trend ${studentName}`}
            columns={[
              { key: 'homework', header: t`Homework` },
              { key: 'due', header: t`Due` },
              { key: 'state', header: t`State` },
              { key: 'student', header: t`Score rate (%)`, type: 'number' },
              { key: 'classAverage', header: t`Class average (%)`, type: 'number' },
            ]}
            rows={trendRows}
          />
        </div>
        <ReportChart
          kind="line"
          title={t`Score rate homework by homework`}
          data={trendRows.map((r) => ({
            homework: r.homework,
            student: r.student,
            classAverage: r.classAverage,
          }))}
          category={{ key: 'homework', label: t`Homework` }}
          series={[
            { key: 'student', label: studentName },
            { key: 'classAverage', label: t`Class average` },
          ]}
          format={(value) => percentText(value) ?? ''}
          domain={[0, 100]}
        />
      </section>
    </>
  );
}
