import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  BandBadge,
  BandLegend,
  bandFill,
  ExportButton,
  percentText,
  ReportChart,
} from '../../../shared/report';
import { studentsPerformanceQueryOptions, termPerformanceQueryOptions } from '../api/performance-queries';
import { ATTENTION_LABELS } from '../logic/labels';
import type { ReportCentreSearch } from '../logic/performance-search';
import { ReportFilters, useReportContext } from './report-context';
import './performance.css';

/**
 * The class overview (spec §2 homeOverView): the term's units with their class averages (a chart with its
 * table), the students needing attention (§9 bands) or catch-up, and the usage of the past 7 and 30 days.
 */
export function ClassOverviewPage({
  search,
  onSearch,
}: {
  search: ReportCentreSearch;
  onSearch: (next: ReportCentreSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const context = useReportContext(search);
  const { classId, subject, termId } = context;
  const ready = classId !== undefined && subject !== undefined && termId !== undefined;
  const query = { classId: classId ?? 0, termId: termId ?? 0, subjectCode: subject ?? ('CHINESE' as const) };
  const term = useQuery({ ...termPerformanceQueryOptions(query), enabled: ready });
  const students = useQuery({ ...studentsPerformanceQueryOptions(query), enabled: ready });
  const className = context.className;
  const needing = (students.data?.students ?? []).filter((s) => s.attentionBand !== null || s.catchUp);
  const studentRows = needing.map((s) => ({
    number: s.classNumber,
    name: s.name,
    rate: s.scoreRate,
    completion: s.completionRate,
    attention: s.attentionBand ? i18n._(ATTENTION_LABELS[s.attentionBand]) : '',
    catchUp: s.catchUp ? t`Catch-up` : '',
  }));
  return (
    <div className="hb-perf">
      <div className="hb-page-head">
        <h1>
          <Trans>Class overview</Trans> {className}
        </h1>
        <ReportFilters search={search} context={context} onSearch={onSearch} />
      </div>
      {!ready || term.isPending || students.isPending ? (
        <p className="hb-card" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : term.isError || students.isError ? (
        <p className="hb-card" role="alert">
          {t`The report could not be loaded.`}
        </p>
      ) : (
        <>
          <section className="hb-card hb-perf__section" aria-labelledby="hb-perf-usage">
            <h2 id="hb-perf-usage">
              <Trans>Usage</Trans>
            </h2>
            <dl className="hb-perf__figures">
              <div>
                <dt>{t`Class average this term`}</dt>
                <dd>
                  <BandBadge rate={term.data.averageScoreRate} />
                </dd>
              </div>
              {term.data.usage.map((u) => {
                const { days, published, submitted, activeStudents } = u;
                return (
                  <div key={u.days}>
                    <dt>{t`Past ${days} days`}</dt>
                    <dd>
                      {t`${published} homework published, ${submitted} hand-ins, ${activeStudents} students active`}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
          <section className="hb-card hb-perf__section">
            <ReportChart
              kind="bar"
              title={t`Class average by unit`}
              data={term.data.units.map((u) => ({ unit: u.name, average: u.averageScoreRate }))}
              category={{ key: 'unit', label: t`Unit` }}
              series={[{ key: 'average', label: t`Class average (%)` }]}
              format={(value) => percentText(value) ?? ''}
              colourOf={(row) => bandFill('progress', typeof row.average === 'number' ? row.average : null)}
              domain={[0, 100]}
              {...(search.view ? { view: search.view } : {})}
              onViewChange={(view) => onSearch({ ...search, view })}
              legend={<BandLegend />}
            />
            <ul className="hb-perf__links">
              {term.data.units.map(({ scheduleId, name: unitName }) => (
                <li key={scheduleId}>
                  <Link
                    to="/home/reportCenter/ePracticeCourse"
                    search={{ classId, subject, termId, scheduleId }}
                  >
                    {t`Unit report: ${unitName}`}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className="hb-card hb-perf__section" aria-labelledby="hb-perf-attention">
            <div className="hb-perf__head">
              <h2 id="hb-perf-attention">
                <Trans>Students needing attention</Trans>
              </h2>
              <ExportButton
                name={t`Students needing attention ${className}`}
                columns={[
                  { key: 'number', header: t`Class number`, type: 'number' },
                  { key: 'name', header: t`Student` },
                  { key: 'rate', header: t`Score rate (%)`, type: 'number' },
                  { key: 'completion', header: t`Completion (%)`, type: 'number' },
                  { key: 'attention', header: t`Attention` },
                  { key: 'catchUp', header: t`Catch-up` },
                ]}
                rows={studentRows}
              />
            </div>
            {needing.length === 0 ? (
              <p className="hb-perf__note">
                <Trans>No student is under 60% or needs catch-up.</Trans>
              </p>
            ) : (
              <div className="hb-perf__scroll">
                <table className="hb-perf__table">
                  <caption className="hb-visually-hidden">{t`Students needing attention`}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="hb-perf__num">
                        {t`No.`}
                      </th>
                      <th scope="col">{t`Student`}</th>
                      <th scope="col">{t`Score rate`}</th>
                      <th scope="col" className="hb-perf__num">
                        {t`Completion`}
                      </th>
                      <th scope="col">{t`Attention`}</th>
                      <th scope="col">{t`Follow-up`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {needing.map((s) => (
                      <tr key={s.studentId}>
                        <td className="hb-perf__num">{s.classNumber}</td>
                        <th scope="row">
                          <Link
                            to="/home/reportCenter/ePracticeReportStudent"
                            search={{ classId, subject, termId, studentId: s.studentId, scope: 'term' }}
                          >
                            {s.name}
                          </Link>
                        </th>
                        <td>
                          <BandBadge rate={s.scoreRate} />
                        </td>
                        <td className="hb-perf__num">{percentText(s.completionRate) ?? '—'}</td>
                        <td>{s.attentionBand ? i18n._(ATTENTION_LABELS[s.attentionBand]) : '—'}</td>
                        <td>
                          {s.catchUp ? (
                            <span className="hb-perf__flag">
                              {t`Catch-up`} · {percentText(s.followUpScoreRate)}
                            </span>
                          ) : (
                            (percentText(s.followUpScoreRate) ?? '—')
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
