import { type AnswerBody, ApiError, studentAnswerMutationOptions } from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, values } from 'idb-keyval';
import {
  type AnswerQueue,
  createAnswerQueue,
  memoryAnswerStore,
  type UnsentAnswer,
  type UnsentAnswerStore,
} from '../logic/answer-queue';

/** Whether a failed call got no response at all: the device is offline or the server unreachable. */
export function isConnectionLost(error: unknown): boolean {
  return (error instanceof ApiError && error.connectionLost) || error instanceof TypeError;
}

/**
 * The unsent answers in IndexedDB (idb-keyval, its own database), so an answer given offline survives a reload
 * or a restart; in memory where IndexedDB is missing.
 */
function indexedDbStore(): UnsentAnswerStore<AnswerBody> {
  if (typeof indexedDB === 'undefined') return memoryAnswerStore();
  const store = createStore('harbour-student', 'unsent-answers');
  // One change at a time, so a read and its write are not split by another (idb-keyval's update has no key order).
  let chain: Promise<unknown> = Promise.resolve();
  return {
    update(id, change) {
      const next = chain.then(async () => {
        const changed = change(await get<UnsentAnswer<AnswerBody>>(id, store));
        if (changed === undefined) await del(id, store);
        else await set(id, changed, store);
      });
      chain = next.catch(() => undefined);
      return next;
    },
    values: () => values<UnsentAnswer<AnswerBody>>(store),
  };
}

let queue: AnswerQueue<AnswerBody> | null = null;

/**
 * The app's one queue of unsent answers: each goes through the answer call's mutation options (the write makes
 * the homework and the list stale, the project's one way), with the key it was kept with.
 */
export function unsentAnswers(queryClient: QueryClient): AnswerQueue<AnswerBody> {
  if (queue) return queue;
  // Sent whether or not the browser says it is online: the queue itself waits for the connection (a paused
  // mutation would leave the save hanging instead of saying the answer is kept).
  const options = { ...studentAnswerMutationOptions(queryClient), networkMode: 'always' as const };
  queue = createAnswerQueue<AnswerBody>({
    store: indexedDbStore(),
    send: (answer) =>
      queryClient
        .getMutationCache()
        .build(queryClient, options)
        .execute({ questionId: answer.questionId, body: answer.body, idempotencyKey: answer.idempotencyKey }),
    connectionLost: isConnectionLost,
  });
  return queue;
}
