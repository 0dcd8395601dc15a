import { ERROR_CODES } from '@harbour/api-client/contract';
import { hongKongDate } from '@harbour/domain';
import { and, eq } from 'drizzle-orm';
import { homeworks, schedules } from '../../../db/schema';
import { SEEDED_MARKING_HOMEWORK } from '../../../db/seed/homework';
import { schoolYearOf, unitRanges } from '../../../db/seed/teaching-calendar';
import { injectCall } from '../../../test/calls';
import { testDatabases } from '../../../test/databases';
import { seededIds } from '../../../test/fixtures';
import { useHarness } from '../../../test/harness';

describe("unitRanges and schoolYearOf (the seed's calendar)", () => {
  it('cuts a term into contiguous units covering every day', () => {
    expect(unitRanges('2026-09-01', '2027-01-31', 4)).toEqual([
      { startDate: '2026-09-01', endDate: '2026-10-08' },
      { startDate: '2026-10-09', endDate: '2026-11-15' },
      { startDate: '2026-11-16', endDate: '2026-12-23' },
      { startDate: '2026-12-24', endDate: '2027-01-31' },
    ]);
  });
  it('begins a school year on 1 September', () => {
    expect(schoolYearOf('2026-08-31')).toBe(2025);
    expect(schoolYearOf('2026-09-01')).toBe(2026);
    expect(schoolYearOf('2027-01-15')).toBe(2026);
  });
});

