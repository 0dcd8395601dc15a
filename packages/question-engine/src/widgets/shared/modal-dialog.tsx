import { type ReactNode, type RefObject, useRef } from 'react';
import { useModalFocus } from './focus-trap';

/**
 * The engine's small modal dialog: a backdrop and a box whose focus stays inside while it is open,
 * starting on `initialFocus`; Escape calls `onEscape`. Its content and buttons are the caller's.
 */
export function ModalDialog({
  role = 'dialog',
  labelledBy,
  describedBy,
  initialFocus,
  onEscape,
  children,
}: {
  /** 'alertdialog' for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that names the dialog. */
  labelledBy: string;
  /** Id of the element that describes it, if any. */
  describedBy?: string;
  initialFocus: RefObject<HTMLElement | null>;
  onEscape: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, initialFocus, onEscape);
  return (
    <div className="hqe-overlay-backdrop">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, and both are modal */}
      <div
        ref={dialog}
        className="hqe-overlay-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        {children}
      </div>
    </div>
  );
}
