import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { type QueuedToast, UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { uiText } from '../i18n/messages';
import { TOAST_MAX_VISIBLE, type ToastMessage } from './toast';

// Loaded with the first message (toast.tsx): React Aria's queue, the messages' markup and their texts.

/** The one queue that `showToast` fills and `<ToastHost />` shows. */
export const toastQueue = /* @__PURE__ */ new ToastQueue<ToastMessage>({
  maxVisibleToasts: TOAST_MAX_VISIBLE,
});

/**
 * The visible messages, inside the host's live region. (React Aria's queue keeps the timers; its toast
 * region is not used: it is still unstable and would add about 5 kB.)
 */
export function ToastItems() {
  const [toasts, setToasts] = useState(() => toastQueue.visibleToasts);
  useEffect(() => {
    setToasts(toastQueue.visibleToasts);
    return toastQueue.subscribe(() => setToasts(toastQueue.visibleToasts));
  }, []);
  return toasts.map((toast) => <ToastItem key={toast.key} toast={toast} />);
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
