import type { ErrorGroup, ErrorQuestion } from '@harbour/api-client';
import { Checkbox } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { readableTitle } from '../logic/error-center-list';

/** One group: its knowledge point or question, its counts, and its questions with their links and choice. */
export function GroupCard({
  group,
  classId,
  eHomeworkId,
  chosen,
  onToggle,
}: {
  group: ErrorGroup;
  classId: number;
  eHomeworkId: number | undefined;
  chosen: readonly number[];
  onToggle: (question: ErrorQuestion) => void;
}) {
  const { t } = useLingui();
  const single = group.questionId !== null ? group.questions[0] : undefined;
  const linkTo = (question: ErrorQuestion) => (
    <Link
      to="/home/errorCenter/seeQuestion"
      search={{ classId, questionId: question.questionId, ...(eHomeworkId ? { eHomeworkId } : {}) }}
    >
      {readableTitle(question.title)}
    </Link>
  );
  return (
    <li className="hb-errors__group" data-mistakes={group.mistakeCount}>
      <h3>{single ? linkTo(single) : (group.knowledgePoint ?? t`No knowledge point`)}</h3>
      <p className="hb-errors__counts">
        <Trans>
          {group.wrongCount} wrong, {group.partRightCount} part right, {group.studentCount} students; latest{' '}
          {formatDateTime(group.latestAt)}
        </Trans>
      </p>
      <ul className="hb-errors__questions">
        {group.questions.map((question) => (
          <li key={question.questionId} className="hb-errors__question">
            <Checkbox
              isSelected={chosen.includes(question.questionId)}
              onChange={() => onToggle(question)}
              aria-label={t`Choose “${readableTitle(question.title)}” for a follow-up`}
            />
            <div className="hb-errors__question-text">
              {single ? null : linkTo(question)}
              <span className="hb-errors__muted">
                {question.homeworkName} · {t(SUBJECT_LABELS[question.subjectCode])}
              </span>
            </div>
            <span className="hb-errors__count">
              <Trans>
                {question.wrongCount} wrong · {question.partRightCount} part right
              </Trans>
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
