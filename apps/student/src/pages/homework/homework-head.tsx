import type { StudentHomeworkDetail } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { ProcessTypeIcon } from '../../components/process-type-icon';
import { TestTimer } from '../../components/test-timer';
import { formatDateTime, SUBJECT_LABELS, SUBMIT_STATUS_LABELS } from '../../shared/labels';

/** The homework's name, subject, type, due time and hand-in status; a running test's timer. */
export function HomeworkHead({
  homework,
  deadline,
  onTimeUp,
}: {
  homework: StudentHomeworkDetail['homework'];
  /** The test's deadline while its timer runs, else null. */
  deadline: string | null;
  onTimeUp: () => void;
}) {
  const { i18n } = useLingui();
  const submitted = homework.submittedAt !== null;
  return (
    <header className="st-card st-homework-head">
      <h1>{homework.homeworkName}</h1>
      <div className="st-homework-head__facts">
        <span className="st-homework__subject">{i18n._(SUBJECT_LABELS[homework.subjectCode])}</span>
        <ProcessTypeIcon processType={homework.processType} />
        <span>
          <Trans>Due</Trans>{' '}
          <time dateTime={homework.endTime}>{formatDateTime(homework.endTime, i18n.locale)}</time>
        </span>
        {submitted ? (
          <span className="st-badge">{i18n._(SUBMIT_STATUS_LABELS[homework.submitStatus])}</span>
        ) : null}
      </div>
      {deadline ? <TestTimer deadline={deadline} onTimeUp={onTimeUp} /> : null}
    </header>
  );
}
