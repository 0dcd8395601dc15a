import { randomBytes } from 'node:crypto';
import { ERROR_CODES, type UploadKind } from '@harbour/api-client/contract';
import { hongKongDate, hongKongDayStart } from '@harbour/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors';
import { type CheckedUpload, keyPrefixFor, newKey } from '../../storage';

/**
 * Files one user may upload in a Hong Kong day, grants and task sheets together: far above a day of photos,
 * recordings and task sheets, low enough that one account cannot fill the storage.
 */
export const DAILY_UPLOAD_QUOTA = 300;

/** An upload whose bytes were checked, about to be committed. */
export interface UploadToCommit {
  schoolId: number;
  /** Uploader as in the key prefix: a staff id, or s{studentId}. */
  owner: string;
  kind: UploadKind;
  bytes: Uint8Array;
  checked: CheckedUpload;
  /** The upload grant being spent; absent for task sheets, which need none. */
  grantId?: string;
}

/** Files an owner stored today (Hong Kong day). */
async function uploadsToday(db: DbOrTx, schoolId: number, owner: string, now: Date): Promise<number> {
  const [today] = await db
    .select({ total: count() })
    .from(uploads)
    .where(
      and(
        eq(uploads.schoolId, schoolId),
        eq(uploads.owner, owner),
        gte(uploads.createdAt, hongKongDayStart(hongKongDate(now))),
      ),
    );
  return today?.total ?? 0;
}

/**
 * Refuses (429) when the owner's files today, with `pending` uploads in parts not yet complete, reach
 * DAILY_UPLOAD_QUOTA: an upload in parts counts from its start, so parts cannot be sent once the day's files are
 * spent.
 */
export async function assertUploadQuota(
  db: DbOrTx,
  owner: { schoolId: number; owner: string },
  now: Date,
  pending = 0,
): Promise<void> {
  if ((await uploadsToday(db, owner.schoolId, owner.owner, now)) + pending >= DAILY_UPLOAD_QUOTA) {
    throw new AppError(429, ERROR_CODES.RATE_LIMITED, 'uploadQuotaReached', {
      limit: String(DAILY_UPLOAD_QUOTA),
    });
  }
}

/**
 * The one way a checked upload is stored, with its record (the task sheet) when there is one. The bytes go to a
 * temporary key first; in one transaction the owner's uploads are serialised, the daily quota checked, the grant
 * spent (its id is unique: a second or concurrent use finds it taken), the record written, and last the file
 * moved to its key. Anything refused or failing removes the file, so nothing is left without its row.
 */
export async function commitUpload<T>(
  app: FastifyInstance,
  upload: UploadToCommit,
  writeRecord: (tx: DbOrTx, key: string) => Promise<T>,
): Promise<{ key: string; record: T }> {
  const storage = app.storage;
  const key = newKey(keyPrefixFor(upload.schoolId, upload.owner, upload.kind), upload.checked.extension);
  const temporaryKey = `tmp/${randomBytes(16).toString('hex')}.${upload.checked.extension}`;
  await storage.put(temporaryKey, upload.bytes, upload.checked.contentType);
  try {
    const record = await app.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`uploads:${upload.schoolId}:${upload.owner}`}))`,
      );
      await assertUploadQuota(tx, upload, new Date());
      const spent = await tx
        .insert(uploads)
        .values({
          schoolId: upload.schoolId,
          owner: upload.owner,
          kind: upload.kind,
          fileKey: key,
          size: upload.checked.size,
          grantId: upload.grantId ?? null,
        })
        .onConflictDoNothing({ target: uploads.grantId })
        .returning({ id: uploads.id });
      if (spent.length === 0) throw new AppError(400, ERROR_CODES.VALIDATION, 'uploadTokenUsed');
      const written = await writeRecord(tx, key);
      await storage.move(temporaryKey, key);
      return written;
    });
    return { key, record };
  } catch (error) {
    // The transaction rolled back: neither the temporary file nor a moved one may stay.
    await Promise.allSettled([storage.remove(temporaryKey), storage.remove(key)]);
    throw error;
  }
}
