import type { ErrorQuestionDetail } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { CardSection } from '../../../shared/components/card-section';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { readableTitle } from '../logic/error-center-list';

const QuestionView = lazy(() => import('../../../shared/components/question-view'));

/** The question with its class, subject, knowledge points and counts; its right answer and explanation. */
export function ErrorQuestionCard({ data }: { data: ErrorQuestionDetail }) {
  const { t } = useLingui();
  return (
    <CardSection id="hb-errors-question" title={readableTitle(data.title)}>
      <p className="hb-errors__muted">
        {data.className} · {t(SUBJECT_LABELS[data.subjectCode])}
        {data.knowledgePoints.length > 0 ? ` · ${data.knowledgePoints.join('、')}` : ''}
      </p>
      <p className="hb-errors__summary">
        <Trans>
          {data.mistakes.length} of {data.answeredCount} students got it wrong or part right;{' '}
          {data.rightCount} got full marks.
        </Trans>
      </p>
      <div className="hb-errors__question-view">
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading the question…</Trans>
            </p>
          }
        >
          <QuestionView question={data.question} showExplanation />
        </Suspense>
      </div>
      <dl className="hb-errors__key">
        <dt>
          <Trans>Right answer</Trans>
        </dt>
        <dd className="hb-errors__pre">
          {data.rightAnswerText || t`Marked by the teacher (no fixed answer)`}
        </dd>
        <dt>
          <Trans>Explanation</Trans>
        </dt>
        <dd className="hb-errors__pre">{data.explanationText || t`No explanation`}</dd>
      </dl>
    </CardSection>
  );
}
