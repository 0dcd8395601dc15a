import type { SchedulesWholePerformance } from '@harbour/api-client';
import { isTestProcess } from '@harbour/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { homeworkReportLink } from '../../../shared/components/homework-report-link';
import { PageHead } from '../../../shared/components/page-head';
import { formatDateTime, PROCESS_TYPE_LABELS } from '../../../shared/labels';
import { Badge, BandBadge, BandLegend, MasteryBadge } from '../../../shared/report/band-badge';
import { percentText } from '../../../shared/report/bands';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportTable } from '../../../shared/report/report-table';
import { dashboardOf } from '../../../shared/session';
import { userInfoAtom } from '../../../shared/state/atoms';
import { termPerformanceQueryOptions } from '../api/performance-queries';
import type { ReportCentreSearch } from '../logic/performance-search';
import { type ReportContext, ReportFilters, type SearchPageProps, useReportContext } from './report-context';
import { SchoolReportLinks } from './school-report-links';
import './performance.css';

/** How many of the class's homework the landing lists (newest due first). */
const RECENT_HOMEWORK = 10;

/**
 * The report centre (spec §2 /home/reportCenter, and /home/newReportCenter, the newer entry, at its own
 * route): for a class, subject and term from the URL, the term's units with their mastery and a link to
 * each unit report, the class's recent homework with its score rate linking to its homework or test report,
 * and the way to the class overview and the mistakes centre.
 */
export function ReportCentrePage({ search, onSearch }: SearchPageProps<ReportCentreSearch>) {
  const { t } = useLingui();
  const context = useReportContext(search);
  const { classId, subject, termId } = context;
  // Said again here so that the class's id is known to be there where the page is ready.
  const ready = classId !== undefined && context.ready;
  const term = useQuery({ ...termPerformanceQueryOptions(context.termQuery), enabled: ready });
  const keep = { classId, subject, termId };
  const readsSchool = ['SCHOOL', 'SUBJECT'].includes(dashboardOf(useAtomValue(userInfoAtom)?.activeRole));
  return (
    <div className="hb-perf">
      <PageHead title={<Trans>Report centre</Trans>}>
        <ReportFilters search={search} context={context} onSearch={onSearch} />
      </PageHead>
      {readsSchool ? (
        <section className="hb-card">
          <SchoolReportLinks />
        </section>
      ) : null}
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
            <Link to="/home/reportCenter/aiReport" search={keep}>
              <Trans>Written summary</Trans>
            </Link>
          </li>
          <li>
            <Link to="/home/reportCenter/accumulatedStudentReport" search={keep}>
              <Trans>Cumulative report</Trans>
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
          <TermHomework data={term.data} classId={classId} />
        </>
      )}
    </div>
  );
}

type Unit = SchedulesWholePerformance['units'][number];
type Homework = SchedulesWholePerformance['homework'][number];

/** The units of the term with their mastery, each linking to its unit report. */
export function UnitsTable({ data, context }: { data: SchedulesWholePerformance; context: ReportContext }) {
  const { t } = useLingui();
  const { classId, subject, termId } = context;
  const columns: ReportColumn<Unit>[] = [
    {
      id: 'unit',
      header: t`Unit`,
      rowHeader: true,
      cell: (unit) => (
        <>
          <Link
            to="/home/reportCenter/ePracticeCourse"
            search={{ classId, subject, termId, scheduleId: unit.scheduleId }}
          >
            {unit.name}
          </Link>
          {unit.proposed ? (
            <>
              {' '}
              <Badge tone="bright-yellow">{t`Proposed`}</Badge>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'dates',
      header: t`Dates`,
      cell: (unit) => `${unit.startDate.replaceAll('-', '/')} – ${unit.endDate.replaceAll('-', '/')}`,
    },
    { id: 'homework', header: t`Homework`, className: 'hb-report-num', value: (unit) => unit.homeworkCount },
    {
      id: 'completion',
      header: t`Completion`,
      className: 'hb-report-num',
      cell: (unit) => percentText(unit.completionRate) ?? '—',
    },
    rateColumn('average', t`Class average`, (unit) => unit.averageScoreRate),
    {
      id: 'pending',
      header: t`Waiting for marking`,
      className: 'hb-report-num',
      value: (unit) => unit.pendingCount,
    },
    { id: 'mastery', header: t`Mastery`, cell: (unit) => <MasteryBadge level={unit.masteryLevel} /> },
    {
      id: 'weakest',
      header: t`Weakest objective`,
      cell: (unit) =>
        unit.weakestObjective ? (
          <>
            {unit.weakestObjective.knowledgePoint} <BandBadge rate={unit.weakestObjective.scoreRate} />
          </>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ReportSection id="hb-perf-units" className="hb-card" title={<Trans>Units of the term</Trans>}>
      <ReportTable
        columns={columns}
        rows={data.units}
        caption={t`Units of the term`}
        hideCaption
        rowKey={(unit) => String(unit.scheduleId)}
        empty={
          <p className="hb-report-note">
            <Trans>No units in this term.</Trans>
          </p>
        }
      />
      <BandLegend />
    </ReportSection>
  );
}

/** A list of the class's homework: each links to its homework or test report. */
function HomeworkList({
  id,
  title,
  rows,
  classId,
  empty,
}: {
  id: string;
  title: string;
  rows: Homework[];
  classId: number;
  empty: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const columns: ReportColumn<Homework>[] = [
    {
      id: 'homework',
      header: t`Homework`,
      rowHeader: true,
      cell: (homework) => {
        const link = homeworkReportLink(homework, classId);
        return (
          <Link to={link.to} search={link.search}>
            {homework.name}
          </Link>
        );
      },
    },
    {
      id: 'kind',
      header: t`Kind`,
      cell: (homework) =>
        `${i18n._(PROCESS_TYPE_LABELS[homework.processType])}${isTestProcess(homework.processType) ? ` · ${t`Test`}` : ''}`,
    },
    { id: 'due', header: t`Due`, cell: (homework) => formatDateTime(homework.endTime) },
    {
      id: 'submitted',
      header: t`Handed in`,
      className: 'hb-report-num',
      cell: ({ submittedCount: submitted, assignedCount: assigned }) => t`${submitted} of ${assigned}`,
    },
    rateColumn('rate', t`Score rate`, (homework) => homework.averageScoreRate),
  ];
  return (
    <ReportSection id={id} className="hb-card" title={title}>
      <ReportTable
        columns={columns}
        rows={rows}
        caption={title}
        hideCaption
        rowKey={(homework) => String(homework.eHomeworkId)}
        empty={<p className="hb-report-note">{empty}</p>}
      />
    </ReportSection>
  );
}

/**
 * The class's homework of the term, newest due first, and every test of the term however far back (a test
 * is chosen here for its report).
 */
function TermHomework({ data, classId }: { data: SchedulesWholePerformance; classId: number }) {
  const { t } = useLingui();
  return (
    <>
      <HomeworkList
        id="hb-perf-recent"
        title={t`Recent homework`}
        rows={data.homework.slice(0, RECENT_HOMEWORK)}
        classId={classId}
        empty={<Trans>No homework in this term yet.</Trans>}
      />
      <HomeworkList
        id="hb-perf-tests"
        title={t`Tests of the term`}
        rows={data.homework.filter((homework) => isTestProcess(homework.processType))}
        classId={classId}
        empty={<Trans>No tests in this term yet.</Trans>}
      />
    </>
  );
}
