import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { schoolId, staffUsers, students } from './school';

// Signing in: sessions, counted login failures, trusted devices.

/** A signed-in session; only the SHA-256 hash of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    /** Surrogate key. */
    id: id(),
    /** SHA-256 of the 256-bit token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** School of the session's user. */
    schoolId: schoolId(),
    /**
     * Staff member signed in, or the teacher who opened a simulated student session; null for a student's
     * own session.
     */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Student signed in or simulated by a teacher; null for a staff session. */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /**
     * The teacher's session that opened this simulated one; null for a staff session. Deleting the
     * teacher's session (logout, password change, sweep) deletes the simulated sessions with it.
     */
    parentSessionId: integer('parent_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    /** When the session was opened. */
    createdAt: createdAt(),
    /** When the session stops being accepted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the session was revoked by logout; null while valid. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    index('sessions_parent_idx').on(t.parentSessionId),
    index('sessions_staff_idx').on(t.staffId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed password checks counted under one key (an account, an address, a trusted device, or an
 * account's password changes), so every server instance applies the same login delays.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** What is counted: account:<name>, address:<ip>, device:<token hash> or password-change:<staff id>. */
    key: text('key').primaryKey(),
    /** Password checks counted in the current window (each is counted before it is made). */
    failures: integer('failures').notNull(),
    /** When the last counted check was made; the next delay runs from here. */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** When the count is forgotten (the end of its window). */
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_forget_idx').on(t.forgetAt)],
);

/**
 * A browser that signed in to an account with its password (OWASP's device cookie): its password
 * checks for that account are counted apart, so other people's failures do not delay it. The account is a
 * staff member's or a student's (exactly one of the two).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    /** SHA-256 of the random device token held in the browser's cookie, hex. */
    tokenHash: text('token_hash').primaryKey(),
    /** The staff account the browser signed in to; null for a student's. */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The student account the browser signed in to; null for a staff member's. */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /** When the device stops being trusted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('trusted_devices_staff_idx').on(t.staffId),
    index('trusted_devices_student_idx').on(t.studentId),
    index('trusted_devices_expires_idx').on(t.expiresAt),
    check('trusted_devices_one_account', sql`(${t.staffId} IS NULL) <> (${t.studentId} IS NULL)`),
  ],
);

/**
 * A staff member's arrangement of a dashboard's cards (/home/dashboard/dashboardSort): its cards in their
 * order, each shown or hidden, as JSON `[{ id, hidden }]`. One row per user and dashboard.
 */
export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    /** Owning school. */
    schoolId: schoolId(),
    /** The staff member whose arrangement it is. */
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The dashboard (DASHBOARDS in @harbour/domain). */
    dashboard: text('dashboard').notNull(),
    /** The cards in the user's order: `[{ id, hidden }]`. */
    cards: jsonb('cards').$type<{ id: string; hidden: boolean }[]>().notNull(),
    /** When the user last saved it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.dashboard] })],
);
