import { useLingui } from '@lingui/react';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { TOAST_REGION_TEXT } from './toast-text';

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

/**
 * The queue (React Aria's, with its timers) and the messages' markup load with the first message: every
 * page mounts the host, and most never show a message (about 1.2 kB min+gzip off an app's first load).
 */
type QueueModule = typeof import('./toast-queue');
let queueModule: QueueModule | null = null;
const loadQueue = () =>
  import('./toast-queue').then((module) => {
    queueModule = module;
    return module;
  });
const ToastItems = lazy(() => loadQueue().then((module) => ({ default: module.ToastItems })));

let anyShown = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows a message (once the queue has loaded); returns a function that removes it early. */
export function showToast(message: string, tone: ToastTone = 'info', timeout = TOAST_TIMEOUT_MS): () => void {
  if (!anyShown) {
    anyShown = true;
    for (const listener of listeners) listener();
  }
  const added = loadQueue().then(({ toastQueue }) => ({
    toastQueue,
    key: toastQueue.add({ message, tone }, { timeout }),
  }));
  return () => void added.then(({ toastQueue, key }) => toastQueue.close(key));
}

/** Shows a warning, e.g. the server's errorMessage when resultStatus is false. */
export function showWarning(message: string): () => void {
  return showToast(message, 'warning');
}

/**
 * Renders the queued messages in a polite live region; mount it once near the root, inside the
 * I18nProvider. The region is there from the start (a screen reader announces what enters it); its
 * messages render once the first is shown. Timers pause while the pointer or focus is on a message.
 */
export function ToastHost() {
  const { i18n } = useLingui();
  const shown = useSyncExternalStore(
    subscribe,
    () => anyShown,
    () => false,
  );
  const pause = () => queueModule?.toastQueue.pauseAll();
  const resume = () => queueModule?.toastQueue.resumeAll();
  return (
    <section className="hb-toast-region" aria-label={i18n._(TOAST_REGION_TEXT)}>
      <ol
        className="hb-toast-list"
        aria-live="polite"
        onMouseEnter={pause}
        onMouseLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        {shown ? (
          <Suspense fallback={null}>
            <ToastItems />
          </Suspense>
        ) : null}
      </ol>
    </section>
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
