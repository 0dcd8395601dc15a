import { ApiError } from '@harbour/api-client';
import { PlainButton } from '@harbour/ui';
import { Trans } from '@lingui/react/macro';

/** Before a test: how long it lasts and what happens at the end, and the button that starts its clock. */
export function TestStart({
  durationMinutes,
  starting,
  startError,
  onStart,
}: {
  durationMinutes: number | null;
  starting: boolean;
  startError: unknown;
  onStart: () => void;
}) {
  return (
    <section className="st-card" aria-labelledby="test-start">
      <h2 id="test-start">
        <Trans>Before you start</Trans>
      </h2>
      <p>
        <Trans>
          This test lasts {durationMinutes ?? 0} minutes. The timer starts when you begin; when the time is
          up, your answers are handed in for you. Results show when your teacher publishes them.
        </Trans>
      </p>
      <PlainButton disabled={starting} onClick={onStart}>
        <Trans>Start the test</Trans>
      </PlainButton>
      {startError instanceof ApiError && startError.message ? (
        <p className="st-error" role="alert">
          {startError.message}
        </p>
      ) : null}
    </section>
  );
}