describe.each(testDatabases())('teaching calendar on $name', (kind) => {
  const h = useHarness(kind);
  const today = hongKongDate(new Date());
  const year = schoolYearOf(today);
  let class3B = 0;
  let class1A = 0;
  let markingId = 0;
  let markingEnd = '';

  beforeAll(async () => {
    const ids = await seededIds(h().db);
    class3B = await ids.classIdByName('demo', '3B');
    class1A = await ids.classIdByName('demo', '1A');
    const [row] = await h()
      .db.select({ id: homeworks.id, endTime: homeworks.endTime })
      .from(homeworks)
      .where(eq(homeworks.homeworkName, `3B ${SEEDED_MARKING_HOMEWORK}`));
    if (!row) throw new Error('no marking homework');
    markingId = row.id;
    markingEnd = hongKongDate(row.endTime);
  });

  const teacher = () => h().login('demo-teacher');
  const en = { 'accept-language': 'en' };

  const currentTermId = async () => {
    const { body } = await injectCall(h().app, 'getClassTerms', {
      token: await teacher(),
      params: { classId: class3B },
    });
    const current = body.resultData?.find((term) => term.current);
    if (!current) throw new Error('no current term');
    return current.termId;
  };

  it("lists the two semesters of this and last school year, newest first, today's marked current", async () => {
    const { status, body } = await injectCall(h().app, 'getClassTerms', {
      token: await teacher(),
      params: { classId: class3B },
    });
    expect(status).toBe(200);
    const list = body.resultData ?? [];
    expect(list.map((t) => [t.schoolYear, t.semester])).toEqual([
      [year, 2],
      [year, 1],
      [year - 1, 2],
      [year - 1, 1],
    ]);
    expect(list[3]).toMatchObject({ startDate: `${year - 1}-09-01`, endDate: `${year}-01-31` });
    const current = list.filter((t) => t.current);
    expect(current).toHaveLength(1);
    expect((current[0]?.startDate ?? '') <= today && today <= (current[0]?.endDate ?? '')).toBe(true);
    // One school year only.
    const { body: last } = await injectCall(h().app, 'getClassTerms', {
      token: await teacher(),
      params: { classId: class3B },
      query: { schoolYear: year - 1 },
    });
    expect(last.resultData?.map((t) => t.semester)).toEqual([2, 1]);
  });

  it("gives 3B's units of the term in demo-teacher's subjects (English, Mathematics), four each, in order, in English", async () => {
    const termId = await currentTermId();
    const { status, body } = await injectCall(h().app, 'getClassTermSchedules', {
      token: await teacher(),
      params: { classId: class3B, termId },
      headers: en,
    });
    expect(status).toBe(200);
    const list = body.resultData ?? [];
    expect(list.map((u) => `${u.subjectCode} ${u.name}`)).toEqual([
      'ENGLISH Unit 1',
      'ENGLISH Unit 2',
      'ENGLISH Unit 3',
      'ENGLISH Unit 4',
      'MATH Unit 1',
      'MATH Unit 2',
      'MATH Unit 3',
      'MATH Unit 4',
    ]);
    expect(list.every((u) => u.classId === class3B && u.className === '3B' && u.termId === termId)).toBe(
      true,
    );
    // The marking homework (3B English, due two days ago) is a paper of the English unit holding its day.
    const unit = list.find(
      (u) => u.subjectCode === 'ENGLISH' && u.startDate <= markingEnd && markingEnd <= u.endDate,
    );
    expect(unit?.homeworkCount).toBeGreaterThanOrEqual(1);
    expect(unit?.paperCount).toBe(unit?.homeworkCount);
    expect(unit?.objectiveCount).toBeGreaterThanOrEqual(1);
    // One subject only, in Chinese by default.
    const { body: maths } = await injectCall(h().app, 'getClassTermSchedules', {
      token: await teacher(),
      params: { classId: class3B, termId },
      query: { subjectCode: 'MATH' },
    });
    expect(maths.resultData?.map((u) => u.name)).toEqual(['第1單元', '第2單元', '第3單元', '第4單元']);
  });

  it("gives a unit's papers in due order, the marking homework among them", async () => {
    const units = await h()
      .db.select()
      .from(schedules)
      .where(and(eq(schedules.classId, class3B), eq(schedules.subjectCode, 'ENGLISH')));
    const [unit] = units.filter((u) => u.startDate <= markingEnd && markingEnd <= u.endDate);
    if (!unit) throw new Error('no unit');
    const { status, body } = await injectCall(h().app, 'getSchedulePapers', {
      token: await teacher(),
      params: { scheduleId: unit.id },
    });
    expect(status).toBe(200);
    const papers = body.resultData ?? [];
    expect(papers.map((p) => p.sortOrder)).toEqual(papers.map((_p, k) => k + 1));
    const times = papers.map((p) => p.endTime ?? '');
    expect(times).toEqual([...times].sort());
    expect(papers.find((p) => p.eHomeworkId === markingId)).toMatchObject({
      name: `3B ${SEEDED_MARKING_HOMEWORK}`,
      processType: '2a',
    });
    // Every paper is homework of 3B English due within the unit.
    for (const paper of papers)
      expect(hongKongDate(new Date(paper.endTime ?? 0)) >= unit.startDate).toBe(true);

    // What the unit evaluates: English aspects in §9's order with their weights.
    const { body: evaluation } = await injectCall(h().app, 'getEvaluations', {
      token: await teacher(),
      query: { scheduleId: unit.id },
    });
    const aspects = evaluation.resultData?.aspects ?? [];
    expect(evaluation.resultData?.subjectCode).toBe('ENGLISH');
    const order = ['GRAMMAR', 'READING', 'WRITING', 'LISTENING', 'SPEAKING'];
    expect(aspects.map((a) => order.indexOf(a.aspect))).toEqual(
      aspects.map((a) => order.indexOf(a.aspect)).sort((x, y) => x - y),
    );
    const weights = { GRAMMAR: 40, READING: 30, WRITING: 10, LISTENING: 10, SPEAKING: 10 } as Record<
      string,
      number
    >;
    for (const aspect of aspects) expect(aspect.weight).toBe(weights[aspect.aspect]);
    // The marking homework has an essay: its unit evaluates writing.
    expect(aspects.some((a) => a.aspect === 'WRITING' && a.objectives.length > 0)).toBe(true);
  });

  it("lists every unit of demo-teacher's classes for the current term by default, nothing of 1A", async () => {
    const termId = await currentTermId();
    const { body } = await injectCall(h().app, 'getClassesSchedules', { token: await teacher() });
    const list = body.resultData ?? [];
    expect(new Set(list.map((u) => `${u.className} ${u.subjectCode}`))).toEqual(
      new Set(['3A ENGLISH', '3B ENGLISH', '3B MATH', '5A ENGLISH']),
    );
    expect(list.every((u) => u.termId === termId)).toBe(true);
    expect(list).toHaveLength(16);
    const { body: one } = await injectCall(h().app, 'getClassesSchedules', {
      token: await teacher(),
      query: { classId: class3B, subjectCode: 'MATH' },
    });
    expect(one.resultData).toHaveLength(4);
  });

  it('refuses a class, unit or term out of reach and names a bad field', async () => {
    const token = await teacher();
    const termId = await currentTermId();
    const outside = await injectCall(h().app, 'getClassTermSchedules', {
      token,
      params: { classId: class1A, termId },
    });
    expect(outside.status).toBe(403);
    const [unit1A] = await h().db.select().from(schedules).where(eq(schedules.classId, class1A)).limit(1);
    const papers = await injectCall(h().app, 'getSchedulePapers', {
      token,
      params: { scheduleId: unit1A?.id ?? 0 },
    });
    expect(papers.status).toBe(403);
    const other = await injectCall(h().app, 'getSchedulePapers', {
      token: await h().login('other-teacher'),
      params: { scheduleId: unit1A?.id ?? 0 },
    });
    expect(other.status).toBe(404);
    const noTerm = await injectCall(h().app, 'getClassTermSchedules', {
      token,
      params: { classId: class3B, termId: 999_999 },
    });
    expect(noTerm.status).toBe(404);
    const bad = await h().app.inject({
      method: 'GET',
      url: '/ael/school/common/evaluations?scheduleId=x',
      headers: { accesstoken: token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: ERROR_CODES.VALIDATION });
    expect(JSON.stringify(bad.json())).toContain('scheduleId');
  });
});
