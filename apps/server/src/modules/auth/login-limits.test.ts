import { DEMO_PASSWORD, DEMO_STUDENT_ACCOUNT } from '../../db/seed';
import { answerOf, injectCall, refusal } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { useHarness } from '../../test/harness';
import { DEVICE_COOKIES, LOGIN_MAX_DELAY_MS, loginDelayMs, retryAfterMs } from './login-limits';

const C = '/ael/school/common';

describe('login delays', () => {
  it('allows the free failures, then waits 1 s doubling with each failure up to 15 minutes', () => {
    expect([0, 4].map((failures) => loginDelayMs(failures, 5))).toEqual([0, 0]);
    expect([5, 6, 7, 14].map((failures) => loginDelayMs(failures, 5))).toEqual([
      1_000, 2_000, 4_000, 512_000,
    ]);
    expect(loginDelayMs(15, 5)).toBe(LOGIN_MAX_DELAY_MS);
    expect(loginDelayMs(500, 5)).toBe(LOGIN_MAX_DELAY_MS);
  });

  it('forgets a count at the end of its window', () => {
    const lastFailureAt = new Date('2026-11-24T08:00:00Z');
    const count = { failures: 10, lastFailureAt, forgetAt: new Date('2026-11-24T09:00:00Z') };
    expect(retryAfterMs(count, 5, new Date('2026-11-24T08:00:10Z'))).toBe(22_000);
    expect(retryAfterMs(count, 5, new Date('2026-11-24T08:00:32Z'))).toBe(0);
    expect(retryAfterMs({ ...count, failures: 20 }, 5, new Date('2026-11-24T09:00:00Z'))).toBe(0);
  });

  it('never waits within the free failures, nor longer than the delay when the last failure is stamped in the future', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    // Another instance's clock ahead, or this one set back: the stamp is 93 days after now.
    const future = {
      lastFailureAt: new Date('2027-02-25T08:00:00Z'),
      forgetAt: new Date('2027-02-26T08:00:00Z'),
    };
    expect(retryAfterMs({ ...future, failures: 2 }, 5, now)).toBe(0);
    expect(retryAfterMs({ ...future, failures: 6 }, 5, now)).toBe(2_000);
  });
});

