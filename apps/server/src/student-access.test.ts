import { type CallName, type CallSchemas, callSchemas, calls, fillPath } from '@harbour/api-client/contract';
import { eq } from 'drizzle-orm';
import { students } from './db/schema';
import { hashPassword } from './modules/auth';
import { injectCall, refusalOf } from './test/calls';
import { testDatabases } from './test/databases';
import { seededIds } from './test/fixtures';
import { useHarness } from './test/harness';

/**
 * A student-scoped token (a student's own session, or one a teacher simulates) is refused by every
 * teacher call, and a teacher's own token by every student call, with "user type error" (HTTP 403, errorCode
 * 100206). The calls are enumerated from the contract, so a new call is checked without a change here.
 */
describe.each(testDatabases())('student and staff tokens on $name', (kind) => {
  const h = useHarness(kind);
  const names = Object.keys(calls) as CallName[];
  const accessOf = (name: CallName) => (callSchemas[name] as CallSchemas).access;

  /** Sends a call with placeholder parameters and an empty body: the token is refused before either is read. */
  const send = (name: CallName, token: string) => {
    const call = calls[name];
    const url = fillPath(call.path, new Proxy({}, { get: () => 1 }) as Record<string, number>);
    return h().app.inject({
      method: call.method,
      url,
      headers: { accesstoken: token },
      ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
    });
  };

  let ownToken = '';
  let simulatedToken = '';
  let staffToken = '';

  beforeAll(async () => {
    const ids = await seededIds(h().db);
    const studentId = await ids.firstStudentOf(await ids.classIdByName('demo', '3A'));
    const [student] = await h().db.select().from(students).where(eq(students.id, studentId));
    await h()
      .db.update(students)
      .set({ passwordHash: await hashPassword('pupil2026') })
      .where(eq(students.id, studentId));
    const login = await injectCall(h().app, 'studentLogin', {
      body: { account: student?.account ?? '', password: 'pupil2026' },
    });
    ownToken = login.body.resultData?.accessToken ?? '';
    staffToken = await h().login('demo-headmaster');
    const simulated = await injectCall(h().app, 'simulateLogin', { token: staffToken, body: { studentId } });
    simulatedToken = simulated.body.resultData?.accessToken ?? '';
    expect([ownToken, simulatedToken].every((token) => token.length === 43)).toBe(true);
  });

  it('has staff calls and student calls to check', () => {
    expect(names.filter((name) => accessOf(name) === 'staff').length).toBeGreaterThan(30);
    expect(names.filter((name) => accessOf(name) === 'student')).toEqual([
      'simulateStudentLogin',
      'getStudentSession',
      'getStudentHomeworks',
      'getStudentHomework',
      'startStudentHomework',
      'submitStudentHomework',
    ]);
  });

  it('refuses a student token, own or simulated, on every staff call', async () => {
    for (const name of names.filter((call) => accessOf(call) === 'staff')) {
      for (const token of [ownToken, simulatedToken]) {
        const response = await send(name, token);
        expect([name, response.statusCode, refusalOf(response).errorCode]).toEqual([name, 403, 100206]);
      }
    }
  });

  it("refuses a teacher's own token on every student call", async () => {
    for (const name of names.filter((call) => accessOf(call) === 'student')) {
      const response = await send(name, staffToken);
      expect([name, response.statusCode, refusalOf(response).errorCode]).toEqual([name, 403, 100206]);
    }
  });

  it('lets both kinds of token through on the calls open to either', async () => {
    for (const token of [ownToken, simulatedToken, staffToken]) {
      const auth = await injectCall(h().app, 'getOssAuth', { query: { kind: 'image' }, token });
      expect(auth.body.resultStatus).toBe(true);
    }
  });
});
