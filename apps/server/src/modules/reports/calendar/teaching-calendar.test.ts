import { ERROR_CODES } from '@harbour/api-client/contract';
import { hongKongDate } from '@harbour/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { chapters, courses, homeworks, papers, schedulePapers, schedules, terms } from '../../../db/schema';
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
  let markingStart = '';

  beforeAll(async () => {
    const ids = await seededIds(h().db);
    class3B = await ids.classIdByName('demo', '3B');
    class1A = await ids.classIdByName('demo', '1A');
    const [row] = await h()
      .db.select({ id: homeworks.id, startTime: homeworks.startTime })
      .from(homeworks)
      .where(eq(homeworks.homeworkName, `3B ${SEEDED_MARKING_HOMEWORK}`));
    if (!row) throw new Error('no marking homework');
    markingId = row.id;
    markingStart = hongKongDate(row.startTime);
  });

  const teacher = () => h().login('demo-teacher');
  /** The chapter a course paper belongs to. */
  const chapterOfPaper = async (paperId: number) => {
    const [row] = await h()
      .db.select({ chapterId: papers.chapterId })
      .from(papers)
      .where(eq(papers.id, paperId));
    return row?.chapterId ?? 0;
  };
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
    // The marking homework (3B English) is a paper of the English unit holding its start day.
    const unit = list.find(
      (u) => u.subjectCode === 'ENGLISH' && u.startDate <= markingStart && markingStart <= u.endDate,
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
    const [unit] = units.filter((u) => u.startDate <= markingStart && markingStart <= u.endDate);
    if (!unit) throw new Error('no unit');
    const { status, body } = await injectCall(h().app, 'getSchedulePapers', {
      token: await teacher(),
      params: { scheduleId: unit.id },
    });
    expect(status).toBe(200);
    const papers = body.resultData ?? [];
    // In the unit's order (a homework not begun yet is planned there but not reported, so gaps may show).
    const orders = papers.map((p) => p.sortOrder);
    expect(orders).toEqual([...new Set(orders)].sort((a, b) => a - b));
    const times = papers.map((p) => p.endTime ?? '');
    expect(times).toEqual([...times].sort());
    expect(papers.find((p) => p.eHomeworkId === markingId)).toMatchObject({
      name: `3B ${SEEDED_MARKING_HOMEWORK}`,
      processType: '2a',
    });
    // Every paper is homework of 3B English starting within the unit.
    const starts = await h()
      .db.select({ id: homeworks.id, startTime: homeworks.startTime })
      .from(homeworks)
      .where(
        inArray(
          homeworks.id,
          papers.map((p) => p.eHomeworkId ?? 0),
        ),
      );
    expect(starts).toHaveLength(papers.length);
    for (const { startTime } of starts) {
      const day = hongKongDate(startTime);
      expect(unit.startDate <= day && day <= unit.endDate).toBe(true);
    }

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
  describe('a published homework joins the calendar', () => {
    const HOUR = 3600_000;
    /** 3B's English units of the current term, and the one holding a Hong Kong day. */
    const englishUnits3B = () =>
      h()
        .db.select()
        .from(schedules)
        .where(and(eq(schedules.classId, class3B), eq(schedules.subjectCode, 'ENGLISH')));
    const papersOf = async (scheduleId: number) =>
      (await injectCall(h().app, 'getSchedulePapers', { token: await teacher(), params: { scheduleId } }))
        .body.resultData ?? [];
    // Homework begun a second ago: the reports and the calendar's counts read homework once it has begun.
    const publish = async (overrides: Record<string, unknown>) => {
      const start = new Date(Date.now() - 1000);
      const { body } = await injectCall(h().app, 'publishHomework', {
        token: await teacher(),
        body: {
          homeworkName: 'Joins the calendar',
          subjectCode: 'ENGLISH',
          gradeCode: 3,
          textbookType: 'A_PLUS',
          paperId: seededPaper.paperId,
          processType: '1',
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 48 * HOUR).toISOString(),
          targets: [{ scope: 'SINGLE_CLASS', classId: class3B }],
          ...overrides,
        },
      });
      const id = body.resultData?.homeworkInfo.eHomeworkId;
      if (!id) throw new Error(`not published: ${JSON.stringify(body)}`);
      return id;
    };
    /** A P3 English course paper that a past unit of 3B plans, not yet published. */
    let seededPaper = { paperId: 0, scheduleId: 0 };

    beforeAll(async () => {
      const [paper] = await h()
        .db.select({ id: papers.id })
        .from(papers)
        .innerJoin(chapters, eq(chapters.id, papers.chapterId))
        .innerJoin(courses, eq(courses.id, chapters.courseId))
        .where(
          and(
            eq(courses.subjectCode, 'ENGLISH'),
            eq(courses.gradeCode, 3),
            eq(courses.textbookType, 'A_PLUS'),
          ),
        )
        .limit(1);
      const [unit] = (await englishUnits3B())
        .filter((u) => u.endDate < today)
        .sort((x, y) => y.startDate.localeCompare(x.startDate));
      if (!paper || !unit) throw new Error('no P3 English paper or past 3B English unit');
      await h().db.insert(schedulePapers).values({
        schoolId: unit.schoolId,
        scheduleId: unit.id,
        paperId: paper.id,
        homeworkId: null,
        sortOrder: 100,
      });
      seededPaper = { paperId: paper.id, scheduleId: unit.id };
    });

    it('puts a homework from a planned paper in the unit that plans it, even when it starts in another', async () => {
      const before = await papersOf(seededPaper.scheduleId);
      expect(before.find((p) => p.paperId === seededPaper.paperId)).toMatchObject({ eHomeworkId: null });
      const id = await publish({});
      const after = await papersOf(seededPaper.scheduleId);
      expect(after).toHaveLength(before.length);
      expect(after.find((p) => p.paperId === seededPaper.paperId)).toMatchObject({
        eHomeworkId: id,
        name: 'Joins the calendar',
      });
    });

    it("puts a homework without a planned paper in the unit holding its start, counted by the term's units", async () => {
      const termId = await currentTermId();
      const unitToday = (await englishUnits3B()).find(
        (u) => u.termId === termId && !u.otherHomework && u.startDate <= today && today <= u.endDate,
      );
      if (!unitToday) throw new Error('no unit holds today');
      const counts = async () =>
        (
          await injectCall(h().app, 'getClassTermSchedules', {
            token: await teacher(),
            params: { classId: class3B, termId },
            query: { subjectCode: 'ENGLISH' },
          })
        ).body.resultData?.find((u) => u.scheduleId === unitToday.id);
      const before = await counts();
      const id = await publish({ paperId: undefined, chapterId: await chapterOfPaper(seededPaper.paperId) });
      const after = await counts();
      expect(after?.homeworkCount).toBe((before?.homeworkCount ?? 0) + 1);
      expect(after?.paperCount).toBe((before?.paperCount ?? 0) + 1);
      expect((await papersOf(unitToday.id)).map((p) => p.eHomeworkId)).toContain(id);
      // Deleting the homework takes it out of the unit again.
      const deleted = await injectCall(h().app, 'batchDeleteHomework', {
        token: await teacher(),
        body: { eHomeworkIds: [id] },
      });
      expect(deleted.status).toBe(200);
      expect((await counts())?.homeworkCount).toBe(before?.homeworkCount);
    });

    it('counts in the calendar exactly the homework the unit report reads: begun, not withdrawn', async () => {
      const termId = await currentTermId();
      const unitToday = (await englishUnits3B()).find(
        (u) => u.termId === termId && !u.otherHomework && u.startDate <= today && today <= u.endDate,
      );
      if (!unitToday) throw new Error('no unit holds today');
      const chapterId = await chapterOfPaper(seededPaper.paperId);
      const begun = await publish({ paperId: undefined, chapterId, homeworkName: 'Begun' });
      const soon = new Date(Date.now() + 60_000);
      const notBegun = await publish({
        paperId: undefined,
        chapterId,
        homeworkName: 'Not begun',
        startTime: soon.toISOString(),
        endTime: new Date(soon.getTime() + 48 * HOUR).toISOString(),
      });
      const exam = await publish({
        paperId: undefined,
        chapterId,
        homeworkName: 'Withdrawn exam',
        processType: '3a',
        classification: 'EXAMINATION',
        durationMinutes: 30,
        maximumPercent: 100,
      });
      const withdrawn = await injectCall(h().app, 'withdrawExam', {
        token: await teacher(),
        params: { eHomeworkId: exam },
        body: { confirm: true },
      });
      expect(withdrawn.status).toBe(200);
      const [unit] =
        (
          await injectCall(h().app, 'getClassTermSchedules', {
            token: await teacher(),
            params: { classId: class3B, termId },
            query: { subjectCode: 'ENGLISH' },
          })
        ).body.resultData?.filter((u) => u.scheduleId === unitToday.id) ?? [];
      const report = await injectCall(h().app, 'getUnitReport', {
        token: await teacher(),
        params: { scheduleId: unitToday.id },
      });
      const reported = report.body.resultData?.homework.map((hw) => hw.eHomeworkId) ?? [];
      expect(reported).toContain(begun);
      expect(reported).not.toContain(notBegun);
      expect(reported).not.toContain(exam);
      expect(unit?.homeworkCount).toBe(reported.length);
      const listed = (await papersOf(unitToday.id)).flatMap((p) => (p.eHomeworkId ? [p.eHomeworkId] : []));
      expect(listed.sort()).toEqual([...reported].sort());
    });

    it('joins a re-published copy to the unit holding its new start; the source stays where it was', async () => {
      const termId = await currentTermId();
      const units = (await englishUnits3B()).filter((u) => u.termId === termId && !u.otherHomework);
      const unitToday = units.find((u) => u.startDate <= today && today <= u.endDate);
      const earlier = units
        .filter((u) => u.endDate < today)
        .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
      if (!unitToday || !earlier) throw new Error('no unit holds today, or none before it this term');
      const source = await publish({
        paperId: undefined,
        chapterId: await chapterOfPaper(seededPaper.paperId),
        homeworkName: 'Re-published',
      });
      const republished = await injectCall(h().app, 'batchRepublishHomework', {
        token: await teacher(),
        body: {
          items: [
            {
              eHomeworkId: source,
              // 10:00 in Hong Kong on the earlier unit's first day.
              startTime: `${earlier.startDate}T02:00:00.000Z`,
              endTime: new Date(Date.now() + 48 * HOUR).toISOString(),
            },
          ],
        },
      });
      const copy = republished.body.resultData?.items[0]?.eHomeworkId;
      if (!copy) throw new Error(`not re-published: ${JSON.stringify(republished.body)}`);
      const ids = async (scheduleId: number) => (await papersOf(scheduleId)).map((p) => p.eHomeworkId);
      expect(await ids(earlier.id)).toContain(copy);
      expect(await ids(earlier.id)).not.toContain(source);
      expect(await ids(unitToday.id)).toContain(source);
      expect(await ids(unitToday.id)).not.toContain(copy);
    });

    it("creates a term's Other homework unit once, for a start no unit holds", async () => {
      const nextYear = year + 1;
      const schoolId = (await seededIds(h().db)).demoSchoolId;
      const [term] = await h()
        .db.insert(terms)
        .values({
          schoolId,
          schoolYear: nextYear,
          semester: 1,
          startDate: `${nextYear}-09-01`,
          endDate: `${nextYear + 1}-01-31`,
        })
        .returning();
      // The class has a unit in the term (so none is proposed), but not on the homework's start day.
      await h()
        .db.insert(schedules)
        .values({
          schoolId,
          classId: class3B,
          termId: term?.id ?? 0,
          subjectCode: 'ENGLISH',
          name: '十月',
          nameEn: 'October',
          sortOrder: 1,
          startDate: `${nextYear}-10-01`,
          endDate: `${nextYear}-10-31`,
        });
      const startTime = `${nextYear}-09-02T01:00:00.000Z`;
      const endTime = `${nextYear}-09-05T01:00:00.000Z`;
      const first = await publish({
        paperId: undefined,
        chapterId: await chapterOfPaper(seededPaper.paperId),
        startTime,
        endTime,
      });
      const second = await publish({
        paperId: undefined,
        chapterId: await chapterOfPaper(seededPaper.paperId),
        startTime,
        endTime,
      });
      const others = (await englishUnits3B()).filter((u) => u.otherHomework);
      expect(others).toMatchObject([
        {
          name: '其他功課',
          nameEn: 'Other homework',
          startDate: `${nextYear}-09-01`,
          endDate: `${nextYear + 1}-01-31`,
        },
      ]);
      // Both joined the unit; the reports read them once they begin (next year).
      const joined = await h()
        .db.select({ homeworkId: schedulePapers.homeworkId })
        .from(schedulePapers)
        .where(eq(schedulePapers.scheduleId, others[0]?.id ?? 0))
        .orderBy(schedulePapers.sortOrder, schedulePapers.id);
      expect(joined.map((row) => row.homeworkId)).toEqual([first, second]);
      expect(await papersOf(others[0]?.id ?? 0)).toEqual([]);
    });
  });
});
