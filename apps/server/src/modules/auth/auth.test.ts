import type { CallBody } from '@harbour/api-client/contract';
import { eq } from 'drizzle-orm';
import { sessions, staffUsers } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { hashToken } from '../../session-token';
import { injectCall, refusal, refusalOf } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';

const C = '/ael/school/common';

describe.each(testDatabases())('auth on $name', (kind) => {
  const h = useHarness(kind);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    h().app.inject({
      method,
      url,
      headers: token ? { accesstoken: token } : {},
      ...(payload ? { payload } : {}),
    });

  it.each(DEMO_ACCOUNTS)('logs in $account with demo1234 and holds its roles', async ({ account, roles }) => {
    const { status, body } = await injectCall(h().app, 'login', { body: { account, password: 'demo1234' } });
    expect(status).toBe(200);
    const { resultData } = body;
    expect(resultData?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resultData?.userInfo).toMatchObject({ account, roles, activeRole: roles[0], locale: 'hk' });
    expect(resultData?.userInfo.gradeClasses.length).toBeGreaterThan(0);
  });

  it('logs in through /login/unify with the same answer', async () => {
    const { body } = await injectCall(h().app, 'loginUnify', {
      body: { account: 'demo-panel', password: 'demo1234' },
    });
    expect(body.resultData?.userInfo.subjectCodes).toEqual(['ENGLISH']);
  });

  it('says "wrong password" for a wrong password and for an unknown account alike', async () => {
    const wrong = (
      await injectCall(h().app, 'login', {
        body: { account: 'demo-teacher', password: 'nope', locale: 'en' },
      })
    ).body;
    const unknown = (
      await injectCall(h().app, 'login', { body: { account: 'nobody', password: 'nope', locale: 'en' } })
    ).body;
    expect(wrong).toEqual(refusal('Wrong password', 100201));
    expect(unknown).toEqual(wrong);
  });

  it('seeds every staff account with its own password hash and salt', async () => {
    const rows = await h().db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers);
    const salts = rows.map((row) => row.passwordHash.split('$')[4]);
    expect(rows.length).toBeGreaterThan(30);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(rows.length);
    expect(new Set(salts).size).toBe(rows.length);
  });

  it('stores only the hash of the token, which expires', async () => {
    const token = await h().freshLogin('demo-director');
    const [row] = await h()
      .db.select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const all = await h().db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((s) => s.tokenHash === token)).toBe(false);
  });

  it('answers HTTP 401 without a token and with an unknown token', async () => {
    expect((await call('GET', `${C}/teacher`)).statusCode).toBe(401);
    const unknown = await call('GET', `${C}/teacher`, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(refusalOf(unknown)).toMatchObject({ resultStatus: false, errorCode: 100101 });
  });

  it('answers errorCode 100102 for an expired session', async () => {
    const token = await h().freshLogin('demo-director');
    await h()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await call('GET', `${C}/teacher`, token);
    expect(response.statusCode).toBe(200);
    expect(refusalOf(response)).toMatchObject({ resultStatus: false, resultData: null, errorCode: 100102 });
  });

  it('revokes the token on logout', async () => {
    const token = await h().freshLogin('demo-director');
    expect((await call('GET', `${C}/teacher`, token)).statusCode).toBe(200);
    expect((await injectCall(h().app, 'logout', { token })).body.resultData).toEqual({ done: true });
    expect((await call('GET', `${C}/teacher`, token)).statusCode).toBe(401);
  });

  describe('modifypassword', () => {
    const change = async (body: CallBody<'modifyPassword'>) =>
      (await injectCall(h().app, 'modifyPassword', { token: await h().login('demo-classteacher'), body }))
        .body;

    it('says the old password is not correct', async () => {
      expect(
        await change({ oldPassword: 'wrong1', newPassword: 'abc12345', confirmPassword: 'abc12345' }),
      ).toMatchObject({
        resultStatus: false,
        errorMessage: '你輸入的舊密碼不正確',
        errorCode: 100202,
      });
    });
    it('says the passwords are inconsistent', async () => {
      expect(
        await change({ oldPassword: 'demo1234', newPassword: 'abc12345', confirmPassword: 'abc12346' }),
      ).toMatchObject({ errorCode: 100204, errorMessage: '兩次輸入的密碼不一致' });
    });
    it('says the new password cannot be the previous one', async () => {
      expect(
        await change({ oldPassword: 'demo1234', newPassword: 'demo1234', confirmPassword: 'demo1234' }),
      ).toMatchObject({ errorCode: 100203 });
    });
    it('refuses a password outside 6–30 letters and numbers', async () => {
      for (const bad of ['ab12', 'abcdefgh', `${'x'.repeat(30)}1`]) {
        expect(
          await change({ oldPassword: 'demo1234', newPassword: bad, confirmPassword: bad }),
        ).toMatchObject({
          errorCode: 100205,
        });
      }
    });
    it('changes the password, after which the new one logs in', async () => {
      expect(
        await change({ oldPassword: 'demo1234', newPassword: 'harbour2026', confirmPassword: 'harbour2026' }),
      ).toEqual({
        resultStatus: true,
        resultData: { done: true },
        errorMessage: null,
        errorCode: null,
      });
      const login = await injectCall(h().app, 'login', {
        body: { account: 'demo-classteacher', password: 'harbour2026' },
      });
      expect(login.body.resultStatus).toBe(true);
    });
  });

  it('updates the profile as plain text', async () => {
    const token = await h().login('demo-headmaster');
    const response = await injectCall(h().app, 'updateProfile', {
      token,
      body: { nameEn: '<b>Peter</b> Ho<script>alert(1)</script>', phone: '+85291234567' },
    });
    expect(response.body.resultData).toMatchObject({ nameEn: 'Peter Ho', phone: '+85291234567' });
    const bad = await call('PUT', `${C}/profile`, token, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(refusalOf(bad).errorMessage).toContain('body.email');
  });

  it('validates a profile name after its tags are removed: `<b></b>` is an empty name, `&` stays one character', async () => {
    const token = await h().login('demo-headmaster');
    const empty = await call('PUT', `${C}/profile`, token, { name: '<b></b>' });
    expect(empty.statusCode).toBe(400);
    expect(refusalOf(empty).errorMessage).toContain('body.name');
    const profile = (await injectCall(h().app, 'getTeacher', { token })).body.resultData;
    expect(profile?.name).not.toBe('');
    // 50 characters with an ampersand: within the limit as typed, and stored as typed (not &amp;).
    const fifty = `Tom & Jerry ${'x'.repeat(38)}`;
    const saved = await injectCall(h().app, 'updateProfile', { token, body: { nameEn: fifty } });
    expect(saved.status).toBe(200);
    expect(saved.body.resultData?.nameEn).toBe(fifty);
  });

  it('switches to a held role and refuses one not held ("user type error")', async () => {
    const token = await h().freshLogin('demo-teacher');
    const switchTo = async (role: CallBody<'switchRole'>['role']) =>
      (await injectCall(h().app, 'switchRole', { token, body: { role } })).body;
    const asHead = await switchTo('HEAD_TEACHER');
    expect(asHead.resultData?.activeRole).toBe('HEAD_TEACHER');
    expect(asHead.resultData?.gradeClasses).toEqual([
      { gradeCode: 3, gradeName: 'P3', classes: [{ classId: expect.any(Number), className: '3B' }] },
    ]);
    const refused = await switchTo('HEADMASTER');
    expect(refused).toMatchObject({ resultStatus: false, errorCode: 100206, errorMessage: '用戶類型錯誤' });
    const back = await switchTo('TEACHER');
    expect(back.resultData?.gradeClasses.flatMap((g) => g.classes.map((c) => c.className))).toEqual([
      '3A',
      '3B',
      '5A',
    ]);
  });

  it('switches the language, and messages follow it', async () => {
    const token = await h().freshLogin('demo-director');
    await injectCall(h().app, 'switchLanguage', { token, body: { locale: 'en' } });
    const refused = (await injectCall(h().app, 'switchRole', { token, body: { role: 'TEACHER' } })).body;
    expect(refused.errorMessage).toBe('user type error');
    const [user] = await h().db.select().from(staffUsers).where(eq(staffUsers.account, 'demo-director'));
    expect(user?.locale).toBe('en');
    await injectCall(h().app, 'switchLanguage', { token, body: { locale: 'hk' } });
  });

  it('shows the teacher profile and personal centre', async () => {
    const token = await h().login('demo-teacher');
    const teacher = (await injectCall(h().app, 'getTeacher', { token })).body.resultData;
    expect(teacher).toMatchObject({ account: 'demo-teacher', roles: ['TEACHER', 'HEAD_TEACHER'] });
    // What the server sent, before the schema's parse drops unknown fields: no hash among them.
    expect((await call('GET', `${C}/teacher`, token)).json().resultData).not.toHaveProperty('passwordHash');
    const center = (await injectCall(h().app, 'getTeacherCenter', { token })).body.resultData;
    expect(center?.school.nameEn).toBe('Harbour College');
    expect(center?.headClass?.className).toBe('3B');
    expect(center?.teachings.map((t) => `${t.className} ${t.subjectCode}`)).toEqual([
      '3A ENGLISH',
      '3B ENGLISH',
      '3B MATH',
      '5A ENGLISH',
    ]);
  });

  it('gives a teacher a student-scoped token for a student they teach, refused on staff calls', async () => {
    const ids = await seededIds(h().db);
    const studentId = await ids.firstStudentOf(await ids.classIdByName('demo', '3A'));
    const token = await h().login('demo-teacher');
    const simulated = (await injectCall(h().app, 'simulateLogin', { token, body: { studentId } })).body;
    expect(simulated.resultData?.student).toMatchObject({ studentId, className: '3A', classNumber: 1 });
    const refused = await call('GET', `${C}/teacher`, simulated.resultData?.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refusalOf(refused)).toMatchObject({ resultStatus: false, resultData: null, errorCode: 100206 });
    // The student app, opened with the simulated token, asks who it is (the spec's student-side path).
    const who = (
      await injectCall(h().app, 'simulateStudentLogin', { token: simulated.resultData?.accessToken ?? '' })
    ).body;
    expect(who.resultData).toMatchObject({
      student: { studentId, className: '3A', classNumber: 1, schoolName: '海港書院' },
      simulatedBy: { staffId: expect.any(Number), name: expect.any(String) },
    });
  });
});
