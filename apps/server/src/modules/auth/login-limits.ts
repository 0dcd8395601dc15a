import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, staffUsers, students, trustedDevices } from '../../db/schema';
import { hashToken, newToken } from '../../session-token';

/**
 * Login limits (OWASP Authentication Cheat Sheet): only failed password checks count; past a few free
 * failures, the next check under the same key waits a delay that doubles with each failure, instead of
 * a hard lock that an attacker could trigger for anyone. Counts live in the database, so every server
 * instance applies the same delays.
 */

/** Failures of one account (or one trusted device, or one account's password changes) before delays start. */
export const LOGIN_FREE_FAILURES_PER_ACCOUNT = 5;
/** Failures from one address before delays start: high, since a whole school may sign in behind one address. */
export const LOGIN_FREE_FAILURES_PER_ADDRESS = 100;
/** How long an account's count lasts from its first failure. */
export const LOGIN_ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;
/** How long an address's count lasts from its first failure. */
export const LOGIN_ADDRESS_WINDOW_MS = 15 * 60_000;
/** The first delay, after the free failures; it doubles with each further failure. */
export const LOGIN_FIRST_DELAY_MS = 1_000;
/** The longest delay between two password checks under one key. */
export const LOGIN_MAX_DELAY_MS = 15 * 60_000;

/** How failures under one kind of key are counted. */
export interface FailurePolicy {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** How long a count lasts from its first failure. */
  windowMs: number;
}

/** A key a password check is counted under, and what a correct password does to its count. */
export interface CountedKey {
  /** account:<name>, address:<ip>, device:<token hash> or password-change:<staff id>. */
  key: string;
  policy: FailurePolicy;
  /** 'clear': a correct password forgets the count; 'uncount': only this check is taken back. */
  onSuccess: 'clear' | 'uncount';
}

/** A check counted by countPasswordCheck, to take back when the password was right. */
export interface CountedCheck {
  key: CountedKey;
  /** When it was counted. */
  countedAt: Date;
  /** The last failure before it, restored when the check is taken back. */
  previousFailureAt: Date;
}

/** Delay before the next check after `failures` counted failures: none within the free ones, then 1 s doubling up to 15 min. */
export function loginDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** (failures - freeFailures), LOGIN_MAX_DELAY_MS);
}

/** Milliseconds until the next password check under a key may be made (0: now). */
export function retryAfterMs(
  count: { failures: number; lastFailureAt: Date; forgetAt: Date } | undefined,
  freeFailures: number,
  now: Date,
): number {
  if (!count || count.forgetAt <= now) return 0;
  const delay = loginDelayMs(count.failures, freeFailures);
  if (delay === 0) return 0;
  // A failure stamped after now (another instance's clock ahead, a clock set back) waits no longer than the delay.
  const lastFailureAt = Math.min(count.lastFailureAt.getTime(), now.getTime());
  return Math.max(0, lastFailureAt + delay - now.getTime());
}

/**
 * Counts a password check under every key before the check is made, so guesses sent in parallel are
 * counted too; when any key must still wait, nothing is counted and the wait is returned. The rows are
 * locked in key order, so concurrent logins cannot deadlock.
 */
export async function countPasswordCheck(
  db: Db,
  keys: CountedKey[],
  now: Date,
): Promise<{ waitMs: number; counted: CountedCheck[] }> {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : 1));
  return db.transaction(async (tx) => {
    await tx
      .insert(loginFailures)
      .values(
        sorted.map(({ key, policy }) => ({
          key,
          failures: 0,
          lastFailureAt: now,
          forgetAt: new Date(now.getTime() + policy.windowMs),
        })),
      )
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(loginFailures)
      .where(
        inArray(
          loginFailures.key,
          sorted.map((k) => k.key),
        ),
      )
      .orderBy(asc(loginFailures.key))
      .for('update');
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const waitMs = Math.max(
      0,
      ...sorted.map((k) => retryAfterMs(byKey.get(k.key), k.policy.freeFailures, now)),
    );
    if (waitMs > 0) return { waitMs, counted: [] };
    const counted: CountedCheck[] = [];
    for (const key of sorted) {
      const row = byKey.get(key.key);
      const fresh = !row || row.forgetAt <= now;
      await tx
        .update(loginFailures)
        .set({
          failures: fresh ? 1 : row.failures + 1,
          lastFailureAt: now,
          forgetAt: fresh ? new Date(now.getTime() + key.policy.windowMs) : row.forgetAt,
        })
        .where(eq(loginFailures.key, key.key));
      counted.push({ key, countedAt: now, previousFailureAt: fresh ? now : row.lastFailureAt });
    }
    return { waitMs: 0, counted };
  });
}

