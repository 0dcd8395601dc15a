/**
 * An answer not yet stored by the server, kept on the device (IndexedDB) until it is: one per student,
 * homework and (sub-)question, the latest given, with the Idempotency-Key it is sent with until it arrives.
 */
export interface UnsentAnswer<B> {
  /** unsentAnswerId: student, homework and the page's key of the (sub-)question. */
  id: string;
  studentId: number;
  eHomeworkId: number;
  /** The (sub-)question answered: the answer call's path. */
  questionId: string;
  body: B;
  idempotencyKey: string;
  /** Order given: a later answer has a greater number. */
  seq: number;
}

/** Where unsent answers are kept: IndexedDB in the app, a Map in tests. */
export interface UnsentAnswerStore<B> {
  /** Replaces the entry of `id` with what `change` returns from the current one, atomically. */
  update(
    id: string,
    change: (current: UnsentAnswer<B> | undefined) => UnsentAnswer<B> | undefined,
  ): Promise<void>;
  values(): Promise<UnsentAnswer<B>[]>;
}

export const unsentAnswerId = (studentId: number, eHomeworkId: number, key: string) =>
  `${studentId}/${eHomeworkId}/${key}`;

/** The entry to keep when `next` arrives: never an older answer over a newer one. */
export function newerOf<B>(current: UnsentAnswer<B> | undefined, next: UnsentAnswer<B>): UnsentAnswer<B> {
  return current !== undefined && current.seq > next.seq ? current : next;
}

/** The entry left once `sent` arrived: none, unless a newer answer was kept meanwhile (it is still to send). */
export function afterSent<B>(
  current: UnsentAnswer<B> | undefined,
  sent: UnsentAnswer<B>,
): UnsentAnswer<B> | undefined {
  return current !== undefined && current.idempotencyKey !== sent.idempotencyKey ? current : undefined;
}

/** The answers to send, in the order they were given (a student's, or one homework's of theirs). */
export function inSendingOrder<B>(
  entries: readonly UnsentAnswer<B>[],
  studentId: number,
  eHomeworkId?: number,
): UnsentAnswer<B>[] {
  return entries
    .filter(
      (entry) =>
        entry.studentId === studentId && (eHomeworkId === undefined || entry.eHomeworkId === eHomeworkId),
    )
    .sort((a, b) => a.seq - b.seq);
}

/** How a round of sending ended. */
export interface DrainResult {
  /** Answers the server took (or refused) in this round: 0 when there was nothing to send. */
  sent: number;
  /** The connection was lost: what is left waits for it to come back. */
  offline: boolean;
  /**
   * The server refused these answers (the homework was handed in, the time is up…): dropped, with why. A
   * homework's round also tells the refusals of its answers that an earlier round of all homework met.
   */
  refused: unknown[];
}

export interface AnswerQueueOptions<B> {
  store: UnsentAnswerStore<B>;
  /** Sends one answer with its key; rejects when it did not arrive. */
  send: (answer: UnsentAnswer<B>) => Promise<unknown>;
  /** Whether a failure means no response came (the device is offline), so the answer waits. */
  connectionLost: (error: unknown) => boolean;
  /** A new idempotency key. */
  newKey?: () => string;
}

/**
 * The answers kept on the device and their sending: `keep` puts the latest answer of a question in the store
 * (a newer one replaces it; an older one never does); `drain` sends what is kept, oldest first, one call at a
 * time whoever asks (so two rounds never race and an older answer never lands after a newer one), each
 * removed once the server has it; on a lost connection the round stops and the rest stays for the next.
 */
export function createAnswerQueue<B>({
  store,
  send,
  connectionLost,
  newKey = () => crypto.randomUUID(),
}: AnswerQueueOptions<B>) {
  let lastSeq = 0;
  let round: Promise<unknown> = Promise.resolve();
  /** Refusals a round of all homework met, per homework: told by that homework's next round (its page). */
  const untold = new Map<number, unknown[]>();

  async function sendAll(studentId: number, eHomeworkId?: number): Promise<DrainResult> {
    const refused: unknown[] = [];
    if (eHomeworkId !== undefined) {
      refused.push(...(untold.get(eHomeworkId) ?? []));
      untold.delete(eHomeworkId);
    }
    let sent = 0;
    for (const entry of inSendingOrder(await store.values(), studentId, eHomeworkId)) {
      // The entry as it is now: a newer answer of the same question may have replaced it.
      const current = (await store.values()).find((kept) => kept.id === entry.id);
      if (!current) continue;
      try {
        await send(current);
      } catch (error) {
        if (connectionLost(error)) return { sent, offline: true, refused };
        if (eHomeworkId === undefined)
          untold.set(current.eHomeworkId, [...(untold.get(current.eHomeworkId) ?? []), error]);
        else refused.push(error);
      }
      sent += 1;
      await store.update(current.id, (now) => afterSent(now, current));
    }
    return { sent, offline: false, refused };
  }

  return {
    /** Keeps the latest answer of a (sub-)question with a new key; resolves once it is stored. */
    async keep(answer: Omit<UnsentAnswer<B>, 'id' | 'idempotencyKey' | 'seq'> & { key: string }) {
      lastSeq = Math.max(Date.now(), lastSeq + 1);
      const { key, ...rest } = answer;
      const entry: UnsentAnswer<B> = {
        ...rest,
        id: unsentAnswerId(answer.studentId, answer.eHomeworkId, key),
        idempotencyKey: newKey(),
        seq: lastSeq,
      };
      await store.update(entry.id, (current) => newerOf(current, entry));
      return entry;
    },
    /** Sends what is kept (of one homework, or all the student's), after any round already under way. */
    drain(studentId: number, eHomeworkId?: number): Promise<DrainResult> {
      const next = round.then(() => sendAll(studentId, eHomeworkId));
      round = next.catch(() => undefined);
      return next;
    },
    /** The answers kept for a homework, latest first per question: what the page shows until they are sent. */
    async pending(studentId: number, eHomeworkId: number): Promise<UnsentAnswer<B>[]> {
      return inSendingOrder(await store.values(), studentId, eHomeworkId);
    },
  };
}
export type AnswerQueue<B> = ReturnType<typeof createAnswerQueue<B>>;

/** A store in memory (tests, and a browser without IndexedDB). */
export function memoryAnswerStore<B>(): UnsentAnswerStore<B> {
  const map = new Map<string, UnsentAnswer<B>>();
  return {
    async update(id, change) {
      const next = change(map.get(id));
      if (next === undefined) map.delete(id);
      else map.set(id, next);
    },
    async values() {
      return [...map.values()];
    },
  };
}
