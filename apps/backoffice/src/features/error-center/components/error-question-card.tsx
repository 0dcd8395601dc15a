import type { ErrorQuestionDetail } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { readableTitle } from '../logic/error-center-list';

const QuestionView = lazy(() => import('../../../shared/components/question-view'));

/** The question with its class, subject, knowledge points and counts; its right answer and explanation. */
export function ErrorQuestionCard({ data }: { data: ErrorQuestionDetail }) {
  const { t } = useLingui();
  return (
    <section className="hb-card" aria-labelledby="hb-errors-question">
      <h2 id="hb-errors-question">{readableTitle(data.title)}</h2>
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
    </section>
  );
}
