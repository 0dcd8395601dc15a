import { PlainButton } from '@harbour/ui';
import { Trans } from '@lingui/react/macro';
import type { SaveState } from '../../logic/answer-saver';

function SaveLine({ state }: { state: SaveState }) {
  return (
    <p className={`st-save st-save--${state.kind}`} aria-live="polite" data-testid="save-state">
      {state.kind === 'saving' ? <Trans>Saving…</Trans> : null}
      {state.kind === 'saved' ? <Trans>All answers saved</Trans> : null}
      {state.kind === 'failed' ? (
        <Trans>Not saved: {state.message}. Your answer will be sent again with the next change.</Trans>
      ) : null}
    </p>
  );
}

/** While answers may change: the autosave line, the hand-in button and why a hand-in was refused. */
export function HandIn({
  saveState,
  submitting,
  problem,
  onHandIn,
}: {
  saveState: SaveState;
  submitting: boolean;
  problem: string | null;
  onHandIn: () => void;
}) {
  return (
    <section className="st-card st-hand-in" aria-labelledby="hand-in">
      <h2 id="hand-in">
        <Trans>Hand in</Trans>
      </h2>
      <SaveLine state={saveState} />
      <PlainButton disabled={submitting} onClick={onHandIn}>
        <Trans>Hand in homework</Trans>
      </PlainButton>
      {problem ? (
        <p className="st-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/** The time is up and handing in failed: why, and a button to try again. */
export function HandInRetry({ problem, onRetry }: { problem: string; onRetry: () => void }) {
  return (
    <section className="st-card" role="alert">
      <p>{problem}</p>
      <PlainButton onClick={onRetry}>
        <Trans>Try handing in again</Trans>
      </PlainButton>
    </section>
  );
}
