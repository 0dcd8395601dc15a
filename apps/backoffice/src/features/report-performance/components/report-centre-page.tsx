import type { SchedulesWholePerformance } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime, PROCESS_TYPE_LABELS } from '../../../shared/labels';
import { BandBadge, BandLegend, MasteryBadge, percentText } from '../../../shared/report';
import { termPerformanceQueryOptions } from '../api/performance-queries';
import { homeworkReportLink, isTest, type ReportCentreSearch } from '../logic/performance-search';
import { type ReportContext, ReportFilters, useReportContext } from './report-context';
import './performance.css';

/** How many of the class's homework the landing lists (newest due first). */
const RECENT_HOMEWORK = 10;

/**
 * The report centre (spec §2 /home/reportCenter, and /home/newReportCenter, the newer entry, at its own
 * route): for a class, subject and term from the URL, the term's units with their mastery and a link to
 * each unit report, the class's recent homework with its score rate linking to its homework or test report,
 * and the way to the class overview and the mistakes centre.
 */
export function ReportCentrePage({
  search,
  onSearch,
}: {
  search: ReportCentreSearch;
  onSearch: (next: ReportCentreSearch) => void;
}) {
  const { t } = useLingui();
  const context = useReportContext(search);
  const { classId, subject, termId } = context;
  const ready = classId !== undefined && subject !== undefined && termId !== undefined;
  const term = useQuery({
    ...termPerformanceQueryOptions({
      classId: classId ?? 0,
      termId: termId ?? 0,
      subjectCode: subject ?? 'CHINESE',
    }),
    enabled: ready,
  });
  const keep = { classId, subject, termId };
  return (
    <div className="hb-perf">
      <div className="hb-page-head">
        <h1>
          <Trans>Report centre</Trans>
        </h1>
        <ReportFilters search={search} context={context} onSearch={onSearch} />
      </div>
      <nav aria-label={t`Reports of the class`} className="hb-card">
        <ul className="hb-perf__links">
          <li>
            <Link to="/home/reportCenter/homeOverView" search={keep}>
              <Trans>Class overview</Trans>
            </Link>
          </li>
          <li>
            <Link to="/home/reportCenter/ePracticeAllCourse" search={keep}>
              <Trans>All units of the term</Trans>
            </Link>
          </li>
          <li>
            <Link to="/home/errorCenter" search={{ classId }}>
              <Trans>Mistakes centre</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      {!ready ? (
        <p className="hb-card">
          {context.termsLoading ? (
            <Trans>Loading…</Trans>
          ) : (
            <Trans>Choose a class, a subject and a term.</Trans>
          )}
        </p>
      ) : term.isPending ? (
        <p className="hb-card" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : term.isError ? (
        <p className="hb-card" role="alert">
          {term.error.message || t`The report could not be loaded.`}
        </p>
      ) : (
        <>
          <UnitsTable data={term.data} context={context} />
          <RecentHomework data={term.data} classId={classId} />
        </>
      )}
    </div>
  );
}

/** The units of the term with their mastery, each linking to its unit report. */
export function UnitsTable({ data, context }: { data: SchedulesWholePerformance; context: ReportContext }) {
  const { t } = useLingui();
  const { classId, subject, termId } = context;
  return (
    <section className="hb-card hb-perf__section" aria-labelledby="hb-perf-units">
      <h2 id="hb-perf-units">
        <Trans>Units of the term</Trans>
      </h2>
      {data.units.length === 0 ? (
        <p className="hb-perf__note">
          <Trans>No units in this term.</Trans>
        </p>
      ) : (
        <div className="hb-perf__scroll">
          <table className="hb-perf__table">
            <caption className="hb-visually-hidden">{t`Units of the term`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Unit`}</th>
                <th scope="col">{t`Dates`}</th>
                <th scope="col" className="hb-perf__num">
                  {t`Homework`}
                </th>
                <th scope="col" className="hb-perf__num">
                  {t`Completion`}
                </th>
                <th scope="col">{t`Class average`}</th>
                <th scope="col">{t`Mastery`}</th>
                <th scope="col">{t`Weakest objective`}</th>
              </tr>
            </thead>
            <tbody>
              {data.units.map((unit) => (
                <tr key={unit.scheduleId}>
                  <th scope="row">
                    <Link
                      to="/home/reportCenter/ePracticeCourse"
                      search={{ classId, subject, termId, scheduleId: unit.scheduleId }}
                    >
                      {unit.name}
                    </Link>
                  </th>
                  <td>
                    {unit.startDate.replaceAll('-', '/')} – {unit.endDate.replaceAll('-', '/')}
                  </td>
                  <td className="hb-perf__num">{unit.homeworkCount}</td>
                  <td className="hb-perf__num">{percentText(unit.completionRate) ?? '—'}</td>
                  <td>
                    <BandBadge rate={unit.averageScoreRate} />
                  </td>
                  <td>
                    <MasteryBadge level={unit.masteryLevel} />
                  </td>
                  <td>
                    {unit.weakestObjective ? (
                      <>
                        {unit.weakestObjective.knowledgePoint}{' '}
                        <BandBadge rate={unit.weakestObjective.scoreRate} />
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BandLegend />
    </section>
  );
}

/** The class's homework of the term, newest due first, each linking to its homework or test report. */
function RecentHomework({ data, classId }: { data: SchedulesWholePerformance; classId: number }) {
  const { t, i18n } = useLingui();
  const recent = data.homework.slice(0, RECENT_HOMEWORK);
  return (
    <section className="hb-card hb-perf__section" aria-labelledby="hb-perf-recent">
      <h2 id="hb-perf-recent">
        <Trans>Recent homework</Trans>
      </h2>
      {recent.length === 0 ? (
        <p className="hb-perf__note">
          <Trans>No homework in this term yet.</Trans>
        </p>
      ) : (
        <div className="hb-perf__scroll">
          <table className="hb-perf__table">
            <caption className="hb-visually-hidden">{t`Recent homework`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Homework`}</th>
                <th scope="col">{t`Kind`}</th>
                <th scope="col">{t`Due`}</th>
                <th scope="col" className="hb-perf__num">
                  {t`Handed in`}
                </th>
                <th scope="col">{t`Score rate`}</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((homework) => {
                const link = homeworkReportLink(homework.processType, homework.eHomeworkId, classId);
                const submitted = homework.submittedCount;
                const assigned = homework.assignedCount;
                return (
                  <tr key={homework.eHomeworkId}>
                    <th scope="row">
                      <Link to={link.to} search={link.search}>
                        {homework.name}
                      </Link>
                    </th>
                    <td>
                      {i18n._(PROCESS_TYPE_LABELS[homework.processType])}
                      {isTest(homework.processType) ? ` · ${t`Test`}` : ''}
                    </td>
                    <td>{formatDateTime(homework.endTime)}</td>
                    <td className="hb-perf__num">{t`${submitted} of ${assigned}`}</td>
                    <td>
                      <BandBadge rate={homework.averageScoreRate} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
