import { useEffect, useId, useRef } from 'react';

/** A small modal question with two answers; Escape answers no. */
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
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    noRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onAnswer(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onAnswer]);
  return (
    <div className="hqe-dialog-backdrop">
      <div className="hqe-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-message`}>
        <p id={`${id}-message`}>{message}</p>
        <div className="hqe-dialog__buttons">
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
