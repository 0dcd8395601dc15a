import { hongKongDate } from '@harbour/domain';
import { eq } from 'drizzle-orm';
import { homeworks } from '../../db/schema';
import { injectCall, refusal } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { datesOfMonth } from './calendar';

describe.each(testDatabases())('calendar and homework deletion on $name', (kind) => {
  const h = useHarness(kind);
  const now = new Date();
  const year = Number(hongKongDate(now).slice(0, 4));
  const month = Number(hongKongDate(now).slice(5, 7));

  it("shows demo-teacher's classes homework on this month's calendar, every day listed", async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '3A');
    const token = await h().login('demo-teacher');
    const { body } = await injectCall(h().app, 'getClassPractices', {
      params: { classId },
      query: { year, month },
      token,
    });
    const days = body.resultData ?? [];
    expect(days.map((day) => day.totalDate)).toEqual(datesOfMonth(year, month));
    const all = days.flatMap((day) => day.homeworks);
    expect(all.length).toBeGreaterThanOrEqual(3);
    // demo-teacher teaches English only in 3A.
    expect(new Set(all.map((hw) => hw.subjectCode))).toEqual(new Set(['ENGLISH']));
    for (const day of days) {
      for (const hw of day.homeworks) expect(hongKongDate(new Date(hw.endTime))).toBe(day.totalDate);
    }
  });

  it('shows a finished past month with FINISHED homework only', async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '3B');
    const token = await h().login('demo-headmaster');
    const past = new Date(now.getTime() - 95 * 24 * 3600_000);
    const [y, m] = hongKongDate(past).split('-').map(Number);
    const { body } = await injectCall(h().app, 'getClassPractices', {
      params: { classId },
      query: { year: y ?? 0, month: m ?? 0 },
      token,
    });
    const all = (body.resultData ?? []).flatMap((day) => day.homeworks);
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((hw) => hw.practiceStatus))).toEqual(new Set(['FINISHED']));
  });

  it('refuses the calendar before the year 2000', async () => {
    const token = await h().login('demo-headmaster');
    const response = await h().app.inject({
      method: 'GET',
      url: '/ael/school/v2/schedule/classes/1/practices?year=1999&month=12',
      headers: { accesstoken: token },
    });
    expect(response.statusCode).toBe(400);
  });

  it('deletes a not-started homework, and refuses one that has started', async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '3A');
    const token = await h().login('demo-teacher');
    const notStarted = await ids.notStartedHomeworkOf(classId, 'ENGLISH');
    const started = await ids.inProgressHomeworkOf(classId, 'ENGLISH');
    const del = (eHomeworkId: number, language?: string) =>
      injectCall(h().app, 'deletePractice', {
        params: { eHomeworkId },
        token,
        headers: language ? { 'accept-language': language } : {},
      });
    // The server answers in the page's language (Accept-Language), and in the user's stored one (hk) without it.
    expect((await del(started.id, 'en')).body).toEqual(
      refusal('This homework has expired and cannot be deleted', 200101),
    );
    expect((await del(started.id, 'zh-HK')).body.errorMessage).toBe('此功課已過期，無法刪除');
    expect((await del(started.id)).body.errorMessage).toBe('此功課已過期，無法刪除');
    // `*` (Node's fetch) names no language: the stored one too.
    expect((await del(started.id, '*')).body.errorMessage).toBe('此功課已過期，無法刪除');
    const deleted = await del(notStarted, 'en');
    expect(deleted.body.resultData).toEqual({
      eHomeworkId: notStarted,
      message: 'Homework deleted',
    });
    expect(await h().db.select().from(homeworks).where(eq(homeworks.id, notStarted))).toEqual([]);
    expect((await del(notStarted)).status).toBe(404);
  });
});
