import { ERROR_CODES, type Locale, type Role, type SubjectCode } from '@harbour/api-client/contract';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions, staffUsers, students } from '../db/schema';
import { AppError, unauthorized, userTypeError } from '../errors';
import { localeFromHeader } from '../i18n/messages';
import { hashToken } from '../session-token';
import { staffReachesClassSql } from './tenancy';

/**
 * Who may call a route: anyone; a staff session only; a student-scoped session only (a student's own, or
 * one a teacher simulates); or either.
 */
export type Access = 'public' | 'staff' | 'student' | 'any';

/** What every caller behind a valid token has. */
interface PrincipalBase {
  /** Session row id. */
  sessionId: number;
  /** School of the caller; every query is scoped to it. */
  schoolId: number;
  /** Interface language of the caller (a student's own session: hk). */
  locale: Locale;
}

/** A staff member signed in to the back-office. */
export interface StaffPrincipal extends PrincipalBase {
  /** Staff user signed in. */
  staffId: number;
  /** Always null: not a student-scoped session. */
  studentId: null;
  studentClassId: null;
  /** Roles of the staff user. */
  roles: Role[];
  /** Active role of the staff user. */
  activeRole: Role;
  /** Subjects of the staff user. */
  subjectCodes: SubjectCode[];
}

/**
 * A student-scoped session: the student signed in to the student app (staffId null), or a teacher simulating
 * the student (staffId is the teacher: what they do is recorded as the teacher's action).
 */
export interface StudentPrincipal extends PrincipalBase {
  /** The simulating teacher; null for the student's own session. */
  staffId: number | null;
  /** The student acted as. */
  studentId: number;
  /** The student's class. */
  studentClassId: number;
}

/** The caller behind a valid token: narrowed by `studentId !== null`. */
export type Principal = StaffPrincipal | StudentPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the auth hook on every non-public route. */
    principal: Principal | null;
    /** Locale of messages for this request. */
    locale: Locale;
  }
  interface FastifyInstance {
    /** Drops the request's session from this instance's cache (after logout or a change of role or locale). */
    forgetSession(request: FastifyRequest): void;
    /** Drops every session of a staff member from this instance's cache (after logout or a password change). */
    forgetSessionsOf(staffId: number): void;
  }
  interface FastifyContextConfig {
    /** Who may call the route; 'staff' when absent. */
    access?: Access;
  }
}

/** Name of the header carrying the token (Node lowercases header names). */
export const ACCESS_TOKEN_HEADER = 'accesstoken';

/** The session lookup as a named prepared statement: parsed and planned once per connection. */
function sessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      schoolId: sessions.schoolId,
      staffId: sessions.staffId,
      studentId: sessions.studentId,
      studentClassId: students.classId,
      expiresAt: sessions.expiresAt,
      roles: staffUsers.roles,
      activeRole: staffUsers.activeRole,
      subjectCodes: staffUsers.subjectCodes,
      locale: staffUsers.locale,
    })
    .from(sessions)
    .leftJoin(
      staffUsers,
      and(eq(staffUsers.id, sessions.staffId), eq(staffUsers.schoolId, sessions.schoolId)),
    )
    .leftJoin(students, and(eq(students.id, sessions.studentId), eq(students.schoolId, sessions.schoolId)))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        or(
          // A staff session: its staff user.
          and(isNull(sessions.studentId), isNotNull(staffUsers.id)),
          // A student's own session: its student.
          and(isNull(sessions.staffId), isNotNull(students.id)),
          // A simulated session stops being accepted once its student is out of the teacher's scope.
          and(isNotNull(staffUsers.id), isNotNull(students.id), staffReachesClassSql(students.classId)),
        ),
      ),
    )
    .limit(1)
    .prepare('session_by_token_hash');
}

/**
 * How long a looked-up session is reused by this instance without asking the database. Logout, role
 * and language switches on this instance forget it at once; another instance sees them within this time.
 */
export const SESSION_CACHE_MS = 1_000;
/** Most sessions the cache holds. */
export const SESSION_CACHE_SIZE = 10_000;

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