/** The password was right: forgets the counts to clear and takes this check back from the others. */
export async function forgiveCheck(db: Db, counted: CountedCheck[], alsoClear: string[] = []): Promise<void> {
  const clear = [...alsoClear, ...counted.filter((c) => c.key.onSuccess === 'clear').map((c) => c.key.key)];
  if (clear.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.key, clear));
  for (const check of counted.filter((c) => c.key.onSuccess === 'uncount')) {
    // The last failure moves back only when no other check was counted since this one.
    await db
      .update(loginFailures)
      .set({
        failures: sql`greatest(${loginFailures.failures} - 1, 0)`,
        lastFailureAt: sql`case when ${loginFailures.lastFailureAt} = ${check.countedAt.toISOString()}::timestamptz then ${check.previousFailureAt.toISOString()}::timestamptz else ${loginFailures.lastFailureAt} end`,
      })
      .where(eq(loginFailures.key, check.key.key));
  }
}

/** Counts no longer needed: their window is over. */
export async function sweepLoginFailures(db: Db, now: Date): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.forgetAt} <= ${now.toISOString()}::timestamptz`);
}

/** Whose password a login checks: a staff member's or a student's (their counts and devices kept apart). */
export type AccountKind = 'staff' | 'student';

/** Name of the cookie holding a trusted device's token, per kind of account. */
export const DEVICE_COOKIES = { staff: 'harbour_device', student: 'harbour_student_device' } as const;
/** The login call each kind's device cookie is sent to (and no other path). */
const DEVICE_COOKIE_PATHS = {
  staff: '/ael/school/common/login',
  student: '/ael/student/common/login',
} as const;
/** How long a browser stays trusted after signing in with its password. */
export const TRUSTED_DEVICE_TTL_MS = 30 * 24 * 60 * 60_000;
/** Trusted browsers an account keeps at most; signing in on one more forgets the oldest. */
export const MAX_TRUSTED_DEVICES_PER_ACCOUNT = 10;

/** The device cookie's token of a kind of account in a Cookie header, if any. */
export function deviceTokenOf(cookieHeader: string | undefined, kind: AccountKind): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIES[kind] && value && value.length <= 100) return value;
  }
  return undefined;
}

/** The Set-Cookie value trusting this browser: readable only by the login calls, never by scripts. */
export function deviceCookie(kind: AccountKind, token: string): string {
  const maxAge = Math.floor(TRUSTED_DEVICE_TTL_MS / 1000);
  return `${DEVICE_COOKIES[kind]}=${token}; Path=${DEVICE_COOKIE_PATHS[kind]}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
}

/** The hash of the device token when it is trusted for this account, else null. */
export async function trustedDeviceOf(
  db: Db,
  token: string | undefined,
  kind: AccountKind,
  account: string,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const trusted = and(eq(trustedDevices.tokenHash, tokenHash), gt(trustedDevices.expiresAt, now));
  const [row] =
    kind === 'staff'
      ? await db
          .select({ tokenHash: trustedDevices.tokenHash })
          .from(trustedDevices)
          .innerJoin(staffUsers, eq(staffUsers.id, trustedDevices.staffId))
          .where(and(trusted, eq(staffUsers.account, account)))
          .limit(1)
      : await db
          .select({ tokenHash: trustedDevices.tokenHash })
          .from(trustedDevices)
          .innerJoin(students, eq(students.id, trustedDevices.studentId))
          .where(and(trusted, eq(students.account, account)))
          .limit(1);
  return row?.tokenHash ?? null;
}

/** Trusts the browser that just signed in (a new token, or the one it holds for another 30 days). */
export async function trustDevice(
  db: Db,
  kind: AccountKind,
  accountId: number,
  trustedHash: string | null,
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + TRUSTED_DEVICE_TTL_MS);
  if (trustedHash) {
    await db.update(trustedDevices).set({ expiresAt }).where(eq(trustedDevices.tokenHash, trustedHash));
    return null;
  }
  const token = newToken();
  const owner = kind === 'staff' ? { staffId: accountId } : { studentId: accountId };
  await db.insert(trustedDevices).values({ tokenHash: hashToken(token), ...owner, expiresAt });
  const older = await db
    .select({ tokenHash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(eq(kind === 'staff' ? trustedDevices.staffId : trustedDevices.studentId, accountId))
    .orderBy(desc(trustedDevices.expiresAt))
    .offset(MAX_TRUSTED_DEVICES_PER_ACCOUNT);
  if (older.length > 0) {
    await db.delete(trustedDevices).where(
      inArray(
        trustedDevices.tokenHash,
        older.map((row) => row.tokenHash),
      ),
    );
  }
  return token;
}
