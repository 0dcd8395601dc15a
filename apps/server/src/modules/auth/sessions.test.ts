import type { Role } from '@harbour/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import {
  classes,
  loginFailures,
  sessions,
  staffUsers,
  teachingAssignments,
  trustedDevices,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { canSeeClass, scopeOf, staffReachesClassSql } from '../../plugins/tenancy';
import { hashToken } from '../../session-token';
import { answerOf, refusalOf } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { principalOfStaff } from './service';
import {
  EXPIRED_SESSION_GRACE_MS,
  MAX_SIMULATED_SESSIONS_PER_TEACHER,
  SIMULATED_SESSION_TTL_MS,
  sweepExpired,
} from './sessions';

const C = '/ael/school/common';

describe.each(testDatabases())('sessions that end on $name', (kind) => {
  // The clock of new sessions: fixed, so expiry times can be compared exactly.
  const clock = new Date(Math.floor(Date.now() / 1000) * 1000);
  const h = useHarness(kind, { auth: { now: () => clock } });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    h().app.inject({ method, url, headers: { accesstoken: token }, ...(payload ? { payload } : {}) });
  /** A live simulated session answers a staff route 403 ("user type error"); an ended one 401. */
  const simulatedStatus = async (token: string) => (await call('GET', `${C}/teacher`, token)).statusCode;
  const simulate = async (teacherToken: string, className: string) => {
    const ids = await seededIds(h().db);
    const studentId = await ids.firstStudentOf(await ids.classIdByName('demo', className));
    const response = await call('POST', `${C}/login/simulate`, teacherToken, { studentId });
    const session = answerOf('simulateLogin', response).body.resultData;
    if (!session) throw new Error('simulation refused');
    return session;
  };
  const sessionRow = async (token: string) =>
    (
      await h()
        .db.select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0];

  it('ends every other session of the user and their simulated sessions on a password change', async () => {
    const current = await h().freshLogin('demo-t002');
    const other = await h().freshLogin('demo-t002');
    const simulatedByOther = (await simulate(other, '1A')).accessToken;
    const simulatedByCurrent = (await simulate(current, '1A')).accessToken;
    // Looked up once, so this instance holds them in its cache.
    expect(await simulatedStatus(simulatedByOther)).toBe(403);
    expect((await call('GET', `${C}/teacher`, other)).statusCode).toBe(200);
    const changed = await call('PUT', `${C}/modifypassword`, current, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'harbour2026',
      confirmPassword: 'harbour2026',
    });
    expect(answerOf('modifyPassword', changed).body.resultStatus).toBe(true);
    expect((await call('GET', `${C}/teacher`, other)).statusCode).toBe(401);
    expect(await simulatedStatus(simulatedByOther)).toBe(401);
    expect((await call('GET', `${C}/teacher`, current)).statusCode).toBe(200);
    expect(await simulatedStatus(simulatedByCurrent)).toBe(403);
  });

  it("ends a simulated session with the teacher's logout", async () => {
    const teacher = await h().freshLogin('demo-teacher');
    const simulated = (await simulate(teacher, '3A')).accessToken;
    expect(await simulatedStatus(simulated)).toBe(403);
    await call('POST', `${C}/logout`, teacher);
    expect(await simulatedStatus(simulated)).toBe(401);
    expect(await sessionRow(simulated)).toBeUndefined();
  });

  it("lasts an hour at most, and never past the teacher's session", async () => {
    const teacher = await h().freshLogin('demo-teacher');
    const simulated = await simulate(teacher, '3A');
    expect(simulated.expiresAt).toBe(new Date(clock.getTime() + SIMULATED_SESSION_TTL_MS).toISOString());
    const teacherEnd = new Date(clock.getTime() + 10 * 60_000);
    await h()
      .db.update(sessions)
      .set({ expiresAt: teacherEnd })
      .where(eq(sessions.tokenHash, hashToken(teacher)));
    const shorter = await simulate(teacher, '3A');
    expect(shorter.expiresAt).toBe(teacherEnd.toISOString());
    expect((await sessionRow(shorter.accessToken))?.expiresAt.toISOString()).toBe(teacherEnd.toISOString());
  });

  it(`keeps a teacher to ${MAX_SIMULATED_SESSIONS_PER_TEACHER} simulated sessions, ending the oldest`, async () => {
    const first = await h().freshLogin('demo-teacher');
    const second = await h().freshLogin('demo-teacher');
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_SIMULATED_SESSIONS_PER_TEACHER; i++) {
      tokens.push((await simulate(i % 2 === 0 ? first : second, '3B')).accessToken);
    }
    const statuses = await Promise.all(tokens.map(simulatedStatus));
    expect(statuses).toEqual([401, ...Array(MAX_SIMULATED_SESSIONS_PER_TEACHER).fill(403)]);
    const [teacher] = await h().db.select().from(staffUsers).where(eq(staffUsers.account, 'demo-teacher'));
    const live = await h()
      .db.select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.staffId, teacher?.id ?? 0), sql`${sessions.studentId} is not null`));
    expect(live[0]?.count).toBe(MAX_SIMULATED_SESSIONS_PER_TEACHER);
  });

  it('deletes expired sessions after a grace, finished login counts and expired trusted devices', async () => {
    const now = new Date();
    const longExpired = await h().freshLogin('demo-panel');
    const justExpired = await h().freshLogin('demo-panel');
    const simulatedOfExpired = (await simulate(longExpired, '3A')).accessToken;
    const live = await h().freshLogin('demo-panel');
    const setExpiry = (token: string, at: Date) =>
      h()
        .db.update(sessions)
        .set({ expiresAt: at })
        .where(eq(sessions.tokenHash, hashToken(token)));
    await setExpiry(longExpired, new Date(now.getTime() - EXPIRED_SESSION_GRACE_MS - 1000));
    await setExpiry(justExpired, new Date(now.getTime() - 60_000));
    const [panel] = await h().db.select().from(staffUsers).where(eq(staffUsers.account, 'demo-panel'));
    await h()
      .db.insert(loginFailures)
      .values([
        { key: 'account:old', failures: 9, lastFailureAt: now, forgetAt: new Date(now.getTime() - 1) },
        { key: 'account:new', failures: 9, lastFailureAt: now, forgetAt: new Date(now.getTime() + 60_000) },
      ]);
    await h()
      .db.insert(trustedDevices)
      .values([
        { tokenHash: 'old-device', staffId: panel?.id ?? 0, expiresAt: new Date(now.getTime() - 1) },
        { tokenHash: 'new-device', staffId: panel?.id ?? 0, expiresAt: new Date(now.getTime() + 60_000) },
      ]);
    await sweepExpired(h().db, now);
    expect(await sessionRow(longExpired)).toBeUndefined();
    expect(await sessionRow(simulatedOfExpired)).toBeUndefined();
    expect(await sessionRow(justExpired)).toBeDefined();
    expect(await sessionRow(live)).toBeDefined();
    // An expired session not yet deleted still says "session expired".
    expect(refusalOf(await call('GET', `${C}/teacher`, justExpired)).errorCode).toBe(100102);
    const keys = (await h().db.select({ key: loginFailures.key }).from(loginFailures)).map((row) => row.key);
    expect(keys).toContain('account:new');
    expect(keys).not.toContain('account:old');
    const devices = await h().db.select({ tokenHash: trustedDevices.tokenHash }).from(trustedDevices);
    expect(devices.map((row) => row.tokenHash)).toEqual(expect.arrayContaining(['new-device']));
    expect(devices.map((row) => row.tokenHash)).not.toContain('old-device');
  });

  it("stops accepting a simulated session once the student's class leaves the teacher's scope", async () => {
    const teacher = await h().freshLogin('demo-t001');
    const kept = (await simulate(teacher, '1B')).accessToken;
    const dropped = (await simulate(teacher, '1A')).accessToken;
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '1A');
    const [t001] = await h().db.select().from(staffUsers).where(eq(staffUsers.account, 'demo-t001'));
    await h()
      .db.delete(teachingAssignments)
      .where(and(eq(teachingAssignments.teacherId, t001?.id ?? 0), eq(teachingAssignments.classId, classId)));
    expect(await simulatedStatus(dropped)).toBe(401);
    expect(await simulatedStatus(kept)).toBe(403);
  });

  it('reaches in SQL exactly the classes scopeOf reaches, for every staff member and role', async () => {
    const db = h().db;
    const staff = await db.select().from(staffUsers);
    const allClasses = await db.select({ id: classes.id, schoolId: classes.schoolId }).from(classes);
    let checked = 0;
    for (const user of staff) {
      for (const role of user.roles as Role[]) {
        await db.update(staffUsers).set({ activeRole: role }).where(eq(staffUsers.id, user.id));
        const principal = { ...principalOfStaff(user), activeRole: role };
        const scope = await scopeOf(db, principal);
        const expected = allClasses
          .filter((klass) => klass.schoolId === user.schoolId && canSeeClass(scope, klass.id))
          .map((klass) => klass.id)
          .sort((a, b) => a - b);
        const reached = await db
          .select({ id: classes.id })
          .from(classes)
          .innerJoin(staffUsers, eq(staffUsers.id, user.id))
          .where(and(eq(classes.schoolId, user.schoolId), staffReachesClassSql(classes.id)))
          .orderBy(classes.id);
        expect([user.account, role, reached.map((row) => row.id)]).toEqual([user.account, role, expected]);
        checked++;
      }
      await db.update(staffUsers).set({ activeRole: user.activeRole }).where(eq(staffUsers.id, user.id));
    }
    expect(checked).toBeGreaterThan(60);
  });
});
