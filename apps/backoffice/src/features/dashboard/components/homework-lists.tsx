import { type CalendarHomework, classPracticeObjectsQueryOptions } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HomeworkLink } from '../../../shared/components/homework-link';
import { HomeworkReportLink } from '../../../shared/components/homework-report-link';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';
import { formatDateTime } from '../../../shared/labels';
import { DeleteHomeworkButton } from './delete-homework-button';

// The dashboard's two lists, a chunk of their own: they load beside the calendar, not before it.

/**
 * The homework of a class due on a calendar day: each opens its preview (a task sheet its PDF), with whom
 * it went to, how many of the class have submitted, and its end.
 */
export function DayHomeworkList({ classId, day }: { classId: number; day: string }) {
  const { t } = useLingui();
  const { data: homeworks } = useSuspenseQuery(classPracticeObjectsQueryOptions(classId, { startDate: day }));
  if (homeworks.length === 0)
    return (
      <p className="hb-empty">
        <Trans>
          No homework is due on this day. <Link to="/home/courseMag">Publish some in Course management</Link>.
        </Trans>
      </p>
    );
  return (
    <ul className="hb-homework-list">
      {homeworks.map((homework) => {
        const to = homework.groupName
          ? `${homework.distributeObject} · ${homework.groupName}`
          : homework.distributeObject;
        const submitted = homework.submittedCount;
        const assigned = homework.studentCount;
        return (
          <li key={homework.eHomeworkId} data-homework-id={homework.eHomeworkId}>
            <div>
              <HomeworkLink homework={homework} className="hb-homework-list__name">
                <ProcessTypeIcon processType={homework.processType} /> {homework.homeworkName}
              </HomeworkLink>
              <span className="hb-homework-list__end">
                <Trans>
                  To {to} · {submitted}/{assigned} submitted · Ends {formatDateTime(homework.endTime)}
                </Trans>
              </span>
            </div>
            {homework.practiceStatus === 'NOT_STARTED' ? (
              <DeleteHomeworkButton homework={homework} />
            ) : (
              <HomeworkReportLink
                homework={homework}
                classId={classId}
                className="hb-homework-list__report"
                label={t`Report of ${homework.homeworkName}`}
              >
                <Trans>Report</Trans>
              </HomeworkReportLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The homework due in the next days (the dashboard's preview of the due-soon list), with their end. */
export function NearHomeworkList({ homeworks }: { homeworks: readonly CalendarHomework[] }) {
  if (homeworks.length === 0)
    return (
      <p className="hb-empty">
        <Trans>Nothing is due in the next days.</Trans>
      </p>
    );
  return (
    <ul className="hb-homework-list">
      {homeworks.map((homework) => (
        <li key={homework.eHomeworkId}>
          <div>
            <span className="hb-homework-list__name">
              <ProcessTypeIcon processType={homework.processType} /> {homework.homeworkName}
            </span>
            <span className="hb-homework-list__end">
              <Trans>Ends {formatDateTime(homework.endTime)}</Trans>
            </span>
          </div>
          {homework.practiceStatus === 'NOT_STARTED' ? <DeleteHomeworkButton homework={homework} /> : null}
        </li>
      ))}
    </ul>
  );
}
