import type { StudentHomeworkDetail } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { homeworkAwaitsMarking } from '../../logic/marked-verdict';
import { formatDateTime, SUBMIT_STATUS_LABELS } from '../../shared/labels';

/** What a submission just answered: the status and the time of handing in. */
export type JustSubmitted =
  | { submitStatus: StudentHomeworkDetail['homework']['submitStatus']; submittedAt: string }
  | undefined;

/** After handing in: when and how, and the score once results are shown (provisional until all is marked). */
export function HomeworkOutcome({
  detail,
  justSubmitted,
}: {
  detail: StudentHomeworkDetail;
  justSubmitted: JustSubmitted;
}) {
  const { i18n } = useLingui();
  const submittedAt = detail.homework.submittedAt ?? justSubmitted?.submittedAt ?? null;
  const status = detail.homework.submittedAt
    ? detail.homework.submitStatus
    : (justSubmitted?.submitStatus ?? null);
  return (
    <section className="st-card st-result" aria-labelledby="result-title" role="status">
      <h2 id="result-title">
        <Trans>Handed in</Trans>
      </h2>
      <p>
        {status ? i18n._(SUBMIT_STATUS_LABELS[status]) : null}
        {submittedAt ? (
          <>
            {' · '}
            <time dateTime={submittedAt}>{formatDateTime(submittedAt, i18n.locale)}</time>
          </>
        ) : null}
      </p>
      {detail.resultsShown && detail.totalScore !== null ? (
        <p className="st-result__score">
          {homeworkAwaitsMarking(detail.questions) ? (
            <Trans>
              Provisional score (marking not finished): {detail.totalScore} / {detail.fullScore}
            </Trans>
          ) : (
            <Trans>
              Score: {detail.totalScore} / {detail.fullScore}
            </Trans>
          )}
        </p>
      ) : (
        <p>
          {detail.homework.processKind === 'TEST' ? (
            <Trans>Your answers are read-only now. Results show when your teacher publishes them.</Trans>
          ) : (
            <Trans>Your answers are read-only now.</Trans>
          )}
        </p>
      )}
    </section>
  );
}
