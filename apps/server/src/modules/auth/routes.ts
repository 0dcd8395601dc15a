import {
  ackSchema,
  ERROR_CODES,
  envelope,
  type Locale,
  languageSwitchBodySchema,
  loginBodySchema,
  loginResultSchema,
  modifyPasswordBodySchema,
  profileBodySchema,
  roleSwitchBodySchema,
  simulateLoginBodySchema,
  simulateLoginResultSchema,
  type ThirdPartyProvider,
  teacherCenterSchema,
  teacherProfileSchema,
  thirdLoginBodySchema,
  userInfoSchema,
} from '@harbour/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sanitizeHtml from 'sanitize-html';
import { classes, students } from '../../db/schema';
import { ok } from '../../envelope';
import { AppError, forbidden, notFound } from '../../errors';
import { principalOf, staffOf } from '../../plugins/auth';
import { canSeeClass, scopeOf } from '../../plugins/tenancy';
import {
  login,
  modifyPassword,
  openSession,
  revokeSession,
  switchLanguage,
  switchRole,
  type ThirdPartySignIn,
  teacherCenter,
  teacherProfile,
  thirdPartyLogin,
  updateProfile,
} from './service';

const COMMON = '/ael/school/common';
const TAG = { tags: ['auth'] };

/** Login attempts allowed per account, and per address, in one window (OWASP: slow brute force). */
export const LOGIN_MAX_PER_ACCOUNT = 10;
export const LOGIN_MAX_PER_ADDRESS = 50;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export interface AuthRoutesOptions {
  /** How long a session lasts. */
  sessionTtlMs: number;
  /** Login attempts per account per window. */
  loginMaxPerAccount?: number;
  /** Login attempts per address per window. */
  loginMaxPerAddress?: number;
  /** Third-party sign-in providers by name; none configured answers "not configured". */
  thirdPartyProviders?: Partial<Record<ThirdPartyProvider, ThirdPartySignIn>>;
}

/** Plain text of a profile field: tags and entities removed. */
function plain(value: string | undefined): string | undefined {
  return value === undefined
    ? undefined
    : sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).trim();
}

