import {
  ERROR_CODES,
  type Locale,
  profileBodySchema,
  THIRD_PARTY_NOT_CONFIGURED_CODE,
  type ThirdPartyProvider,
} from '@harbour/api-client/contract';
import { decodeHTML } from 'entities';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sanitizeHtml from 'sanitize-html';
import { ok } from '../../envelope';
import { AppError, forbidden, notFound } from '../../errors';
import { principalOf, staffOf, studentOf } from '../../plugins/auth';
import { canSeeClass, requestScope } from '../../plugins/tenancy';
import { type CallHandler, route } from '../../route';
import {
  type AccountKind,
  type CountedKey,
  countPasswordCheck,
  deviceCookie,
  deviceTokenOf,
  forgiveCheck,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_ADDRESS_WINDOW_MS,
  LOGIN_FREE_FAILURES_PER_ACCOUNT,
  LOGIN_FREE_FAILURES_PER_ADDRESS,
  trustDevice,
  trustedDeviceOf,
} from './login-limits';
import {
  login,
  modifyPassword,
  studentLogin,
  studentOfSchool,
  studentSessionOf,
  switchLanguage,
  switchRole,
  type ThirdPartySignIn,
  teacherCenter,
  teacherProfile,
  thirdPartyLogin,
  updateProfile,
} from './service';
import {
  MAX_SIMULATED_SESSIONS_PER_TEACHER,
  openSimulatedSession,
  revokeSession,
  SWEEP_INTERVAL_MS,
  sweepExpired,
} from './sessions';

export interface AuthRoutesOptions {
  /** How long a session lasts. */
  sessionTtlMs: number;
  /** Failed password checks of one account before delays start (LOGIN_FREE_FAILURES_PER_ACCOUNT). */
  loginFreeFailuresPerAccount?: number;
  /** Failed password checks from one address before delays start (LOGIN_FREE_FAILURES_PER_ADDRESS). */
  loginFreeFailuresPerAddress?: number;
  /** Live simulated student sessions per teacher (MAX_SIMULATED_SESSIONS_PER_TEACHER). */
  maxSimulatedSessionsPerTeacher?: number;
  /** The clock of login limits and new sessions (tests move it instead of waiting). */
  now?: () => Date;
  /** Third-party sign-in providers by name; none configured answers "not configured". */
  thirdPartyProviders?: Partial<Record<ThirdPartyProvider, ThirdPartySignIn>>;
}

/**
 * A profile name as plain text: tags removed, entities read back as the characters they stand for (React
 * escapes them when it shows the name), then validated by the name's own rule, so `<b></b>` is an empty
 * name (refused) and `Tom & Jerry` is stored as typed.
 */
function plainName(field: 'name' | 'nameEn', value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = decodeHTML(sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} })).trim();
  if (!profileBodySchema.shape[field].safeParse(text).success) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'invalidField', { field: `body.${field}` });
  }
  return text;
}

/** 429 with Retry-After and a message saying when to try again. */
function tooManyAttempts(reply: FastifyReply, waitMs: number): AppError {
  const seconds = String(Math.ceil(waitMs / 1000));
  reply.header('retry-after', seconds);
  return new AppError(429, ERROR_CODES.RATE_LIMITED, 'tryAgainIn', { seconds });
}