/** A looked-up session: its principal (built once) and when it expires. */
interface CachedSession {
  principal: Principal;
  expiresAt: number;
  /** Until when this instance reuses it without asking the database. */
  until: number;
}

/** The principal of a looked-up session row (the lookup accepts only the three shapes). */
function principalOfRow(row: SessionRow): Principal {
  const base = { sessionId: row.sessionId, schoolId: row.schoolId };
  if (row.studentId !== null && row.studentClassId !== null) {
    return {
      ...base,
      locale: (row.locale as Locale | null) ?? 'hk',
      staffId: row.staffId,
      studentId: row.studentId,
      studentClassId: row.studentClassId,
    };
  }
  return {
    ...base,
    locale: row.locale as Locale,
    staffId: row.staffId as number,
    studentId: null,
    studentClassId: null,
    roles: (row.roles ?? []) as Role[],
    activeRole: row.activeRole as Role,
    subjectCodes: (row.subjectCodes ?? []) as SubjectCode[],
  };
}

/** Sessions recently looked up, by token hash, per app instance. */
class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry;
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, row: SessionRow): CachedSession {
    if (this.entries.size >= SESSION_CACHE_SIZE) this.entries.clear();
    const entry = {
      principal: Object.freeze(principalOfRow(row)),
      expiresAt: row.expiresAt.getTime(),
      until: Date.now() + SESSION_CACHE_MS,
    };
    this.entries.set(tokenHash, entry);
    return entry;
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Forgets every session of a staff member, their simulated student sessions included. */
  forgetStaff(staffId: number): void {
    for (const [tokenHash, entry] of this.entries) {
      if (entry.principal.staffId === staffId) this.entries.delete(tokenHash);
    }
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[ACCESS_TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

/** Reads the token of the request and loads its session, in one query (or from the short cache). */
async function loadPrincipal(
  request: FastifyRequest,
  lookup: ReturnType<typeof sessionLookup>,
  cache: SessionCache,
): Promise<Principal> {
  const token = tokenOf(request);
  if (!token || token.length > 200) throw unauthorized();
  const tokenHash = hashToken(token);
  let session = cache.get(tokenHash);
  if (!session) {
    const [row] = await lookup.execute({ tokenHash });
    if (!row) throw unauthorized();
    session = cache.set(tokenHash, row);
  }
  const { principal } = session;
  // The page's language (Accept-Language) wins; the stored preference answers a client that names none.
  if (localeFromHeader(request.headers['accept-language']) === null) request.locale = principal.locale;
  if (session.expiresAt <= Date.now()) {
    throw new AppError(200, ERROR_CODES.SESSION_EXPIRED, 'sessionExpired');
  }
  return principal;
}

/** Loads the caller on every /ael route that is not public; refuses the wrong kind of token. */
export const authPlugin = fp(async (app) => {
  const lookup = sessionLookup(app.database.db);
  const cache = new SessionCache();
  app.decorate('forgetSession', (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (token) cache.forget(hashToken(token));
  });
  app.decorate('forgetSessionsOf', (staffId: number) => cache.forgetStaff(staffId));
  app.decorateRequest('principal', null);
  app.decorateRequest('locale', 'hk');
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    request.locale = localeFromHeader(request.headers['accept-language']) ?? 'hk';
    if (!request.url.startsWith('/ael/')) return;
    // routeOptions builds a new object on every read: read it once.
    const route = request.routeOptions;
    const access = route.config?.access ?? 'staff';
    if (access === 'public' || !route.url) return;
    const principal = await loadPrincipal(request, lookup, cache);
    // A student-scoped token on a teacher's call, or a teacher's own token on a student's call.
    if (access === 'staff' && principal.studentId !== null) throw userTypeError();
    if (access === 'student' && principal.studentId === null) throw userTypeError();
    request.principal = principal;
  });
});

/** The caller of a route that is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The staff caller of a staff route. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const principal = principalOf(request);
  if (principal.studentId !== null) throw userTypeError();
  return principal;
}

/** The student-scoped caller of a student route (the student's own session or a simulated one). */
export function studentOf(request: FastifyRequest): StudentPrincipal {
  const principal = principalOf(request);
  if (principal.studentId === null) throw userTypeError();
  return principal;
}