function accountOf(request: FastifyRequest): string {
  const body = request.body as { account?: unknown } | undefined;
  return typeof body?.account === 'string' ? body.account.trim().toLowerCase() : '';
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  const limiters = [
    app.createRateLimit({
      max: options.loginMaxPerAddress ?? LOGIN_MAX_PER_ADDRESS,
      timeWindow: LOGIN_WINDOW_MS,
      keyGenerator: (request) => `login-address:${request.ip}`,
    }),
    app.createRateLimit({
      max: options.loginMaxPerAccount ?? LOGIN_MAX_PER_ACCOUNT,
      timeWindow: LOGIN_WINDOW_MS,
      keyGenerator: (request) => `login-account:${accountOf(request)}`,
    }),
  ];
  /** Counts the attempt against its address and its account; 429 with Retry-After past either limit. */
  const limitLogin = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { locale?: Locale } | undefined;
    if (body?.locale) request.locale = body.locale;
    for (const limiter of limiters) {
      const verdict = await limiter(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header('retry-after', String(verdict.ttlInSeconds));
        throw new AppError(429, ERROR_CODES.RATE_LIMITED, 'tooManyAttempts');
      }
    }
  };

  for (const path of ['/login', '/login/unify']) {
    app.post(
      `${COMMON}${path}`,
      {
        config: { access: 'public' },
        preHandler: limitLogin,
        schema: {
          ...TAG,
          summary:
            path === '/login'
              ? 'Sign in with account and password'
              : 'Sign in through the unified (portal) account; same credentials and answer as /login',
          body: loginBodySchema,
          response: { 200: envelope(loginResultSchema) },
        },
      },
      async (request) => ok(await login(db, request.body, options.sessionTtlMs)),
    );
  }

  app.post(
    `${COMMON}/login/unify/third`,
    {
      config: { access: 'public' },
      preHandler: async (request, reply) => {
        // The address limit only: a third-party proof names no account to count against.
        const body = request.body as { locale?: Locale } | undefined;
        if (body?.locale) request.locale = body.locale;
        const [byAddress] = limiters;
        const verdict = byAddress ? await byAddress(request) : undefined;
        if (verdict && !verdict.isAllowed && verdict.isExceeded) {
          reply.header('retry-after', String(verdict.ttlInSeconds));
          throw new AppError(429, ERROR_CODES.RATE_LIMITED, 'tooManyAttempts');
        }
      },
      schema: {
        ...TAG,
        summary:
          'Third-party sign-in (Google, Microsoft): the provider verifies the proof and names the teacher by email; resultStatus false with a message when the provider is not configured',
        body: thirdLoginBodySchema,
        response: { 200: envelope(loginResultSchema) },
      },
    },
    async (request) =>
      ok(await thirdPartyLogin(db, options.thirdPartyProviders ?? {}, request.body, options.sessionTtlMs)),
  );

  app.post(
    `${COMMON}/logout`,
    {
      config: { access: 'any' },
      schema: { ...TAG, summary: 'Revoke the current token', response: { 200: envelope(ackSchema) } },
    },
    async (request) => {
      await revokeSession(db, principalOf(request).sessionId);
      app.forgetSession(request);
      return ok({ done: true as const });
    },
  );

  app.put(
    `${COMMON}/modifypassword`,
    {
      schema: {
        ...TAG,
        summary: 'Change the password (6–30 characters with letters and numbers)',
        body: modifyPasswordBodySchema,
        response: { 200: envelope(ackSchema) },
      },
    },
    async (request) => {
      await modifyPassword(db, staffOf(request), request.body);
      return ok({ done: true as const });
    },
  );

  app.put(
    `${COMMON}/profile`,
    {
      schema: {
        ...TAG,
        summary: 'Update the personal profile',
        body: profileBodySchema,
        response: { 200: envelope(teacherProfileSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await updateProfile(db, staffOf(request), {
          name: plain(body.name),
          nameEn: plain(body.nameEn),
          gender: body.gender,
          email: body.email,
          phone: body.phone,
        }),
      );
    },
  );

  app.post(
    `${COMMON}/v2/role/switch`,
    {
      schema: {
        ...TAG,
        summary: 'Act in another role the user holds',
        body: roleSwitchBodySchema,
        response: { 200: envelope(userInfoSchema) },
      },
    },
    async (request) => {
      const userInfo = await switchRole(db, staffOf(request), request.body.role);
      app.forgetSession(request);
      return ok(userInfo);
    },
  );

  app.post(
    `${COMMON}/language/switch`,
    {
      schema: {
        ...TAG,
        summary: 'Change the interface language (hk or en)',
        body: languageSwitchBodySchema,
        response: { 200: envelope(ackSchema) },
      },
    },
    async (request) => {
      await switchLanguage(db, staffOf(request), request.body.locale);
      app.forgetSession(request);
      return ok({ done: true as const });
    },
  );

  app.get(
    `${COMMON}/teacher`,
    { schema: { ...TAG, summary: 'The teacher profile', response: { 200: envelope(teacherProfileSchema) } } },
    async (request) => ok(await teacherProfile(db, staffOf(request))),
  );

  app.get(
    `${COMMON}/teacher/center`,
    {
      schema: {
        ...TAG,
        summary: 'Personal centre: profile, school and teaching load',
        response: { 200: envelope(teacherCenterSchema) },
      },
    },
    async (request) => ok(await teacherCenter(db, staffOf(request))),
  );

  for (const path of [`${COMMON}/login/simulate`, '/ael/student/common/login/simulate']) {
    app.post(
      path,
      {
        schema: {
          ...TAG,
          summary: 'A teacher opens a student-scoped session for a student of a class in their scope',
          body: simulateLoginBodySchema,
          response: { 200: envelope(simulateLoginResultSchema) },
        },
      },
      async (request) => {
        const principal = staffOf(request);
        const [student] = await db
          .select({
            studentId: students.id,
            name: students.name,
            nameEn: students.nameEn,
            classId: students.classId,
            className: classes.className,
            classNumber: students.classNumber,
          })
          .from(students)
          .innerJoin(classes, eq(classes.id, students.classId))
          .where(and(eq(students.id, request.body.studentId), eq(students.schoolId, principal.schoolId)))
          .limit(1);
        if (!student) throw notFound();
        const scope = await scopeOf(db, principal);
        if (!canSeeClass(scope, student.classId)) throw forbidden();
        const session = await openSession(
          db,
          { schoolId: principal.schoolId, staffId: principal.staffId, studentId: student.studentId },
          options.sessionTtlMs,
        );
        return ok({ ...session, student });
      },
    );
  }
};
