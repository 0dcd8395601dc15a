import { useId, useRef } from 'react';
import { useModalFocus } from './focus-trap';

/** A small modal question with two answers; Escape answers no; the focus stays inside while open. */
export function ConfirmDialog({
  message,
  yes,
  no,
  onAnswer,
}: {
  message: string;
  yes: string;
  no: string;
  onAnswer: (yes: boolean) => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  useModalFocus(dialog, noRef, () => onAnswer(false));
  return (
    <div className="hqe-overlay-backdrop">
      <div
        ref={dialog}
        className="hqe-overlay-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-message`}
      >
        <p id={`${id}-message`}>{message}</p>
        <div className="hqe-overlay-dialog__buttons">
          <button type="button" className="hqe-button hqe-button--primary" onClick={() => onAnswer(true)}>
            {yes}
          </button>
          <button ref={noRef} type="button" className="hqe-button" onClick={() => onAnswer(false)}>
            {no}
          </button>
        </div>
      </div>
    </div>
  );
}
