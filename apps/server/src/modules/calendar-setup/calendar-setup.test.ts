import { ERROR_CODES } from '@harbour/api-client/contract';
import { hongKongDate } from '@harbour/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { calendarAudit, chapters, courses, papers, schedulePapers, schedules, terms } from '../../db/schema';
import { schoolYearOf } from '../../db/seed/teaching-calendar';
import { injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';

describe.each(testDatabases())('setting up the teaching calendar on $name', (kind) => {
  const h = useHarness(kind);
  const en = { 'accept-language': 'en' };
  const year = schoolYearOf(hongKongDate(new Date()));
  /** Next school year: no term of it is seeded. */
  const next = year + 1;
  const sem1 = { schoolYear: next, semester: 1, startDate: `${next}-09-01`, endDate: `${next + 1}-01-31` };
  let class3B = 0;
  let class1A = 0;
  let otherClass = 0;
  let termId = 0;

  const director = () => h().login('demo-director');
  const auditCount = async (action: string) =>
    (await h().db.select().from(calendarAudit).where(eq(calendarAudit.action, action))).length;

  beforeAll(async () => {
    const ids = await seededIds(h().db);
    class3B = await ids.classIdByName('demo', '3B');
    class1A = await ids.classIdByName('demo', '1A');
    otherClass = await ids.classIdByName('other', (await firstClassName(ids.otherSchoolId)) ?? '1A');
  });
  async function firstClassName(schoolId: number) {
    const rows = await h().db.query.classes.findMany({ where: (c, { eq: is }) => is(c.schoolId, schoolId) });
    return rows[0]?.className;
  }

  describe('terms', () => {
    it('lets the curriculum director add next year’s term, audited, listed with the school’s terms', async () => {
      const before = await auditCount('TERM_CREATE');
      const { status, body } = await injectCall(h().app, 'createTerm', {
        token: await director(),
        body: sem1,
      });
      expect(status).toBe(200);
      expect(body.resultData).toMatchObject({ ...sem1, current: false });
      termId = body.resultData?.termId ?? 0;
      expect(await auditCount('TERM_CREATE')).toBe(before + 1);
      const list = await injectCall(h().app, 'getSchoolTerms', { token: await h().login('demo-teacher') });
      expect(list.body.resultData?.[0]).toMatchObject({ termId, schoolYear: next, semester: 1 });
      expect(list.body.resultData?.filter((t) => t.current)).toHaveLength(1);
    });

    it('refuses a term that overlaps another, takes a used semester or ends before it starts, in both languages', async () => {
      const token = await director();
      const overlap = await injectCall(h().app, 'createTerm', {
        token,
        body: { ...sem1, semester: 2, startDate: `${next + 1}-01-31`, endDate: `${next + 1}-06-30` },
        headers: en,
      });
      expect(overlap.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.TERM_OVERLAP });
      expect(overlap.body.errorMessage).toBe(
        `The term overlaps semester 1 of ${next}/${String((next + 1) % 100).padStart(2, '0')} (${sem1.startDate} to ${sem1.endDate})`,
      );
      const overlapHk = await injectCall(h().app, 'createTerm', {
        token,
        body: { ...sem1, semester: 2, startDate: `${next + 1}-01-31`, endDate: `${next + 1}-06-30` },
      });
      expect(overlapHk.body.errorMessage).toContain('重疊');
      const taken = await injectCall(h().app, 'createTerm', {
        token,
        body: { ...sem1, startDate: `${next + 2}-09-01`, endDate: `${next + 2}-12-31` },
      });
      expect(taken.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.TERM_OVERLAP });
      const backwards = await injectCall(h().app, 'createTerm', {
        token,
        body: { ...sem1, semester: 3, startDate: `${next + 1}-08-31`, endDate: `${next + 1}-08-01` },
      });
      expect(backwards.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.CALENDAR_DATES });
      const semester4 = await injectCall(h().app, 'createTerm', { token, body: { ...sem1, semester: 4 } });
      expect(semester4.status).toBe(400);
      const terms4 = await h().db.select().from(terms).where(eq(terms.schoolYear, next));
      expect(terms4).toHaveLength(1);
    });

    it('refuses the other roles (403) and another school’s term (404)', async () => {
      for (const account of ['demo-headmaster', 'demo-panel', 'demo-teacher', 'demo-classteacher']) {
        const refused = await injectCall(h().app, 'createTerm', {
          token: await h().login(account),
          body: { ...sem1, semester: 3, startDate: `${next + 1}-07-01`, endDate: `${next + 1}-07-31` },
        });
        expect([account, refused.status, refused.body.errorCode]).toEqual([
          account,
          403,
          ERROR_CODES.FORBIDDEN,
        ]);
      }
      const otherDirector = await injectCall(h().app, 'updateTerm', {
        token: await h().login('other-headmaster'),
        params: { termId },
        body: sem1,
      });
      expect(otherDirector.status).toBe(403);
      const unknown = await injectCall(h().app, 'deleteTerm', {
        token: await director(),
        params: { termId: 999_999 },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('units', () => {
    let unitId = 0;
    const unit = (overrides: Record<string, unknown> = {}) => ({
      classId: class3B,
      termId,
      subjectCode: 'MATH' as const,
      name: '分數',
      nameEn: 'Fractions',
      startDate: `${next}-09-01`,
      endDate: `${next}-09-30`,
      objectives: [{ knowledgePoint: 'Fractions', aspect: 'OTHER' as const }],
      ...overrides,
    });

    it('lets the director add a unit with its objectives and a course paper of the grade, audited', async () => {
      const [paper] = await h()
        .db.select({ id: chapters.id, paperCourse: courses.id })
        .from(chapters)
        .innerJoin(courses, eq(courses.id, chapters.courseId))
        .where(and(eq(courses.gradeCode, 3), eq(courses.subjectCode, 'MATH')))
        .limit(1);
      expect(paper).toBeDefined();
      const papersOfChapter = await h().db.query.papers.findMany({
        where: (p, { eq: is }) => is(p.chapterId, paper?.id ?? 0),
      });
      const paperId = papersOfChapter[0]?.id ?? 0;
      const { status, body } = await injectCall(h().app, 'createUnit', {
        token: await director(),
        body: unit({ paperIds: [paperId, paperId] }),
      });
      expect(status).toBe(200);
      expect(body.resultData).toMatchObject({
        classId: class3B,
        termId,
        name: '分數',
        nameEn: 'Fractions',
        sortOrder: 1,
        proposed: false,
        otherHomework: false,
        homeworkCount: 0,
        papers: [{ paperId }],
        objectives: [{ knowledgePoint: 'Fractions', aspect: 'OTHER' }],
      });
      unitId = body.resultData?.scheduleId ?? 0;
      expect(await auditCount('UNIT_CREATE')).toBeGreaterThanOrEqual(1);
      // The teacher's calendar read shows it, not proposed.
      const read = await injectCall(h().app, 'getClassTermSchedules', {
        token: await h().login('demo-teacher'),
        params: { classId: class3B, termId },
        query: { subjectCode: 'MATH' },
        headers: en,
      });
      expect(read.body.resultData).toMatchObject([
        { scheduleId: unitId, name: 'Fractions', proposed: false },
      ]);
      // A paper of another grade is refused.
      const [p1] = await h()
        .db.select({ id: chapters.id })
        .from(chapters)
        .innerJoin(courses, eq(courses.id, chapters.courseId))
        .where(and(eq(courses.gradeCode, 1), eq(courses.subjectCode, 'MATH')))
        .limit(1);
      const p1Papers = await h().db.query.papers.findMany({
        where: (p, { eq: is }) => is(p.chapterId, p1?.id ?? 0),
      });
      const wrongPaper = await injectCall(h().app, 'createUnit', {
        token: await director(),
        body: unit({
          startDate: `${next}-10-01`,
          endDate: `${next}-10-10`,
          paperIds: [p1Papers[0]?.id ?? 0],
        }),
      });
      expect(wrongPaper.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.UNIT_PAPER });
    });

    it('refuses an overlapping unit of the same class, subject and term with a clear message, and one outside the term', async () => {
      const token = await director();
      const overlap = await injectCall(h().app, 'createUnit', {
        token,
        body: unit({
          name: '小數',
          nameEn: 'Decimals',
          startDate: `${next}-09-30`,
          endDate: `${next}-10-15`,
        }),
        headers: en,
      });
      expect(overlap.body).toMatchObject({
        resultStatus: false,
        errorCode: ERROR_CODES.UNIT_OVERLAP,
        errorMessage: `The unit overlaps "分數" (${next}-09-01 to ${next}-09-30) of the same class and subject`,
      });
      const hk = await injectCall(h().app, 'createUnit', {
        token,
        body: unit({ startDate: `${next}-09-30`, endDate: `${next}-10-15` }),
      });
      expect(hk.body.errorMessage).toBe(`單元日期與同班同科的「分數」（${next}-09-01 至 ${next}-09-30）重疊`);
      const outside = await injectCall(h().app, 'createUnit', {
        token,
        body: unit({ startDate: `${next + 1}-01-20`, endDate: `${next + 1}-02-10` }),
      });
      expect(outside.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.CALENDAR_DATES });
      // Another subject, or another class, may share the days.
      const english = await injectCall(h().app, 'createUnit', {
        token,
        body: unit({ subjectCode: 'ENGLISH', objectives: [] }),
      });
      expect(english.status).toBe(200);
      const count = await h()
        .db.select()
        .from(schedules)
        .where(and(eq(schedules.termId, termId), eq(schedules.classId, class3B)));
      expect(count).toHaveLength(2);
    });

    it('lets a panel head change units of their subject only; teachers and other schools are refused', async () => {
      const panel = await h().login('demo-panel');
      const maths = await injectCall(h().app, 'updateUnit', {
        token: panel,
        params: { scheduleId: unitId },
        body: { name: '分數', nameEn: 'Fractions', startDate: `${next}-09-01`, endDate: `${next}-09-20` },
      });
      expect(maths.status).toBe(403);
      const englishMaths = await injectCall(h().app, 'createUnit', {
        token: panel,
        body: unit({ startDate: `${next}-11-01`, endDate: `${next}-11-10` }),
      });
      expect(englishMaths.status).toBe(403);
      const english = await injectCall(h().app, 'createUnit', {
        token: panel,
        body: unit({
          subjectCode: 'ENGLISH',
          name: '字母',
          nameEn: 'Letters',
          startDate: `${next}-10-01`,
          endDate: `${next}-10-31`,
          objectives: [],
        }),
      });
      expect(english.status).toBe(200);
      for (const account of ['demo-teacher', 'demo-classteacher', 'demo-headmaster']) {
        const refused = await injectCall(h().app, 'deleteUnit', {
          token: await h().login(account),
          params: { scheduleId: unitId },
        });
        expect([account, refused.status]).toEqual([account, 403]);
      }
      const otherSchool = await injectCall(h().app, 'createUnit', {
        token: await director(),
        body: unit({ classId: otherClass, startDate: `${next}-12-01`, endDate: `${next}-12-10` }),
      });
      expect(otherSchool.status).toBe(404);
      const otherUnit = await injectCall(h().app, 'deleteUnit', {
        token: await h().login('other-headmaster'),
        params: { scheduleId: unitId },
      });
      expect(otherUnit.status).toBeOneOf([403, 404]);
      expect((await h().db.select().from(schedules).where(eq(schedules.id, unitId))).length).toBe(1);
    });

    it('changes a unit: days, order, objectives replaced; refuses overlapping days', async () => {
      const token = await director();
      const { status, body } = await injectCall(h().app, 'updateUnit', {
        token,
        params: { scheduleId: unitId },
        body: {
          name: '分數(一)',
          nameEn: 'Fractions I',
          startDate: `${next}-09-02`,
          endDate: `${next}-09-25`,
          sortOrder: 3,
          objectives: [{ knowledgePoint: 'Equivalent fractions', aspect: 'OTHER' }],
        },
      });
      expect(status).toBe(200);
      expect(body.resultData).toMatchObject({
        name: '分數(一)',
        startDate: `${next}-09-02`,
        sortOrder: 3,
        objectives: [{ knowledgePoint: 'Equivalent fractions', aspect: 'OTHER' }],
      });
      expect(body.resultData?.papers).toHaveLength(1);
      const second = await injectCall(h().app, 'createUnit', {
        token,
        body: unit({
          name: '小數',
          nameEn: 'Decimals',
          startDate: `${next}-10-01`,
          endDate: `${next}-10-31`,
        }),
      });
      expect(second.status).toBe(200);
      const clash = await injectCall(h().app, 'updateUnit', {
        token,
        params: { scheduleId: unitId },
        body: { name: '分數', nameEn: 'Fractions', startDate: `${next}-09-02`, endDate: `${next}-10-01` },
      });
      expect(clash.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.UNIT_OVERLAP });
      // The term cannot shrink past its units.
      const shrink = await injectCall(h().app, 'updateTerm', {
        token,
        params: { termId },
        body: { ...sem1, startDate: `${next}-09-10` },
      });
      expect(shrink.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.CALENDAR_DATES });
      const longer = await injectCall(h().app, 'updateTerm', {
        token,
        params: { termId },
        body: { ...sem1, endDate: `${next + 1}-02-05` },
      });
      expect(longer.body.resultData).toMatchObject({ termId, endDate: `${next + 1}-02-05` });
    });
  });

  it('lets one of two overlapping units sent at once in, and refuses the other', async () => {
    const token = await director();
    const body = (name: string) => ({
      classId: class1A,
      termId,
      subjectCode: 'ENGLISH' as const,
      name,
      nameEn: name,
      startDate: `${next}-12-01`,
      endDate: `${next}-12-20`,
    });
    const answers = await Promise.all([
      injectCall(h().app, 'createUnit', { token, body: body('甲') }),
      injectCall(h().app, 'createUnit', { token, body: body('乙') }),
    ]);
    expect(answers.map((a) => a.body.resultStatus).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.resultStatus)?.body.errorCode).toBe(ERROR_CODES.UNIT_OVERLAP);
    const stored = await h()
      .db.select()
      .from(schedules)
      .where(
        and(
          eq(schedules.classId, class1A),
          eq(schedules.termId, termId),
          eq(schedules.subjectCode, 'ENGLISH'),
        ),
      );
    expect(stored).toHaveLength(1);
  });

  describe('deleting a unit with homework', () => {
    it('moves its homework to the term’s Other homework unit (made when missing) and never loses it', async () => {
      // 3B English of the current term: seeded units holding homework.
      const [held] = await h()
        .db.select({ scheduleId: schedulePapers.scheduleId, termId: schedules.termId })
        .from(schedulePapers)
        .innerJoin(schedules, eq(schedules.id, schedulePapers.scheduleId))
        .where(
          and(
            eq(schedules.classId, class3B),
            eq(schedules.subjectCode, 'ENGLISH'),
            eq(schedules.otherHomework, false),
            isNotNull(schedulePapers.homeworkId),
          ),
        )
        .limit(1);
      if (!held) throw new Error('no 3B English unit with homework');
      const homeworkOf = async (scheduleId: number) =>
        (await h().db.select().from(schedulePapers).where(eq(schedulePapers.scheduleId, scheduleId)))
          .map((row) => row.homeworkId)
          .filter((id) => id !== null);
      const moving = await homeworkOf(held.scheduleId);
      expect(moving.length).toBeGreaterThan(0);
      const { status, body } = await injectCall(h().app, 'deleteUnit', {
        token: await director(),
        params: { scheduleId: held.scheduleId },
      });
      expect(status).toBe(200);
      expect(body.resultData).toEqual({ scheduleId: held.scheduleId, movedHomework: moving.length });
      const [other] = await h()
        .db.select()
        .from(schedules)
        .where(
          and(
            eq(schedules.classId, class3B),
            eq(schedules.subjectCode, 'ENGLISH'),
            eq(schedules.termId, held.termId),
            eq(schedules.otherHomework, true),
          ),
        );
      expect(other).toMatchObject({ name: '其他功課', nameEn: 'Other homework' });
      expect(await homeworkOf(other?.id ?? 0)).toEqual(expect.arrayContaining(moving));
      // The reports read them there.
      const papers = await injectCall(h().app, 'getSchedulePapers', {
        token: await h().login('demo-teacher'),
        params: { scheduleId: other?.id ?? 0 },
      });
      expect(papers.body.resultData?.map((p) => p.eHomeworkId)).toEqual(expect.arrayContaining(moving));
      const evaluations = await injectCall(h().app, 'getEvaluations', {
        token: await h().login('demo-teacher'),
        query: { scheduleId: other?.id ?? 0 },
      });
      expect(evaluations.body.resultData?.aspects.length).toBeGreaterThan(0);
      const [audit] = await h()
        .db.select()
        .from(calendarAudit)
        .where(and(eq(calendarAudit.action, 'UNIT_DELETE'), eq(calendarAudit.scheduleId, held.scheduleId)));
      expect(audit?.detail).toMatchObject({ movedHomework: moving, otherHomeworkScheduleId: other?.id });
      // The Other homework unit is not edited by hand, and a term with homework is not deleted.
      const edit = await injectCall(h().app, 'deleteUnit', {
        token: await director(),
        params: { scheduleId: other?.id ?? 0 },
      });
      expect(edit.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.OTHER_HOMEWORK_UNIT });
      const term = await injectCall(h().app, 'deleteTerm', {
        token: await director(),
        params: { termId: held.termId },
      });
      expect(term.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.TERM_HAS_HOMEWORK });
    });
  });

  describe('importing a scheme of work', () => {
    let importTerm = 0;
    const row = (overrides: Record<string, string> = {}) => ({
      className: '1A',
      subject: '數學',
      name: '數一數',
      nameEn: 'Counting',
      startDate: `${next + 1}-02-01`,
      endDate: `${next + 1}-02-28`,
      objectives: 'OTHER: counting to 20; OTHER: counting to 100',
      ...overrides,
    });
    const unitsOfTerm = async () => h().db.select().from(schedules).where(eq(schedules.termId, importTerm));

    beforeAll(async () => {
      const { body } = await injectCall(h().app, 'createTerm', {
        token: await director(),
        body: { schoolYear: next, semester: 2, startDate: `${next + 1}-02-06`, endDate: `${next + 1}-07-15` },
      });
      // The first term reaches 5 February: the second starts after it.
      importTerm = body.resultData?.termId ?? 0;
      expect(importTerm).toBeGreaterThan(0);
    });

    it('checks a good file in a dry run, storing nothing, then commits every row in one go, audited', async () => {
      // A P1 Mathematics course paper, named as the scheme of work names it.
      const [paper] = await h()
        .db.select({ id: papers.id, name: papers.name })
        .from(papers)
        .innerJoin(chapters, eq(chapters.id, papers.chapterId))
        .innerJoin(courses, eq(courses.id, chapters.courseId))
        .where(
          and(eq(courses.gradeCode, 1), eq(courses.subjectCode, 'MATH'), eq(courses.textbookType, 'A_PLUS')),
        )
        .limit(1);
      const rows = [
        row({ startDate: `${next + 1}-02-06`, endDate: `${next + 1}-03-15`, papers: `${paper?.name};` }),
        row({
          name: '加法',
          nameEn: 'Addition',
          startDate: `${next + 1}/3/16`,
          endDate: `${next + 1}-04-30`,
          objectives: '',
        }),
        row({
          className: '3B',
          subject: 'English',
          name: '我的家',
          nameEn: 'My home',
          startDate: `${next + 1}-02-06`,
          endDate: `${next + 1}-02-28`,
          objectives: 'READING: main idea',
        }),
      ];
      const dry = await injectCall(h().app, 'importSchemeOfWork', {
        token: await director(),
        params: { termId: importTerm },
        body: { dryRun: true, rows },
      });
      expect(dry.body.resultData).toEqual({ rowCount: 3, problems: [], committed: false, created: 0 });
      expect(await unitsOfTerm()).toHaveLength(0);
      const before = await auditCount('UNITS_IMPORT');
      const commit = await injectCall(h().app, 'importSchemeOfWork', {
        token: await director(),
        params: { termId: importTerm },
        body: { dryRun: false, rows },
      });
      expect(commit.body.resultData).toEqual({ rowCount: 3, problems: [], committed: true, created: 3 });
      const units = await unitsOfTerm();
      expect(units.map((u) => [u.classId, u.subjectCode, u.nameEn, u.sortOrder, u.startDate]).sort()).toEqual(
        [
          [class1A, 'MATH', 'Counting', 1, `${next + 1}-02-06`],
          [class1A, 'MATH', 'Addition', 2, `${next + 1}-03-16`],
          [class3B, 'ENGLISH', 'My home', 1, `${next + 1}-02-06`],
        ].sort(),
      );
      expect(await auditCount('UNITS_IMPORT')).toBe(before + 1);
      const setup = await injectCall(h().app, 'getUnitsSetup', {
        token: await director(),
        params: { classId: class1A, termId: importTerm },
        query: { subjectCode: 'MATH' },
      });
      expect(setup.body.resultData?.[0]?.papers).toEqual([{ paperId: paper?.id, name: paper?.name }]);
      expect(setup.body.resultData?.[0]?.objectives).toEqual([
        { knowledgePoint: 'counting to 20', aspect: 'OTHER' },
        { knowledgePoint: 'counting to 100', aspect: 'OTHER' },
      ]);
    });

    it('names each bad row, its field and what is wrong, and stores nothing even for the good rows', async () => {
      const before = (await unitsOfTerm()).length;
      const rows = [
        row({ startDate: `${next + 1}-05-01`, endDate: `${next + 1}-05-31` }),
        row({ className: '9Z', startDate: `${next + 1}-06-01`, endDate: `${next + 1}-06-10` }),
        row({ subject: 'Music', startDate: `${next + 1}-06-01`, endDate: `${next + 1}-06-10` }),
        row({ startDate: `${next + 1}-02-30`, endDate: 'tomorrow' }),
        row({ startDate: `${next + 1}-03-01`, endDate: `${next + 1}-03-20` }),
        row({ startDate: `${next + 1}-05-20`, endDate: `${next + 1}-05-25` }),
        row({
          name: '',
          nameEn: 'x'.repeat(51),
          startDate: `${next + 1}-07-01`,
          endDate: `${next + 1}-07-10`,
        }),
        row({
          startDate: `${next + 1}-07-10`,
          endDate: `${next + 1}-08-20`,
          objectives: 'SINGING: loud',
          sortOrder: 'first',
        }),
        row({
          className: '1A',
          subject: 'MATH',
          papers: 'No such paper',
          startDate: `${next + 1}-06-11`,
          endDate: `${next + 1}-06-12`,
        }),
      ];
      const { status, body } = await injectCall(h().app, 'importSchemeOfWork', {
        token: await director(),
        params: { termId: importTerm },
        body: { dryRun: false, rows },
        headers: en,
      });
      expect(status).toBe(200);
      expect(body.resultData?.committed).toBe(false);
      expect(body.resultData?.problems.map((p) => [p.row, p.field])).toEqual([
        [2, 'className'],
        [3, 'subject'],
        [4, 'startDate'],
        [4, 'endDate'],
        [5, 'startDate'],
        [6, 'startDate'],
        [7, 'name'],
        [7, 'nameEn'],
        [8, 'sortOrder'],
        [8, 'objectives'],
        [8, 'startDate'],
        [9, 'papers'],
      ]);
      const messages = body.resultData?.problems.map((p) => p.message) ?? [];
      expect(messages[0]).toBe('No class of this name in the school');
      expect(messages[2]).toBe('Not a date (YYYY-MM-DD)');
      expect(messages[4]).toBe(
        `The unit overlaps "數一數" (${next + 1}-02-06 to ${next + 1}-03-15) of the same class and subject`,
      );
      expect(messages[5]).toBe('Overlaps row 1 of the same class and subject');
      expect(messages[10]).toBe(`A unit must lie inside its term (${next + 1}-02-06 to ${next + 1}-07-15)`);
      expect((await unitsOfTerm()).length).toBe(before);
    });

    it('refuses hostile values with a 400 naming the field, and limits a panel head to their subject', async () => {
      const token = await director();
      const before = (await unitsOfTerm()).length;
      for (const [rows, field] of [
        [[row({ name: 'a\u0000b' })], 'rows.0.name'],
        [[row({ nameEn: 'x'.repeat(5000) })], 'rows.0.nameEn'],
        [[row({ name: '\uD800' })], 'rows.0.name'],
        [Array.from({ length: 501 }, () => row()), 'rows'],
      ] as const) {
        const response = await injectCall(h().app, 'importSchemeOfWork', {
          token,
          params: { termId: importTerm },
          body: { dryRun: false, rows: [...rows] },
        });
        expect(response.status).toBe(400);
        expect(response.body.errorCode).toBe(ERROR_CODES.VALIDATION);
        expect(response.body.errorMessage).toContain(field);
      }
      // Another school's term is not found; another school's class name is not a class of this school.
      const otherTerm = await injectCall(h().app, 'importSchemeOfWork', {
        token: await h().login('other-headmaster'),
        params: { termId: importTerm },
        body: { dryRun: true, rows: [row()] },
      });
      expect(otherTerm.status).toBe(403);
      const panel = await injectCall(h().app, 'importSchemeOfWork', {
        token: await h().login('demo-panel'),
        params: { termId: importTerm },
        body: {
          dryRun: false,
          rows: [row({ startDate: `${next + 1}-06-01`, endDate: `${next + 1}-06-10` })],
        },
      });
      expect(panel.body.resultData?.problems).toMatchObject([{ row: 1, field: 'subject' }]);
      const teacher = await injectCall(h().app, 'importSchemeOfWork', {
        token: await h().login('demo-teacher'),
        params: { termId: importTerm },
        body: { dryRun: true, rows: [row()] },
      });
      expect(teacher.status).toBe(403);
      expect((await unitsOfTerm()).length).toBe(before);
    });
  });

  describe('a term nobody set up', () => {
    let emptyTerm = 0;
    beforeAll(async () => {
      const { body } = await injectCall(h().app, 'createTerm', {
        token: await director(),
        body: { schoolYear: next, semester: 3, startDate: `${next + 1}-07-16`, endDate: `${next + 1}-08-31` },
      });
      emptyTerm = body.resultData?.termId ?? 0;
    });

    it('proposes units from the textbook chapters over the term’s weeks, shown as proposed until accepted or changed', async () => {
      const proposed = await injectCall(h().app, 'proposeUnits', {
        token: await director(),
        params: { classId: class1A, termId: emptyTerm },
        body: { subjectCode: 'CHINESE' },
      });
      const count = proposed.body.resultData?.count ?? 0;
      expect(count).toBeGreaterThan(0);
      const [course] = await h()
        .db.select({ id: courses.id })
        .from(courses)
        .where(
          and(
            eq(courses.gradeCode, 1),
            eq(courses.subjectCode, 'CHINESE'),
            eq(courses.textbookType, 'A_PLUS'),
          ),
        );
      const chapterNames = (
        await h().db.query.chapters.findMany({
          where: (c, { eq: is }) => is(c.courseId, course?.id ?? 0),
          orderBy: (c, { asc }) => [asc(c.sortOrder)],
        })
      ).map((c) => c.name);
      const read = await injectCall(h().app, 'getClassTermSchedules', {
        token: await h().login('demo-headmaster'),
        params: { classId: class1A, termId: emptyTerm },
        query: { subjectCode: 'CHINESE' },
      });
      const units = read.body.resultData ?? [];
      expect(units.map((u) => u.name)).toEqual(chapterNames.slice(0, count));
      expect(units.every((u) => u.proposed)).toBe(true);
      expect(units[0]?.startDate).toBe(`${next + 1}-07-16`);
      expect(units.at(-1)?.endDate).toBe(`${next + 1}-08-31`);
      // The report centre's units say they were proposed.
      const centre = await injectCall(h().app, 'getSchedulesWholePerformance', {
        token: await h().login('demo-headmaster'),
        query: { classId: class1A, termId: emptyTerm, subjectCode: 'CHINESE' },
      });
      expect(centre.body.resultData?.units.map((u) => u.proposed)).toEqual(units.map(() => true));
      // Once there are units, nothing more is proposed.
      const again = await injectCall(h().app, 'proposeUnits', {
        token: await director(),
        params: { classId: class1A, termId: emptyTerm },
        body: { subjectCode: 'CHINESE' },
      });
      expect(again.body.resultData).toEqual({ count: 0 });
      // Editing one clears its flag; accepting clears the rest.
      const first = units[0];
      const edited = await injectCall(h().app, 'updateUnit', {
        token: await director(),
        params: { scheduleId: first?.scheduleId ?? 0 },
        body: {
          name: '我的家',
          nameEn: 'My family',
          startDate: first?.startDate ?? '',
          endDate: first?.endDate ?? '',
        },
      });
      expect(edited.body.resultData?.proposed).toBe(false);
      const accepted = await injectCall(h().app, 'acceptProposedUnits', {
        token: await director(),
        params: { classId: class1A, termId: emptyTerm },
        body: { subjectCode: 'CHINESE' },
      });
      expect(accepted.body.resultData).toEqual({ count: count - 1 });
      const after = await injectCall(h().app, 'getUnitsSetup', {
        token: await director(),
        params: { classId: class1A, termId: emptyTerm },
        query: { subjectCode: 'CHINESE' },
      });
      expect(after.body.resultData?.some((u) => u.proposed)).toBe(false);
      expect(await auditCount('UNITS_ACCEPT')).toBeGreaterThanOrEqual(1);
    });

    it('proposes a class’s units when a homework is published into a term it has none in, and places the homework there', async () => {
      const start = `${next + 1}-07-20T01:00:00.000Z`;
      const [chapter] = await h()
        .db.select({ id: chapters.id })
        .from(chapters)
        .innerJoin(courses, eq(courses.id, chapters.courseId))
        .where(
          and(eq(courses.gradeCode, 3), eq(courses.subjectCode, 'MATH'), eq(courses.textbookType, 'A_PLUS')),
        )
        .limit(1);
      const { body } = await injectCall(h().app, 'publishHomework', {
        token: await h().login('demo-teacher'),
        body: {
          homeworkName: 'Summer practice',
          subjectCode: 'MATH',
          gradeCode: 3,
          textbookType: 'A_PLUS',
          chapterId: chapter?.id ?? 0,
          processType: '1',
          startTime: start,
          endTime: `${next + 1}-07-25T01:00:00.000Z`,
          targets: [{ scope: 'SINGLE_CLASS', classId: class3B }],
        },
      });
      const homeworkId = body.resultData?.homeworkInfo.eHomeworkId ?? 0;
      expect(homeworkId).toBeGreaterThan(0);
      const read = await injectCall(h().app, 'getClassTermSchedules', {
        token: await h().login('demo-teacher'),
        params: { classId: class3B, termId: emptyTerm },
        query: { subjectCode: 'MATH' },
      });
      const units = read.body.resultData ?? [];
      expect(units.length).toBeGreaterThan(0);
      expect(units.every((u) => u.proposed)).toBe(true);
      const holding = units.find(
        (u) => u.startDate <= `${next + 1}-07-20` && `${next + 1}-07-20` <= u.endDate,
      );
      // It joined the unit; the counts read it once it has begun (next summer).
      const joined = await h()
        .db.select({ homeworkId: schedulePapers.homeworkId })
        .from(schedulePapers)
        .where(eq(schedulePapers.scheduleId, holding?.scheduleId ?? 0));
      expect(joined.map((row) => row.homeworkId)).toContain(homeworkId);
      expect(holding?.homeworkCount).toBe(0);
      const [audit] = await h()
        .db.select()
        .from(calendarAudit)
        .where(and(eq(calendarAudit.action, 'UNITS_PROPOSE'), eq(calendarAudit.termId, emptyTerm)))
        .orderBy(calendarAudit.id);
      expect(audit).toBeDefined();
    });
  });
});