/** Messages of a public call follow the locale the body asks for. */
function useBodyLocale(request: FastifyRequest) {
  const body = request.body as { locale?: Locale } | undefined;
  if (body?.locale) request.locale = body.locale;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  const now = options.now ?? (() => new Date());
  const accountPolicy = {
    freeFailures: options.loginFreeFailuresPerAccount ?? LOGIN_FREE_FAILURES_PER_ACCOUNT,
    windowMs: LOGIN_ACCOUNT_WINDOW_MS,
  };
  const addressPolicy = {
    freeFailures: options.loginFreeFailuresPerAddress ?? LOGIN_FREE_FAILURES_PER_ADDRESS,
    windowMs: LOGIN_ADDRESS_WINDOW_MS,
  };
  /** Student accounts are counted apart from staff accounts of the same name. */
  const accountKeyOf = (kind: AccountKind, account: string) =>
    `${kind === 'staff' ? 'account' : 'student-account'}:${account.trim().toLowerCase()}`;
  const addressKey = (request: FastifyRequest): CountedKey => ({
    key: `address:${request.ip}`,
    policy: addressPolicy,
    onSuccess: 'uncount',
  });

  // Expired sessions, finished login counts and expired trusted devices are deleted in the background.
  let sweeping: Promise<void> = Promise.resolve();
  const sweeper = setInterval(() => {
    sweeping = sweepExpired(db, now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await sweeping;
  });

  /**
   * The login rule of staff and students alike: a password check counted under the browser's trusted device
   * when it holds one for this account (so other people's failures never delay it), else under the account
   * and the address; a correct password takes the count back and trusts the browser. `signIn` checks the
   * password (a wrong one throws and stays counted) and names the account signed in to.
   */
  const limitedLogin = async <R>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: AccountKind,
    account: string,
    signIn: (at: Date) => Promise<{ result: R; accountId: number }>,
  ): Promise<R> => {
    const at = now();
    const device = await trustedDeviceOf(db, deviceTokenOf(request.headers.cookie, kind), kind, account, at);
    const counted = accountKeyOf(kind, account);
    const keys: CountedKey[] = device
      ? [{ key: `device:${device}`, policy: accountPolicy, onSuccess: 'clear' }]
      : [{ key: counted, policy: accountPolicy, onSuccess: 'clear' }, addressKey(request)];
    const check = await countPasswordCheck(db, keys, at);
    if (check.waitMs > 0) throw tooManyAttempts(reply, check.waitMs);
    const { result, accountId } = await signIn(at);
    await forgiveCheck(db, check.counted, [counted]);
    const deviceToken = await trustDevice(db, kind, accountId, device, at);
    if (deviceToken) reply.header('set-cookie', deviceCookie(kind, deviceToken));
    return result;
  };

  const passwordLogin: CallHandler<'login' | 'loginUnify'> = async (request, reply) => {
    const body = request.body;
    const result = await limitedLogin(request, reply, 'staff', body.account, async (at) => {
      const signedIn = await login(db, body, options.sessionTtlMs, at);
      return { result: signedIn, accountId: signedIn.userInfo.userId };
    });
    return ok(result);
  };

  for (const name of ['login', 'loginUnify'] as const) {
    route(app, name, passwordLogin, { preHandler: async (request) => useBodyLocale(request) });
  }

  route(
    app,
    'loginUnifyThird',
    async (request, reply) => {
      // The address count only: a third-party proof names no account to count against.
      const at = now();
      const { waitMs, counted } = await countPasswordCheck(db, [addressKey(request)], at);
      if (waitMs > 0) throw tooManyAttempts(reply, waitMs);
      try {
        const result = await thirdPartyLogin(
          db,
          options.thirdPartyProviders ?? {},
          request.body,
          options.sessionTtlMs,
          at,
        );
        await forgiveCheck(db, counted);
        return ok(result);
      } catch (error) {
        // Only a refused proof is a failure; a provider this server lacks checked nothing.
        const notConfigured =
          error instanceof AppError && error.errorCode === THIRD_PARTY_NOT_CONFIGURED_CODE;
        if (notConfigured) await forgiveCheck(db, counted);
        throw error;
      }
    },
    { preHandler: async (request) => useBodyLocale(request) },
  );

  route(app, 'studentLogin', async (request, reply) => {
    const body = request.body;
    const result = await limitedLogin(request, reply, 'student', body.account, async (at) => {
      const signedIn = await studentLogin(db, body, options.sessionTtlMs, request.locale, at);
      return { result: signedIn, accountId: signedIn.student.studentId };
    });
    return ok(result);
  });

  route(app, 'logout', async (request) => {
    const principal = principalOf(request);
    await revokeSession(db, principal.sessionId);
    app.forgetSession(request);
    // The simulated sessions a staff session opened ended with it.
    if (principal.studentId === null) app.forgetSessionsOf(principal.staffId);
    return ok({ done: true as const });
  });

  route(app, 'modifyPassword', async (request, reply) => {
    const principal = staffOf(request);
    // Old-password guesses are limited like logins, counted per account apart from logins, so
    // failures at the login page never stop a signed-in user from changing their password.
    const key: CountedKey = {
      key: `password-change:${principal.staffId}`,
      policy: accountPolicy,
      onSuccess: 'clear',
    };
    const { waitMs, counted } = await countPasswordCheck(db, [key], now());
    if (waitMs > 0) throw tooManyAttempts(reply, waitMs);
    try {
      await modifyPassword(db, principal, request.body);
    } catch (error) {
      const wrongOldPassword =
        error instanceof AppError && error.errorCode === ERROR_CODES.OLD_PASSWORD_INCORRECT;
      if (!wrongOldPassword) await forgiveCheck(db, counted);
      throw error;
    }
    await forgiveCheck(db, counted);
    app.forgetSessionsOf(principal.staffId);
    return ok({ done: true as const });
  });

  route(app, 'updateProfile', async (request) => {
    const body = request.body;
    return ok(
      await updateProfile(db, staffOf(request), {
        name: plainName('name', body.name),
        nameEn: plainName('nameEn', body.nameEn),
        gender: body.gender,
        email: body.email,
        phone: body.phone,
      }),
    );
  });

  route(app, 'switchRole', async (request) => {
    const userInfo = await switchRole(db, staffOf(request), request.body.role);
    app.forgetSession(request);
    return ok(userInfo);
  });

  route(app, 'switchLanguage', async (request) => {
    await switchLanguage(db, staffOf(request), request.body.locale);
    app.forgetSession(request);
    return ok({ done: true as const });
  });

  route(app, 'getTeacher', async (request) => ok(await teacherProfile(db, staffOf(request))));

  route(app, 'getTeacherCenter', async (request) => ok(await teacherCenter(db, staffOf(request))));

  route(app, 'simulateLogin', async (request) => {
    const principal = staffOf(request);
    const student = await studentOfSchool(db, principal.schoolId, request.body.studentId);
    if (!student) throw notFound();
    const scope = await requestScope(request);
    if (!canSeeClass(scope, student.classId)) throw forbidden();
    const session = await openSimulatedSession(
      db,
      principal,
      student.studentId,
      options.maxSimulatedSessionsPerTeacher ?? MAX_SIMULATED_SESSIONS_PER_TEACHER,
      now(),
    );
    return ok({ ...session, student });
  });

  // The student app, opened with a simulated session's token (the spec's student-side path), asks who it is;
  // a student's own session answers the same.
  for (const name of ['simulateStudentLogin', 'getStudentSession'] as const) {
    route(app, name, async (request) => ok(await studentSessionOf(db, studentOf(request), request.locale)));
  }
};
