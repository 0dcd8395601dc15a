import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '@harbour/api-client/contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbOrTx } from '../db/client';
import { idempotencyKeys, idempotencySteps } from '../db/schema';
import { AppError } from '../errors';
import type { Principal } from './auth';

/** How long a key is remembered: a repeat within it gets the first answer (IETF Idempotency-Key draft). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;
/** How long a repeat waits for the first request of its key to finish before it is refused. */
export const IDEMPOTENCY_WAIT_MS = 30_000;
/**
 * A first request still unanswered after this is taken as lost (its process died): a repeat takes its key over
 * and writes only what the lost one did not commit (idempotentStep).
 */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60_000;
/** How often keys older than the window are removed. */
const SWEEP_EVERY_MS = 3600_000;
/** How often a waiting repeat looks again. */
const POLL_MS = 20;
/** A key is 1 to 255 printable ASCII characters (a UUID from the client). */
const KEY_FORMAT = /^[\x21-\x7E]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Row of the key this request is the first of, answered when the reply is sent; null otherwise. */
    idempotencyRow: number | null;
  }
  interface FastifyContextConfig {
    /** The call is idempotent by itself (an upsert such as an answer): the header is not needed. */
    idempotent?: boolean;
  }
}

/**
 * Who a key belongs to: the same key from another user is another key. Staff by id, a simulated student as
 * teacher:student, a student's own session as s{studentId}.
 */
function ownerOf(principal: Principal): string {
  if (principal.studentId === null) return `${principal.staffId}`;
  return principal.staffId === null
    ? `s${principal.studentId}`
    : `${principal.staffId}:${principal.studentId}`;
}

function requestHashOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_FORMAT.test(header)) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', {
      field: `headers.${IDEMPOTENCY_KEY_HEADER}`,
    });
  }
  return header;
}

/**
 * Every state-changing call honours an Idempotency-Key header: the first request with a key runs and its
 * answer is kept; a repeat by the same user within 24 hours gets that answer (marked Idempotent-Replayed)
 * and writes nothing. A repeat that arrives while the first still runs waits for its answer. The same key
 * with a different request is refused (409).
 */
export const idempotencyPlugin = fp(async (app) => {
  const db = app.database.db;
  app.decorateRequest('idempotencyRow', null);
  const sweep = setInterval(() => {
    forgetOldIdempotencyKeys(db).catch((error: Error) =>
      app.log.error({ err: error }, 'idempotency sweep failed'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    // Cheapest first: most requests carry no key (the answer call's load test sends none).
    if (request.headers[IDEMPOTENCY_KEY_HEADER] === undefined) return;
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const principal = request.principal;
    if (!principal || request.routeOptions.config?.idempotent) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const owner = ownerOf(principal);
    const requestHash = requestHashOf(request);
    const waitUntil = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ schoolId: principal.schoolId, owner, key, requestHash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (claimed) {
        request.idempotencyRow = claimed.id;
        return;
      }
      const [first] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
      if (!first) continue;
      const age = Date.now() - first.createdAt.getTime();
      if (age > IDEMPOTENCY_WINDOW_MS) {
        // Forgotten: the key is free again (whoever deletes it first claims it on the next turn).
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, first.id));
        continue;
      }
      if (first.requestHash !== requestHash) {
        throw new AppError(409, ERROR_CODES.IDEMPOTENCY_KEY_REUSED, 'idempotencyKeyReused');
      }
      if (first.statusCode === null && age > IDEMPOTENCY_ABANDONED_MS) {
        // Lost: this repeat takes the key over with the steps the lost request committed (one repeat wins).
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ createdAt: new Date() })
          .where(
            and(
              eq(idempotencyKeys.id, first.id),
              isNull(idempotencyKeys.statusCode),
              lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_ABANDONED_MS)),
            ),
          )
          .returning({ id: idempotencyKeys.id });
        if (taken) {
          request.idempotencyRow = taken.id;
          return;
        }
        continue;
      }
      if (first.statusCode !== null) {
        return reply
          .code(first.statusCode)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(first.body ?? '');
      }
      if (Date.now() > waitUntil) {
        throw new AppError(409, ERROR_CODES.IDEMPOTENCY_IN_PROGRESS, 'idempotencyInProgress');
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const rowId = request.idempotencyRow;
    if (rowId === null) return payload;
    request.idempotencyRow = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // A failure of ours is not an answer to keep: the client's retry takes the key over at once and runs
      // again, writing only the steps that did not commit.
      await db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_ABANDONED_MS - 1) })
        .where(eq(idempotencyKeys.id, rowId));
    } else {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, body: payload })
        .where(eq(idempotencyKeys.id, rowId));
    }
    return payload;
  });
});

/**
 * One write of a request, in a transaction that also records its result under the request's Idempotency-Key:
 * the write and the record commit together, so a repeat that takes over a lost request (its process died
 * mid-request) answers the results of the steps that committed and runs only the others. Nothing is written
 * twice. `step` names the write within the request (a batch item's position). Without a key, the transaction
 * alone.
 */
export async function idempotentStep<T>(
  db: Db,
  request: FastifyRequest,
  step: number,
  run: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  const keyId = request.idempotencyRow;
  if (keyId === null) return db.transaction(run);
  const [done] = await db
    .select({ result: idempotencySteps.result })
    .from(idempotencySteps)
    .where(and(eq(idempotencySteps.keyId, keyId), eq(idempotencySteps.step, step)));
  if (done) return JSON.parse(done.result) as T;
  return db.transaction(async (tx) => {
    const result = await run(tx);
    await tx.insert(idempotencySteps).values({ keyId, step, result: JSON.stringify(result) });
    return result;
  });
}

/** Removes keys older than the window (run by the server's periodic sweep). */
export async function forgetOldIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)));
}
