/** How long after the last change an answer is saved: typing a word sends one call, not one per key. */
export const AUTOSAVE_DELAY_MS = 700;

/** Where the saves stand, for the page's "saved" line. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** No connection: the answers are kept on the device and sent when it is back. */
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

export interface AnswerSaverOptions<B> {
  /** Sends one answer (the answer call). */
  send: (key: string, body: B) => Promise<unknown>;
  /** Told whenever the state changes. */
  onState: (state: SaveState) => void;
  /** The message of a failed save. */
  messageOf: (error: unknown) => string;
  /** Whether a failure is a lost connection (the answer waits on the device), not a refusal. */
  connectionLost?: (error: unknown) => boolean;
  delayMs?: number;
}

/**
 * Saves answers as they are given: each question's latest answer is sent once the student pauses
 * (AUTOSAVE_DELAY_MS), one call at a time per question, so a later answer never lands before an earlier
 * one; `flush` sends whatever is waiting at once (before submitting, on leaving the page).
 */
export function createAnswerSaver<B>({
  send,
  onState,
  messageOf,
  connectionLost = () => false,
  delayMs = AUTOSAVE_DELAY_MS,
}: AnswerSaverOptions<B>) {
  const waiting = new Map<string, { body: B; timer: ReturnType<typeof setTimeout> }>();
  const inFlight = new Map<string, Promise<void>>();
  let failure: SaveState | null = null;
  let tracked = 0;

  const report = () => {
    if (waiting.size > 0 || inFlight.size > 0 || tracked > 0) onState({ kind: 'saving' });
    else onState(failure ?? { kind: 'saved' });
  };
  const failed = (error: unknown) => {
    failure = connectionLost(error) ? { kind: 'offline' } : { kind: 'failed', message: messageOf(error) };
  };

  function sendNow(key: string): Promise<void> {
    const entry = waiting.get(key);
    if (!entry) return inFlight.get(key) ?? Promise.resolve();
    clearTimeout(entry.timer);
    waiting.delete(key);
    const previous = inFlight.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => send(key, entry.body))
      .then(() => {
        failure = null;
      }, failed)
      .finally(() => {
        if (inFlight.get(key) === next) inFlight.delete(key);
        report();
      });
    inFlight.set(key, next);
    report();
    return next;
  }

  return {
    /** The latest answer of a question, sent after the pause. */
    queue(key: string, body: B) {
      const entry = waiting.get(key);
      if (entry) clearTimeout(entry.timer);
      waiting.set(key, { body, timer: setTimeout(() => void sendNow(key), delayMs) });
      report();
    },
    /** Sends everything waiting now; resolves when every save has an answer. Returns whether all succeeded. */
    async flush(): Promise<boolean> {
      await Promise.all([...waiting.keys()].map((key) => sendNow(key)));
      await Promise.all([...inFlight.values()]);
      return failure === null;
    },
    /**
     * The answers still waiting, taken out of the saver (their timers stopped): for a page that is going away,
     * which sends them with a request that outlives it.
     */
    takeWaiting(): Array<[string, B]> {
      const taken: Array<[string, B]> = [];
      for (const [key, entry] of waiting) {
        clearTimeout(entry.timer);
        taken.push([key, entry.body]);
      }
      waiting.clear();
      report();
      return taken;
    },
    /**
     * A save that is not one question's (the answers kept on the device, sent again when the connection is
     * back): its outcome is the saver's state like any save's. When `run` resolves to false (it had nothing to
     * send) nothing waits on the device, so a lost connection is no longer said, but a refusal still is.
     * Resolves to whether it succeeded.
     */
    async track(run: () => Promise<unknown>): Promise<boolean> {
      tracked += 1;
      report();
      try {
        if ((await run()) !== false || failure?.kind === 'offline') failure = null;
        return true;
      } catch (error) {
        failed(error);
        return false;
      } finally {
        tracked -= 1;
        report();
      }
    },
    /** Whether the last save failed for want of a connection. */
    get offline() {
      return failure?.kind === 'offline';
    },
    /** Whether answers are waiting or on their way. */
    get busy() {
      return waiting.size > 0 || inFlight.size > 0;
    },
  };
}
export type AnswerSaver<B> = ReturnType<typeof createAnswerSaver<B>>;
