import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffUsers } from '../../db/schema';
import { answerOf, injectCall, refusal } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { useHarness } from '../../test/harness';
import type { ThirdPartySignIn } from './service';

const THIRD = '/ael/school/common/login/unify/third';

/** Posts any body (a test also sends what the contract refuses) and reads the answer as the call's, typed. */
async function postThird(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  options: { language?: string; ip?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: THIRD,
    payload,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: options.language ? { 'accept-language': options.language } : {},
  });
  return answerOf('loginUnifyThird', response);
}

describe.each(testDatabases())('third-party sign-in on $name', (kind) => {
  describe('with no provider configured (this machine)', () => {
    const h = useHarness(kind);

    it('answers resultStatus false naming the provider, in hk by default and in en', async () => {
      const hk = await postThird(h().app, { provider: 'GOOGLE' });
      expect(hk.status).toBe(200);
      expect(hk.body).toEqual(refusal('此伺服器未設定 Google 登入，請以帳號及密碼登入', 100301));
      const en = await postThird(h().app, { provider: 'MICROSOFT', code: 'anything' }, { language: 'en' });
      expect(en.body).toMatchObject({
        resultStatus: false,
        errorMessage:
          'Sign-in with Microsoft is not configured on this server; please log in with your account and password',
        errorCode: 100301,
      });
      const bodyLocale = await postThird(h().app, { provider: 'GOOGLE', locale: 'en' });
      expect(bodyLocale.body.errorMessage).toMatch(/^Sign-in with Google is not configured/);
    });

    it('refuses an unknown provider with a 400 naming the field', async () => {
      const response = await postThird(h().app, { provider: 'MYSPACE' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ resultStatus: false, errorMessage: 'body.provider 的值無效' });
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
      const { body } = await postThird(h().app, { provider: 'GOOGLE', code: 'proof-of-demo-teacher' });
      expect(body.resultStatus).toBe(true);
      expect(body.resultData?.userInfo).toMatchObject({ account: 'demo-teacher' });
      const center = await injectCall(h().app, 'getTeacher', { token: body.resultData?.accessToken });
      expect(center.status).toBe(200);
    });

    it('refuses a proof the provider does not accept, and a provider not configured', async () => {
      const refused = await postThird(h().app, { provider: 'GOOGLE', code: 'forged' }, { language: 'en' });
      expect(refused.body).toMatchObject(
        refusal('Sign-in with Google failed: the account is not linked to a teacher of a school', 100302),
      );
      const other = await postThird(h().app, { provider: 'MICROSOFT' });
      expect(other.body).toMatchObject({ resultStatus: false, errorCode: 100301 });
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
      postThird(h().app, { provider, code }, { ip });

    it('counts refused proofs against the address, never sign-ins or a provider not configured', async () => {
      for (let i = 0; i < 4; i++) {
        expect((await signIn('10.9.0.1', 'GOOGLE', 'proof')).body.resultStatus).toBe(true);
        expect((await signIn('10.9.0.1', 'MICROSOFT', 'x')).body.errorCode).toBe(100301);
      }
      for (let i = 0; i < 2; i++) {
        expect((await signIn('10.9.0.1', 'GOOGLE', 'forged')).body.errorCode).toBe(100302);
      }
      expect((await signIn('10.9.0.1', 'GOOGLE', 'proof')).status).toBe(429);
      expect((await signIn('10.9.0.2', 'GOOGLE', 'proof')).body.resultStatus).toBe(true);
    });
  });
});
