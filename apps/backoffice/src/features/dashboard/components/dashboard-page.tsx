import {
  classesDropdownQueryOptions,
  classHomeworksQueryOptions,
  classPracticesQueryOptions,
} from '@harbour/api-client';
import { hongKongCalendarDate, PRACTICE_PROCESS_TYPES, TEST_PROCESS_TYPES } from '@harbour/domain';
import { CountUp } from '@harbour/ui';
import { Select } from '@harbour/ui/select';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CardSection } from '../../../shared/components/card-section';
import { ArrangeCardsLink, DashboardCards } from '../../../shared/components/dashboard-cards';
import { PageHead } from '../../../shared/components/page-head';
import {
  chooseClassId,
  type DashboardSearch,
  homeworkCounts,
  homeworkTypesByDay,
  monthKey,
  monthStart,
  NEAR_HOMEWORK_DAYS,
  NEAR_HOMEWORK_PREVIEW,
} from '../logic/dashboard-search';
import { HomeworkCalendar } from './homework-calendar';

// The day's and the due-soon lists: one chunk, loaded beside the calendar rather than before it.
const lists = () => import('./homework-lists');
const DayHomeworkList = lazy(() => lists().then(({ DayHomeworkList }) => ({ default: DayHomeworkList })));
const NearHomeworkList = lazy(() => lists().then(({ NearHomeworkList }) => ({ default: NearHomeworkList })));

import './dashboard.css';

export interface DashboardPageProps {
  /** The URL's search params. */
  search: DashboardSearch;
  /** Replaces search params (class, month, day). */
  onSearch: (next: DashboardSearch) => void;
}

/** /home/dashboard: class selector, counts, the month calendar and the homework due soon. */
export function DashboardPage({ search, onSearch }: DashboardPageProps) {
  const { t } = useLingui();
  const now = new Date();
  // Hong Kong's today and month, whatever the browser's zone (the client's time-zone rule).
  const today = hongKongCalendarDate(now);
  const { data: grades } = useSuspenseQuery(classesDropdownQueryOptions());
  const classId = chooseClassId(grades, search.classId);
  const month = monthStart(search.month, now);
  const classOptions = grades.flatMap((grade) =>
    grade.classes.map((c) => ({ value: String(c.classId), label: c.className })),
  );

  return (
    <div className="hb-dashboard">
      <PageHead intro={<ArrangeCardsLink dashboard="CALENDAR" />} title={<Trans>Dashboard</Trans>}>
        <Select
          className="hb-dashboard__class"
          label={t`Class`}
          options={classOptions}
          value={classId === null ? null : String(classId)}
          onChange={(value) => onSearch({ ...search, classId: Number(value), day: undefined })}
        />
      </PageHead>
      {classId === null ? (
        <p>
          <Trans>No class is in the scope of your role.</Trans>
        </p>
      ) : (
        <ClassMonth
          classId={classId}
          month={month}
          today={today}
          selectedDay={search.day}
          onMonth={(next) => onSearch({ ...search, classId, month: monthKey(next), day: undefined })}
          onDay={(day) => onSearch({ ...search, classId, month: monthKey(month), day })}
        />
      )}
    </div>
  );
}

function ClassMonth({
  classId,
  month,
  today,
  selectedDay,
  onMonth,
  onDay,
}: {
  classId: number;
  month: Date;
  today: Date;
  selectedDay: string | undefined;
  onMonth: (month: Date) => void;
  onDay: (day: string) => void;
}) {
  const { t } = useLingui();
  const query = { year: month.getFullYear(), month: month.getMonth() + 1 };
  const { data: days } = useSuspenseQuery(classPracticesQueryOptions(classId, query));
  const counts = homeworkCounts(days, PRACTICE_PROCESS_TYPES, TEST_PROCESS_TYPES);
  // Due soon across month ends: from the server, not from the month on screen.
  const { data: near } = useSuspenseQuery(
    classHomeworksQueryOptions({ classId, near: 'ENDING', days: NEAR_HOMEWORK_DAYS }),
  );

  return (
    <div className="hb-dashboard__grid">
      <DashboardCards
        dashboard="CALENDAR"
        cards={{
          counts: (
            <section className="hb-dashboard__counts" aria-label={t`This month`}>
              {/* The last three add up to the first; what has not started is said of the first. */}
              <Count
                label={t`Homework this month`}
                value={counts.total}
                note={t`${counts.notStarted} not started yet`}
              />
              <Count label={t`Practice`} value={counts.practice} />
              <Count label={t`Tests`} value={counts.tests} />
              <Count label={t`Task sheets and other homework`} value={counts.others} />
            </section>
          ),
          calendar: (
            <HomeworkCalendar
              month={month}
              today={today}
              homeworkTypes={homeworkTypesByDay(days)}
              selectedDay={selectedDay}
              onMonth={onMonth}
              onDay={onDay}
            />
          ),
          lists: (
            <div className="hb-dashboard__side">
              <CardSection
                id="hb-day-list"
                title={selectedDay ? t`Homework due on ${selectedDay}` : t`Choose a day to see its homework`}
              >
                {selectedDay ? (
                  <Suspense fallback={null}>
                    <DayHomeworkList classId={classId} day={selectedDay} />
                  </Suspense>
                ) : null}
              </CardSection>
              <CardSection id="hb-near-list" title={<Trans>Due in the next {NEAR_HOMEWORK_DAYS} days</Trans>}>
                <Suspense fallback={null}>
                  <NearHomeworkList homeworks={near.slice(0, NEAR_HOMEWORK_PREVIEW)} />
                </Suspense>
                <p className="hb-dashboard__more">
                  <Link to="/home/dashboard/nearHomework" search={{ classId }}>
                    <Trans>All homework due soon ({near.length})</Trans>
                  </Link>
                  <Link to="/home/dashboard/nearPublicHomework" search={{ classId }}>
                    <Trans>Recently published</Trans>
                  </Link>
                </p>
              </CardSection>
            </div>
          ),
        }}
      />
    </div>
  );
}

function Count({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="hb-count">
      <CountUp className="hb-count__value" value={value} />
      <span className="hb-count__label">{label}</span>
      {note ? <span className="hb-count__note">{note}</span> : null}
    </div>
  );
}
