import type { MarkingOverview } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportTable } from '../../../shared/report/report-table';
import { scoringPathFor } from '../logic/marking-ways';

type Question = MarkingOverview['questions'][number];

/** A question's label: its number, and its sub-question's key. */
function labelOf(question: Question): string {
  return question.childKey ? `${question.serialNo} (${question.childKey})` : String(question.serialNo);
}

/** The homework's questions with the class's marking progress on each and the way to mark it. */
export function MarkingQuestionsTable({
  overview,
  keep,
}: {
  overview: MarkingOverview;
  keep: { classId?: number };
}) {
  const { t } = useLingui();
  const eHomeworkId = overview.eHomeworkId;
  const columns: ReportColumn<Question>[] = [
    { id: 'question', header: t`Question`, rowHeader: true, cell: labelOf },
    { id: 'full', header: t`Full mark`, value: (q) => q.maxScore },
    {
      id: 'teacher',
      header: t`Marked by a teacher`,
      cell: (q) => (q.teacherMarked ? <Trans>Yes</Trans> : <Trans>No, checked automatically</Trans>),
    },
    { id: 'marked', header: t`Marked`, value: (q) => q.markedCount },
    { id: 'toMark', header: t`To be marked`, value: (q) => q.toMarkCount },
    {
      id: 'mark',
      header: t`Mark`,
      cell: (question) => {
        const label = labelOf(question);
        return (
          <Link
            to={scoringPathFor(overview, question)}
            search={{ eHomeworkId, questionId: question.questionId, ...keep }}
          >
            <Trans>Mark question {label} across the class</Trans>
          </Link>
        );
      },
    },
  ];
  return (
    <ReportTable
      columns={columns}
      rows={overview.questions}
      caption={t`Questions of the homework with their marking progress`}
      hideCaption
      rowKey={(q) => `${q.questionId}-${q.childKey}`}
      className="hb-marking__questions"
    />
  );
}
