import type { QuestionOutcome as Outcome, StudentQuestion } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { awaitsMarking } from '../logic/marked-verdict';

// The photo renderer (SVG marks, freehand ink) loads only when a marked photo is shown.
const MarkedPhotos = lazy(() => import('./marked-photos'));

/**
 * What a question earned once results are shown: the score of its full mark (said to be provisional while
 * the teacher has not marked it), the teacher's comment, the writing criteria's scores, and the photos of
 * the answer with the marks the teacher drew over them.
 */
export function QuestionOutcome({
  outcome,
  serialNo,
  provisional = false,
}: {
  outcome: Outcome;
  serialNo: number;
  /** The teacher has not marked the answer yet: the score is said to be provisional. */
  provisional?: boolean;
}) {
  const { t } = useLingui();
  return (
    <section className="st-outcome-card" aria-label={t`Result of question ${serialNo}`}>
      <dl className="st-outcome">
        <div>
          <dt>
            {provisional ? <Trans>Provisional score (marking not finished)</Trans> : <Trans>Score</Trans>}
          </dt>
          <dd>
            {outcome.score} / {outcome.maxScore}
          </dd>
        </div>
        {outcome.comment ? (
          <div className="st-outcome__comment">
            <dt>
              <Trans>Teacher's comment</Trans>
            </dt>
            <dd>{outcome.comment}</dd>
          </div>
        ) : null}
      </dl>
      {outcome.criteria.length > 0 ? (
        <table className="st-criteria">
          <caption>
            <Trans>Scores by writing criterion</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Criterion</Trans>
              </th>
              <th scope="col">
                <Trans>Score</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {outcome.criteria.map((criterion) => (
              <tr key={criterion.ruleName}>
                <th scope="row">{criterion.ruleName}</th>
                <td>{criterion.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {outcome.pictures.length > 0 ? (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading the marked photos…</Trans>
            </p>
          }
        >
          <MarkedPhotos pictures={outcome.pictures} serialNo={serialNo} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** A question's outcome once it has one (a question of the homework, or a task sheet's hand-in); else nothing. */
export function QuestionOutcomeOf({ question }: { question: StudentQuestion }) {
  if (!question.outcome) return null;
  return (
    <QuestionOutcome
      outcome={question.outcome}
      serialNo={question.serialNo}
      provisional={awaitsMarking(question.answer?.questionRightStatus ?? null, question.outcome)}
    />
  );
}
