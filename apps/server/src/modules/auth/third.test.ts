import { eq } from 'drizzle-orm';
import { staffUsers } from '../../db/schema';
import { testDatabases } from '../../test/databases';
import { useHarness } from '../../test/harness';
import type { ThirdPartySignIn } from './service';

const THIRD = '/ael/school/common/login/unify/third';

describe.each(testDatabases())('third-party sign-in on $name', (kind) => {
  describe('with no provider configured (this machine)', () => {
    const h = useHarness(kind);

    it('answers resultStatus false naming the provider, in hk by default and in en', async () => {
      const hk = await h().app.inject({ method: 'POST', url: THIRD, payload: { provider: 'GOOGLE' } });
      expect(hk.statusCode).toBe(200);
      expect(hk.json()).toEqual({
        resultStatus: false,
        resultData: null,
        errorMessage: '此伺服器未設定 Google 登入，請以帳號及密碼登入',
        errorCode: 100301,
      });
      const en = await h().app.inject({
        method: 'POST',
        url: THIRD,
        headers: { 'accept-language': 'en' },
        payload: { provider: 'MICROSOFT', code: 'anything' },
      });
      expect(en.json()).toMatchObject({
        resultStatus: false,
        errorMessage:
          'Sign-in with Microsoft is not configured on this server; please log in with your account and password',
        errorCode: 100301,
      });
      const bodyLocale = await h().app.inject({
        method: 'POST',
        url: THIRD,
        payload: { provider: 'GOOGLE', locale: 'en' },
      });
      expect(bodyLocale.json().errorMessage).toMatch(/^Sign-in with Google is not configured/);
    });

    it('refuses an unknown provider with a 400 naming the field', async () => {
      const response = await h().app.inject({ method: 'POST', url: THIRD, payload: { provider: 'MYSPACE' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ resultStatus: false, errorMessage: 'body.provider 的值無效' });
    });
  });

  describe('with a provider plugged in by configuration', () => {
    let teacherEmail = '';
    const google: ThirdPartySignIn = {
      // A provider that vouches for one proof: the way a real one answers after checking its code.
      verify: async ({ code }) =>
        code === 'proof-of-demo-teacher' ? { email: teacherEmail.toUpperCase() } : null,
    };
    const h = useHarness(kind, { thirdPartyProviders: { GOOGLE: google } });

    beforeAll(async () => {
      const [row] = await h()
        .db.select({ email: staffUsers.email })
        .from(staffUsers)
        .where(eq(staffUsers.account, 'demo-teacher'));
      teacherEmail = row?.email ?? '';
      expect(teacherEmail).toMatch(/@/);
    });

    it('signs in the teacher the provider names, as /login does', async () => {
      const response = await h().app.inject({
        method: 'POST',
        url: THIRD,
        payload: { provider: 'GOOGLE', code: 'proof-of-demo-teacher' },
      });
      const body = response.json();
      expect(body.resultStatus).toBe(true);
      expect(body.resultData.userInfo).toMatchObject({ account: 'demo-teacher' });
      const center = await h().app.inject({
        method: 'GET',
        url: '/ael/school/common/teacher',
        headers: { accesstoken: body.resultData.accessToken },
      });
      expect(center.statusCode).toBe(200);
    });

    it('refuses a proof the provider does not accept, and a provider not configured', async () => {
      const refused = await h().app.inject({
        method: 'POST',
        url: THIRD,
        headers: { 'accept-language': 'en' },
        payload: { provider: 'GOOGLE', code: 'forged' },
      });
      expect(refused.json()).toMatchObject({
        resultStatus: false,
        resultData: null,
        errorCode: 100302,
        errorMessage: 'Sign-in with Google failed: the account is not linked to a teacher of a school',
      });
      const other = await h().app.inject({ method: 'POST', url: THIRD, payload: { provider: 'MICROSOFT' } });
      expect(other.json()).toMatchObject({ resultStatus: false, errorCode: 100301 });
    });
  });

  describe('with login limits', () => {
    const google: ThirdPartySignIn = {
      verify: async ({ code }) => (code === 'proof' ? { email: 'demo-teacher@harbour.edu.hk' } : null),
    };
    const h = useHarness(kind, {
      thirdPartyProviders: { GOOGLE: google },
      auth: { loginFreeFailuresPerAddress: 2 },
    });
    const signIn = (ip: string, provider: 'GOOGLE' | 'MICROSOFT', code: string) =>
      h().app.inject({ method: 'POST', url: THIRD, remoteAddress: ip, payload: { provider, code } });

    it('counts refused proofs against the address, never sign-ins or a provider not configured', async () => {
      for (let i = 0; i < 4; i++) {
        expect((await signIn('10.9.0.1', 'GOOGLE', 'proof')).json().resultStatus).toBe(true);
        expect((await signIn('10.9.0.1', 'MICROSOFT', 'x')).json().errorCode).toBe(100301);
      }
      for (let i = 0; i < 2; i++) {
        expect((await signIn('10.9.0.1', 'GOOGLE', 'forged')).json().errorCode).toBe(100302);
      }
      expect((await signIn('10.9.0.1', 'GOOGLE', 'proof')).statusCode).toBe(429);
      expect((await signIn('10.9.0.2', 'GOOGLE', 'proof')).json().resultStatus).toBe(true);
    });
  });
});
