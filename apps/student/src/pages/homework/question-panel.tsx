import type { StudentQuestion } from '@harbour/api-client';
import { PlainButton } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { QuestionAreaProps } from '../question-area';
import { QuestionOutcomeOf } from '../question-outcome';

// The question engine (QuestionPlayer, its widgets, math) loads only here, in chunks of its own.
const QuestionArea = lazy(() => import('../question-area'));

/** The question on screen (or that there is none), its outcome, and the moves to the question before and after. */
export function QuestionPanel({
  current,
  index,
  count,
  onGo,
  ...area
}: Omit<QuestionAreaProps, 'question'> & {
  current: StudentQuestion | undefined;
  /** The index of the question on screen. */
  index: number;
  /** How many questions the homework has. */
  count: number;
  onGo: (index: number) => void;
}) {
  const { t } = useLingui();
  return (
    <section className="st-card st-question" aria-label={t`Question ${current?.serialNo ?? ''}`}>
      {current ? (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading the question…</Trans>
            </p>
          }
        >
          <QuestionArea
            key={`${current.questionId}-${area.readOnly}-${area.resultsShown}`}
            question={current}
            {...area}
          />
        </Suspense>
      ) : (
        <p>
          <Trans>This homework has no questions.</Trans>
        </p>
      )}
      {current ? <QuestionOutcomeOf question={current} /> : null}
      <div className="st-question__moves">
        {index > 0 ? (
          <PlainButton variant="secondary" onClick={() => onGo(index - 1)}>
            <Trans>Back to question {index}</Trans>
          </PlainButton>
        ) : (
          <span />
        )}
        {index < count - 1 ? (
          <PlainButton variant="secondary" onClick={() => onGo(index + 1)}>
            <Trans>On to question {index + 2}</Trans>
          </PlainButton>
        ) : null}
      </div>
    </section>
  );
}
