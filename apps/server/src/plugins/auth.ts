import { ERROR_CODES, type Locale, type Role, type SubjectCode } from '@harbour/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions, staffUsers, students } from '../db/schema';
import { AppError, unauthorized, userTypeError } from '../errors';
import { localeFromHeader } from '../i18n/messages';
import { hashToken } from '../modules/auth/credentials';

/** Who may call a route: anyone, a staff session, or a staff or student-scoped session. */
export type Access = 'public' | 'staff' | 'any';

/** The caller behind a valid token. */
export interface Principal {
  /** Session row id. */
  sessionId: number;
  /** School of the caller; every query is scoped to it. */
  schoolId: number;
  /** Staff user signed in, or the teacher who opened a simulated student session. */
  staffId: number;
  /** Simulated student, or null for a staff session. */
  studentId: number | null;
  /** Class of the simulated student, or null for a staff session. */
  studentClassId: number | null;
  /** Roles of the staff user. */
  roles: Role[];
  /** Active role of the staff user. */
  activeRole: Role;
  /** Subjects of the staff user. */
  subjectCodes: SubjectCode[];
  /** Interface language of the staff user. */
  locale: Locale;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the auth hook on every non-public route. */
    principal: Principal | null;
    /** Locale of messages for this request. */
    locale: Locale;
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
    .innerJoin(
      staffUsers,
      and(eq(staffUsers.id, sessions.staffId), eq(staffUsers.schoolId, sessions.schoolId)),
    )
    .leftJoin(students, and(eq(students.id, sessions.studentId), eq(students.schoolId, sessions.schoolId)))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}

/** Reads the token of the request and loads its session, in one query. */
async function loadPrincipal(
  request: FastifyRequest,
  lookup: ReturnType<typeof sessionLookup>,
): Promise<Principal> {
  const header = request.headers[ACCESS_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) throw unauthorized();
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row) throw unauthorized();
  const { expiresAt, ...rest } = row;
  const principal = rest as Principal;
  request.locale = principal.locale;
  if (expiresAt.getTime() <= Date.now()) {
    throw new AppError(200, ERROR_CODES.SESSION_EXPIRED, 'sessionExpired');
  }
  return principal;
}

/** Loads the caller on every /ael route that is not public; refuses the wrong kind of token. */
export const authPlugin = fp(async (app) => {
  const lookup = sessionLookup(app.database.db);
  app.decorateRequest('principal', null);
  app.decorateRequest('locale', 'hk');
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
    const access = request.routeOptions.config?.access ?? 'staff';
    if (!request.url.startsWith('/ael/') || access === 'public' || !request.routeOptions.url) return;
    const principal = await loadPrincipal(request, lookup);
    if (access === 'staff' && principal.studentId !== null) throw userTypeError();
    request.principal = principal;
  });
});

/** The caller of a route that is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The staff caller of a staff route. */
export function staffOf(request: FastifyRequest): Principal & { studentId: null } {
  const principal = principalOf(request);
  if (principal.studentId !== null) throw userTypeError();
  return principal as Principal & { studentId: null };
}
