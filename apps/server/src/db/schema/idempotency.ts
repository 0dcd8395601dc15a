import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { schoolId } from './school';

// Answers kept for repeated Idempotency-Key requests.

/**
 * The first answer to a state-changing call sent with an Idempotency-Key header, kept 24 hours: a repeat
 * of the key by the same user gets this answer again instead of a second write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Surrogate key. */
    id: id(),
    /** School of the caller. */
    schoolId: schoolId(),
    /** Who sent it: staff id, and the simulated student's id after a colon when there is one. */
    owner: text('owner').notNull(),
    /** The client's key (one per user action, reused on retry). */
    key: text('key').notNull(),
    /** SHA-256 of method, URL and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** HTTP status of the first answer; null while the first request is still running. */
    statusCode: integer('status_code'),
    /** Body of the first answer, as sent. */
    body: text('body'),
    /** When the first request arrived. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_key_idx').on(t.owner, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A write of a keyed request that committed (an item of a batch, a publish), recorded in the same transaction
 * as the write: a retry of a request whose process died before it answered finds what was written, answers
 * these results and writes only the rest.
 */
export const idempotencySteps = pgTable(
  'idempotency_steps',
  {
    /** The key of the request. */
    keyId: belongsTo('key_id', () => idempotencyKeys.id),
    /** Which write of the request (a batch item's position; 0 for a single write). */
    step: integer('step').notNull(),
    /** What the write answered, as JSON. */
    result: text('result').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.step] })],
);
