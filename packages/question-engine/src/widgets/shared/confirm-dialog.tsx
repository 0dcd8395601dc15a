import { useId, useRef } from 'react';
import { ModalDialog } from './modal-dialog';

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
  const noRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={`${id}-message`}
      initialFocus={noRef}
      onEscape={() => onAnswer(false)}
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
    </ModalDialog>
  );
}
