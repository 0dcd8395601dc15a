import type { ClassHomeworksQuery } from '@harbour/api-client/contract';
import { eq } from 'drizzle-orm';
import { homeworks, homeworkTargets } from '../../db/schema';
import { injectCall, refusalOf } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { nearWindow } from './near-homework';

const URL = '/ael/school/common/classes/ehomeworks';
const DAY_MS = 86_400_000;

describe('nearWindow', () => {
  const now = new Date('2026-11-22T04:00:00Z');
  it('looks ahead for ENDING and back for PUBLISHED', () => {
    expect(nearWindow('ENDING', 7, now)).toEqual({ from: now, to: new Date(now.getTime() + 7 * DAY_MS) });
    expect(nearWindow('PUBLISHED', 3, now)).toEqual({ from: new Date(now.getTime() - 3 * DAY_MS), to: now });
  });
});

describe.each(testDatabases())('near-homework lists on $name', (kind) => {
  const h = useHarness(kind);

  /** Every homework of a class, read straight from the tables. */
  async function homeworkOfClass(classId: number) {
    return h()
      .db.select({
        id: homeworks.id,
        subjectCode: homeworks.subjectCode,
        endTime: homeworks.endTime,
        createTime: homeworks.createTime,
      })
      .from(homeworkTargets)
      .innerJoin(homeworks, eq(homeworks.id, homeworkTargets.homeworkId))
      .where(eq(homeworkTargets.classId, classId));
  }

  /** The near-homework list of a class, typed by the call's schema. */
  async function near(account: string, query: ClassHomeworksQuery) {
    const answer = await injectCall(h().app, 'getClassHomeworks', { query, token: await h().login(account) });
    return { status: answer.status, rows: answer.body.resultData ?? [] };
  }

  async function list(account: string, query: string) {
    const token = await h().login(account);
    return h().app.inject({ method: 'GET', url: `${URL}?${query}`, headers: { accesstoken: token } });
  }

  it('lists the homework ending within 7 days, soonest first, with its status', async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '1A');
    const now = Date.now();
    const expected = (await homeworkOfClass(classId))
      .filter((row) => row.endTime.getTime() > now && row.endTime.getTime() <= now + 7 * DAY_MS)
      .sort((a, b) => a.endTime.getTime() - b.endTime.getTime() || a.id - b.id)
      .map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);
    const { status, rows } = await near('demo-headmaster', { classId, near: 'ENDING' });
    expect(status).toBe(200);
    expect(rows.map((row) => row.eHomeworkId)).toEqual(expected);
    for (const row of rows) expect(['NOT_STARTED', 'IN_PROGRESS']).toContain(row.practiceStatus);
    expect(rows[0]).toEqual({
      eHomeworkId: expect.any(Number),
      homeworkName: expect.any(String),
      subjectCode: expect.stringMatching(/^(CHINESE|ENGLISH|MATH)$/),
      processType: expect.any(String),
      startTime: expect.any(String),
      endTime: expect.any(String),
      createTime: expect.any(String),
      practiceStatus: expect.any(String),
      distributeObject: expect.stringContaining('1A'),
      questionCount: expect.any(Number),
    });
  });

  it('lists the homework published within the window, newest first, in the subject asked', async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '1A');
    const now = Date.now();
    const expected = (await homeworkOfClass(classId))
      .filter((row) => row.subjectCode === 'ENGLISH')
      .filter((row) => row.createTime.getTime() >= now - 10 * DAY_MS && row.createTime.getTime() <= now)
      .sort((a, b) => b.createTime.getTime() - a.createTime.getTime() || b.id - a.id)
      .map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);
    const { rows } = await near('demo-headmaster', {
      classId,
      near: 'PUBLISHED',
      days: 10,
      subjectCode: 'ENGLISH',
    });
    expect(rows.map((row) => row.eHomeworkId)).toEqual(expected);
  });

  it('shows a teacher only the subjects they teach in the class', async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '3B');
    const { status, rows } = await near('demo-teacher', { classId, near: 'PUBLISHED', days: 31 });
    expect(status).toBe(200);
    const subjects = new Set(rows.map((row) => row.subjectCode));
    const all = new Set((await homeworkOfClass(classId)).map((row) => row.subjectCode));
    expect(all.size).toBeGreaterThan(subjects.size);
  });

  it('refuses a bad query with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['classId=1&near=SOON', 'querystring.near'],
      ['classId=1&near=ENDING&days=0', 'querystring.days'],
      ['near=ENDING', 'querystring.classId'],
      ['classId=2147483648&near=ENDING', 'querystring.classId'],
    ] as const) {
      const response = await list('demo-headmaster', query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(refusalOf(response).errorMessage).toContain(field);
    }
  });
});
