import { type StudentHomework, studentHomeworksQueryOptions } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ProcessTypeIcon } from '../components/process-type-icon';
import { groupHomework, HOME_GROUPS } from '../logic/group-homework';
import {
  formatDateTime,
  GROUP_LABELS,
  PRACTICE_STATUS_LABELS,
  STUDENT_TEST_STATUS_LABELS,
  SUBJECT_LABELS,
  SUBMIT_STATUS_LABELS,
} from '../shared/labels';
import './home-page.css';

function HomeworkRow({ homework }: { homework: StudentHomework }) {
  const { t, i18n } = useLingui();
  return (
    <li className="st-homework" data-homework-id={homework.eHomeworkId}>
      <div className="st-homework__main">
        <Link
          to="/homework/$eHomeworkId"
          params={{ eHomeworkId: homework.eHomeworkId }}
          className="st-homework__name"
        >
          {homework.homeworkName}
        </Link>
        <span className="st-homework__subject">{i18n._(SUBJECT_LABELS[homework.subjectCode])}</span>
        <ProcessTypeIcon processType={homework.processType} />
      </div>
      <dl className="st-homework__facts">
        <div>
          <dt>
            <Trans>Due</Trans>
          </dt>
          <dd>
            <time dateTime={homework.endTime}>{formatDateTime(homework.endTime, i18n.locale)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Progress</Trans>
          </dt>
          <dd>
            {i18n._(PRACTICE_STATUS_LABELS[homework.practiceStatus])} ·{' '}
            {t`${homework.answeredCount} of ${homework.questionCount} answered`}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Submission</Trans>
          </dt>
          <dd>{i18n._(SUBMIT_STATUS_LABELS[homework.submitStatus])}</dd>
        </div>
        {homework.studentTestStatus ? (
          <div>
            <dt>
              <Trans>Test</Trans>
            </dt>
            <dd>
              {i18n._(STUDENT_TEST_STATUS_LABELS[homework.studentTestStatus])}
              {homework.durationMinutes ? ` · ${t`${homework.durationMinutes} minutes`}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** The student's homework, grouped as to do, overdue and done. */
export function HomePage() {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(studentHomeworksQueryOptions());
  const groups = groupHomework(data.list);
  const empty = {
    TODO: <Trans>Nothing to do: all your homework is handed in.</Trans>,
    OVERDUE: <Trans>Nothing overdue.</Trans>,
    DONE: <Trans>Homework you hand in will be listed here.</Trans>,
  };
  return (
    <main className="st-page">
      <h1>
        <Trans>My homework</Trans>
      </h1>
      {HOME_GROUPS.map((group) => (
        <section key={group} className="st-card st-group" aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>
            {i18n._(GROUP_LABELS[group])} <span className="st-group__count">({groups[group].length})</span>
          </h2>
          {groups[group].length === 0 ? (
            <p className="st-empty">{empty[group]}</p>
          ) : (
            <ul className="st-homework-list">
              {groups[group].map((homework) => (
                <HomeworkRow key={homework.eHomeworkId} homework={homework} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </main>
  );
}
