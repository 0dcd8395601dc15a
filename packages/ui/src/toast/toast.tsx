import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { type QueuedToast, UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { uiText } from '../i18n/messages';

/** How long a message stays, in ms (React Aria's accessible minimum is 5 s). */
export const TOAST_TIMEOUT_MS = 5000;
/** Messages shown at once; later ones wait. */
export const TOAST_MAX_VISIBLE = 3;

/** Kind of message: the app shows the server's errorMessage as a warning (spec back-office §8). */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** One queued message. */
export interface ToastMessage {
  /** The text shown. */
  message: string;
  /** Kind of message, for colour and the screen-reader prefix. */
  tone: ToastTone;
}

/** The one queue that `showToast` fills and `<ToastHost />` shows. */
export const toastQueue = /* @__PURE__ */ new ToastQueue<ToastMessage>({
  maxVisibleToasts: TOAST_MAX_VISIBLE,
});

/** Shows a message; returns a function that removes it early. */
export function showToast(message: string, tone: ToastTone = 'info', timeout = TOAST_TIMEOUT_MS): () => void {
  const key = toastQueue.add({ message, tone }, { timeout });
  return () => toastQueue.close(key);
}

/** Shows a warning, e.g. the server's errorMessage when resultStatus is false. */
export function showWarning(message: string): () => void {
  return showToast(message, 'warning');
}

/**
 * Renders the queued messages in a polite live region; mount it once near the root, inside the
 * I18nProvider. Timers pause while the pointer or focus is on a message. (React Aria's queue keeps the
 * timers; its toast region is not used: it is still unstable and would add about 5 kB.)
 */
export function ToastHost() {
  const { i18n } = useLingui();
  const [toasts, setToasts] = useState(() => toastQueue.visibleToasts);
  useEffect(() => {
    setToasts(toastQueue.visibleToasts);
    return toastQueue.subscribe(() => setToasts(toastQueue.visibleToasts));
  }, []);
  const pause = () => toastQueue.pauseAll();
  const resume = () => toastQueue.resumeAll();
  return (
    <section className="hb-toast-region" aria-label={i18n._(uiText.toastRegion)}>
      <ol
        className="hb-toast-list"
        aria-live="polite"
        onMouseEnter={pause}
        onMouseLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.key} toast={toast} />
        ))}
      </ol>
    </section>
  );
}

/** One message; its timer runs while it is shown. */
function ToastItem({ toast }: { toast: QueuedToast<ToastMessage> }) {
  const { i18n } = useLingui();
  const { timer, timeout } = toast;
  useEffect(() => {
    if (!timer || !timeout) return;
    timer.reset(timeout);
    return () => timer.pause();
  }, [timer, timeout]);
  return (
    <li className={`hb-toast hb-toast--${toast.content.tone}`}>
      <span className="hb-toast__content">
        {toast.content.tone === 'warning' ? (
          <span className="hb-visually-hidden">{i18n._(uiText.toastWarning)}: </span>
        ) : null}
        {toast.content.message}
      </span>
      <button
        type="button"
        className="hb-toast__close"
        aria-label={i18n._(uiText.toastClose)}
        onClick={() => toastQueue.close(toast.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** An inline warning or notice that stays in the page (role status; alert for errors). */
export function Message({ tone = 'warning', children }: { tone?: ToastTone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`hb-message hb-message--${tone}`}>
      {children}
    </div>
  );
}
