import { Modal, PlainButton } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SaveState } from '../../logic/answer-saver';
import type { UnansweredQuestion } from '../../logic/navigator-state';

function SaveLine({ state }: { state: SaveState }) {
  return (
    <p className={`st-save st-save--${state.kind}`} aria-live="polite" data-testid="save-state">
      {state.kind === 'saving' ? <Trans>Saving…</Trans> : null}
      {state.kind === 'saved' ? <Trans>All answers saved</Trans> : null}
      {state.kind === 'offline' ? <Trans>No connection: your answers are kept on this device</Trans> : null}
      {state.kind === 'failed' ? (
        <Trans>Not saved: {state.message}. Your answer will be sent again with the next change.</Trans>
      ) : null}
    </p>
  );
}

/**
 * What the hand-in dialog says: every question the navigator shows unanswered, each a button that goes to
 * it, those that may be left empty marked so; or that all are answered.
 */
export function HandInDialogContent({
  unanswered,
  total,
  onGo,
}: {
  unanswered: readonly UnansweredQuestion[];
  total: number;
  onGo: (index: number) => void;
}) {
  const { t } = useLingui();
  if (unanswered.length === 0)
    return (
      <p>
        <Trans>All {total} questions are answered. After handing in, answers cannot be changed.</Trans>
      </p>
    );
  const required = unanswered.filter((question) => !question.mayBeEmpty).length;
  return (
    <div className="st-hand-in__gaps">
      <p id="hand-in-gaps">
        {required > 0 ? (
          <Trans>These questions have no answer yet:</Trans>
        ) : (
          <Trans>These questions have no answer; each may be left empty:</Trans>
        )}
      </p>
      <ul aria-labelledby="hand-in-gaps">
        {unanswered.map((question) => (
          <li key={question.index}>
            <button
              type="button"
              className="st-hand-in__gap"
              aria-label={
                question.mayBeEmpty
                  ? t`Go to question ${question.serialNo} (may be left empty)`
                  : question.partsLeft.length > 0
                    ? t`Go to question ${question.serialNo} (part ${question.partsLeft.join(', ')} not answered)`
                    : t`Go to question ${question.serialNo}`
              }
              onClick={() => onGo(question.index)}
            >
              <Trans>Question {question.serialNo}</Trans>
              {question.partsLeft.length > 0 ? (
                <span className="st-hand-in__parts">
                  {' '}
                  <Trans>(part {question.partsLeft.join(', ')} not answered)</Trans>
                </span>
              ) : null}
              {question.mayBeEmpty ? (
                <span className="st-hand-in__optional">
                  {' '}
                  <Trans>(may be left empty)</Trans>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <p>
        <Trans>After handing in, answers cannot be changed.</Trans>
      </p>
    </div>
  );
}

/**
 * While answers may change: the autosave line, the hand-in button with its dialog (naming the questions
 * without an answer) and why a hand-in was refused.
 */
export function HandIn({
  saveState,
  submitting,
  problem,
  unanswered,
  total,
  onGo,
  onHandIn,
}: {
  saveState: SaveState;
  submitting: boolean;
  problem: string | null;
  /** The questions the navigator shows unanswered. */
  unanswered: readonly UnansweredQuestion[];
  /** How many questions the homework has. */
  total: number;
  onGo: (index: number) => void;
  onHandIn: () => void;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  return (
    <section className="st-card st-hand-in" aria-labelledby="hand-in">
      <h2 id="hand-in">
        <Trans>Hand in</Trans>
      </h2>
      <SaveLine state={saveState} />
      <PlainButton disabled={submitting} onClick={() => setAsking(true)}>
        <Trans>Hand in homework</Trans>
      </PlainButton>
      {problem ? (
        <p className="st-error" role="alert">
          {problem}
        </p>
      ) : null}
      <Modal
        isOpen={asking}
        onOpenChange={setAsking}
        title={t`Hand in this homework?`}
        actions="confirm"
        size="large"
        confirmText={t`Hand in`}
        cancelText={t`Keep working`}
        onConfirm={onHandIn}
      >
        <HandInDialogContent
          unanswered={unanswered}
          total={total}
          onGo={(index) => {
            setAsking(false);
            onGo(index);
          }}
        />
      </Modal>
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
