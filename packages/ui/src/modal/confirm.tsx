import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ModalSize, ModalTone } from './modal';

/**
 * The modal's code (React Aria's Modal and Dialog) loads with the first question: every page mounts the
 * host, few ask anything, and the dashboard's first load is over its budget without it.
 */
const loadModal = () => import('./modal');
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

/** What `confirm()` asks. */
export interface ConfirmOptions {
  /** Title of the modal. */
  title: ReactNode;
  /** The question or explanation. */
  message?: ReactNode;
  /** Text of Confirm; translated default. */
  confirmText?: string;
  /** Text of Cancel; translated default. */
  cancelText?: string;
  /** Colour; purple by default. */
  tone?: ModalTone;
  /** Size; small by default. */
  size?: ModalSize;
  /** Clicking outside counts as Cancel. */
  closeOnOutsideClick?: boolean;
}

interface Pending {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

let queue: Pending[] = [];
let hosts = 0;
const listeners = new Set<() => void>();

function setQueue(next: Pending[]) {
  queue = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Asks with a Cancel plus Confirm modal; resolves true on Confirm, false on Cancel, close or Escape.
 * Needs one <ConfirmHost /> mounted inside the I18nProvider. Calls made while one is open wait their turn.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (hosts === 0) return Promise.reject(new Error('confirm() needs a mounted <ConfirmHost />'));
  return new Promise((resolve) => setQueue([...queue, { options, resolve }]));
}

/** Renders the modals that `confirm()` asks for; mount it once near the root. */
export function ConfirmHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  }, []);
  if (!current) return null;
  const answer = (confirmed: boolean) => {
    if (queue[0] !== current) return;
    setQueue(queue.slice(1));
    current.resolve(confirmed);
  };
  const { title, message, ...rest } = current.options;
  return (
    <Suspense fallback={null}>
      <Modal
        isOpen
        actions="confirm"
        title={title}
        onOpenChange={(open) => {
          if (!open) answer(false);
        }}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
        {...rest}
      >
        {message}
      </Modal>
    </Suspense>
  );
}
