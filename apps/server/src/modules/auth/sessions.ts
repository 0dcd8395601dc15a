import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, staffUsers, trustedDevices } from '../../db/schema';
import { unauthorized } from '../../errors';
import { hashToken, newToken } from '../../session-token';
import { sweepLoginFailures } from './login-limits';

/** Longest life of a simulated student session (it also ends with the teacher's session). */
export const SIMULATED_SESSION_TTL_MS = 60 * 60_000;
/** Live simulated sessions a teacher holds at most; opening one more ends the oldest. */
export const MAX_SIMULATED_SESSIONS_PER_TEACHER = 5;
/**
 * How long an expired session is kept before the sweep deletes it, so a client coming back soon after
 * expiry is told "session expired" (errorCode 100102) rather than "please log in".
 */
export const EXPIRED_SESSION_GRACE_MS = 24 * 60 * 60_000;
/** How often each server instance deletes expired sessions, login counts and trusted devices. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/** Whose session a row is: a member of staff's, or a student's own (staffId null). */
type SessionOwner = { schoolId: number; staffId: number } | { schoolId: number; studentId: number };

/** Opens a session of the owner and returns its token; only the token's hash is stored. */
export async function openSession(
  db: Db,
  owner: SessionOwner,
  ttlMs: number,
  now = new Date(),
): Promise<{ accessToken: string; expiresAt: string }> {
  const accessToken = newToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  const who = 'staffId' in owner ? { staffId: owner.staffId } : { staffId: null, studentId: owner.studentId };
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(accessToken), schoolId: owner.schoolId, ...who, expiresAt });
  return { accessToken, expiresAt: expiresAt.toISOString() };
}

/**
 * A teacher's student-scoped session, tied to the teacher's session: it lasts at most an hour and never
 * past the teacher's session, is deleted with it, and ends the teacher's oldest simulated sessions
 * beyond `maxPerTeacher`. (The session lookup also stops accepting it once the student's class leaves
 * the teacher's scope.)
 */
export async function openSimulatedSession(
  db: Db,
  teacher: { schoolId: number; staffId: number; sessionId: number },
  studentId: number,
  maxPerTeacher: number,
  now = new Date(),
): Promise<{ accessToken: string; expiresAt: string }> {
  const accessToken = newToken();
  return db.transaction(async (tx) => {
    // The teacher's row is locked so concurrent opens count the same sessions.
    await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.id, teacher.staffId))
      .for('no key update');
    const [parent] = await tx
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, teacher.sessionId));
    if (!parent) throw unauthorized();
    const expiresAt = new Date(
      Math.min(now.getTime() + SIMULATED_SESSION_TTL_MS, parent.expiresAt.getTime()),
    );
    await tx.insert(sessions).values({
      tokenHash: hashToken(accessToken),
      schoolId: teacher.schoolId,
      staffId: teacher.staffId,
      studentId,
      parentSessionId: teacher.sessionId,
      expiresAt,
    });
    const older = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.staffId, teacher.staffId), isNotNull(sessions.studentId)))
      .orderBy(desc(sessions.id))
      .offset(maxPerTeacher);
    if (older.length > 0) {
      await tx.delete(sessions).where(
        inArray(
          sessions.id,
          older.map((row) => row.id),
        ),
      );
    }
    return { accessToken, expiresAt: expiresAt.toISOString() };
  });
}

/** Logout: the session (and the simulated sessions it opened) stops being accepted at once. */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** After a password change: every other session of the user ends, with the simulated sessions they opened. */
export async function endOtherSessions(db: Db, staffId: number, keepSessionId: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.staffId, staffId),
        ne(sessions.id, keepSessionId),
        sql`${sessions.parentSessionId} is distinct from ${keepSessionId}`,
      ),
    );
}

/** Deletes sessions expired longer than the grace, login counts past their window and expired trusted devices. */
export async function sweepExpired(db: Db, now: Date): Promise<void> {
  const sessionsBefore = new Date(now.getTime() - EXPIRED_SESSION_GRACE_MS).toISOString();
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${sessionsBefore}::timestamptz`);
  await db
    .delete(trustedDevices)
    .where(sql`${trustedDevices.expiresAt} <= ${now.toISOString()}::timestamptz`);
  await sweepLoginFailures(db, now);
}