describe.each(testDatabases())('login limits on $name', (kind) => {
  // The limits' clock: tests move it forward instead of waiting.
  let clock = new Date();
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const h = useHarness(kind, {
    auth: { now: () => clock, loginFreeFailuresPerAccount: 3, loginFreeFailuresPerAddress: 6 },
  });
  /** A login from an address (and a browser's device cookie), its answer typed as the login call's. */
  const login = async (account: string, password: string, ip: string, cookie?: string) =>
    answerOf(
      'login',
      await h().app.inject({
        method: 'POST',
        url: `${C}/login`,
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
        payload: { account, password, locale: 'en' },
      }),
    );
  /** A student's login from an address (and a browser's device cookie). */
  const studentLogin = async (account: string, password: string, ip: string, cookie?: string) =>
    answerOf(
      'studentLogin',
      await h().app.inject({
        method: 'POST',
        url: '/ael/student/common/login',
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
        payload: { account, password },
      }),
    );
  const deviceCookieOf = (answer: { response: { headers: Record<string, unknown> } }) => {
    const setCookie = String(answer.response.headers['set-cookie'] ?? '');
    return setCookie.split(';')[0] ?? '';
  };

  it('counts only failures: logins from one address never meet a limit however many succeed', async () => {
    for (let i = 0; i < 12; i++) {
      const response = await login('demo-headmaster', DEMO_PASSWORD, '10.1.0.1');
      expect([i, response.status, response.body.resultStatus]).toEqual([i, 200, true]);
    }
    // The failures the address is allowed are all still there.
    for (let i = 0; i < 6; i++) {
      expect((await login(`nobody-${i}`, 'bad-password1', '10.1.0.1')).body.errorCode).toBe(100201);
    }
  });

  it('makes an account wait longer after each failure past the free ones, without a lock', async () => {
    const ips = ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4', '10.2.0.5', '10.2.0.6', '10.2.0.7'];
    for (const ip of ips.slice(0, 3)) {
      expect((await login('demo-director', 'bad-password1', ip)).body.errorCode).toBe(100201);
    }
    const waits: string[] = [];
    for (const [step, wait] of [1, 2, 4].entries()) {
      const refused = await login('demo-director', DEMO_PASSWORD, ips[3 + step] ?? '');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject(
        refusal(`Too many attempts, please try again in ${wait} seconds`, 100429),
      );
      waits.push(String(refused.response.headers['retry-after']));
      // A refused attempt is not counted: after the wait, the next check is made.
      advance(wait * 1000);
      if (wait < 4) expect((await login('demo-director', 'bad-password2', ips[3] ?? '')).status).toBe(200);
    }
    expect(waits).toEqual(['1', '2', '4']);
    expect((await login('demo-director', DEMO_PASSWORD, ips[6] ?? '')).body.resultStatus).toBe(true);
    // A correct password forgets the account's failures.
    for (let i = 0; i < 3; i++) {
      expect((await login('demo-director', 'bad-password1', ips[i] ?? '')).status).toBe(200);
    }
  });

  it('lets the owner in from a browser that signed in before, while an attacker waits', async () => {
    const first = await login('demo-panel', DEMO_PASSWORD, '10.3.0.1');
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIES.staff}=[A-Za-z0-9_-]{43}$`));
    expect(String(first.response.headers['set-cookie'])).toContain('HttpOnly');
    for (let i = 0; i < 3; i++) await login('demo-panel', 'bad-password1', '10.3.0.9');
    expect((await login('demo-panel', DEMO_PASSWORD, '10.3.0.9')).status).toBe(429);
    expect((await login('demo-panel', DEMO_PASSWORD, '10.3.0.2')).status).toBe(429);
    const owner = await login('demo-panel', DEMO_PASSWORD, '10.3.0.2', cookie);
    expect(owner.body.resultStatus).toBe(true);
    // The trusted browser keeps its token; it trusts nothing for another account.
    expect(owner.response.headers['set-cookie']).toBeUndefined();
    for (let i = 0; i < 3; i++) await login('demo-classteacher', 'bad-password1', '10.3.0.9');
    expect((await login('demo-classteacher', DEMO_PASSWORD, '10.3.0.2', cookie)).status).toBe(429);
  });

  it('lets a student in from their own browser while an attacker of their account waits', async () => {
    const first = await studentLogin(DEMO_STUDENT_ACCOUNT, DEMO_PASSWORD, '10.8.0.1');
    expect(first.body.resultStatus).toBe(true);
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIES.student}=[A-Za-z0-9_-]{43}$`));
    expect(String(first.response.headers['set-cookie'])).toContain('Path=/ael/student/common/login;');
    // The attacker's wrong passwords use the free failures, then the attacker waits.
    for (let i = 0; i < 3; i++) {
      expect((await studentLogin(DEMO_STUDENT_ACCOUNT, 'bad-password1', '10.8.0.9')).body.errorCode).toBe(
        100201,
      );
    }
    const waiting = await studentLogin(DEMO_STUDENT_ACCOUNT, 'bad-password2', '10.8.0.9');
    expect([waiting.status, waiting.body.errorCode]).toEqual([429, 100429]);
    expect((await studentLogin(DEMO_STUDENT_ACCOUNT, DEMO_PASSWORD, '10.8.0.2')).status).toBe(429);
    // The student's own browser is not delayed by them, and keeps its token.
    const owner = await studentLogin(DEMO_STUDENT_ACCOUNT, DEMO_PASSWORD, '10.8.0.2', cookie);
    expect(owner.body.resultStatus).toBe(true);
    expect(owner.response.headers['set-cookie']).toBeUndefined();
    // A student's browser is trusted for that student only, and a staff browser for no student.
    const classmate = 'demo-s3b02';
    for (let i = 0; i < 3; i++) await studentLogin(classmate, 'bad-password1', '10.8.0.9');
    expect((await studentLogin(classmate, DEMO_PASSWORD, '10.8.0.3', cookie)).status).toBe(429);
    const staffCookie = deviceCookieOf(await login('demo-t002', DEMO_PASSWORD, '10.8.0.3'));
    const asStaffCookie = `${DEVICE_COOKIES.staff}=${cookie.split('=')[1]}`;
    expect((await studentLogin(classmate, DEMO_PASSWORD, '10.8.0.3', staffCookie)).status).toBe(429);
    expect((await studentLogin(classmate, DEMO_PASSWORD, '10.8.0.3', asStaffCookie)).status).toBe(429);
  });

  it('limits guesses from a trusted browser too', async () => {
    const cookie = deviceCookieOf(await login('demo-teacher', DEMO_PASSWORD, '10.4.0.1'));
    for (let i = 0; i < 3; i++) {
      expect((await login('demo-teacher', 'bad-password1', '10.4.0.1', cookie)).status).toBe(200);
    }
    expect((await login('demo-teacher', DEMO_PASSWORD, '10.4.0.1', cookie)).status).toBe(429);
    advance(1000);
    expect((await login('demo-teacher', DEMO_PASSWORD, '10.4.0.1', cookie)).body.resultStatus).toBe(true);
  });

  it('makes every account wait from an address past its free failures, and no other address', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await login(`stranger-${i}`, 'bad-password1', '10.5.0.1')).status).toBe(200);
    }
    expect((await login('stranger-x', 'bad-password1', '10.5.0.1')).status).toBe(429);
    expect((await login('stranger-x', 'bad-password1', '10.5.0.2')).status).toBe(200);
  });

  it('counts guesses sent at once before checking any of them', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login('stranger-parallel', 'bad-password1', `10.6.0.${i + 1}`)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('limits old-password guesses of PUT /modifypassword per account, apart from logins', async () => {
    const token = await h().freshLogin('demo-t001');
    const change = (oldPassword: string) =>
      injectCall(h().app, 'modifyPassword', {
        token,
        headers: { 'accept-language': 'en' },
        body: { oldPassword, newPassword: 'harbour2026', confirmPassword: 'harbour2026' },
      });
    // Failures at the login page do not stop the signed-in user.
    for (let i = 0; i < 4; i++) await login('demo-t001', 'bad-password1', '10.7.0.9');
    for (let i = 0; i < 3; i++) expect((await change('guess-1234')).body.errorCode).toBe(100202);
    const refused = await change(DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.response.headers['retry-after']).toBe('1');
    advance(1000);
    expect((await change(DEMO_PASSWORD)).body).toMatchObject({ resultStatus: true });
  });
});
