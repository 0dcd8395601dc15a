import type { CallName } from '@harbour/api-client/contract';
import { eq } from 'drizzle-orm';
import { terms } from '../../../db/schema';
import { type CallRequest, injectCall } from '../../../test/calls';
import { testDatabases } from '../../../test/databases';
import { useHarness } from '../../../test/harness';
import { buildClass } from './fixture';

const close = (value: number | null | undefined, expected: number) => {
  expect(value).not.toBeNull();
  expect(value).toBeCloseTo(expected, 3);
};

/**
 * A small English class built for the reports, every figure computed by hand.
 *
 * Class 3Y: Ann, Ben, Cat, Dan. Unit U1 (objectives: grammar G, reading R, writing W with no question);
 * questions qA on G, qB on R, qAB on both.
 * - H1 (processType 1, due 2 days ago): qA /10, qB /10. Ann 10 + 8 = 18 (90 %), Ben 4 + 2 = 6 (30 %); Cat
 *   answered qA without handing in (missing), Dan never opened it (missing). Average 24 / 40 = 60 %.
 * - H2 (follow-up 2b, due a day ago): qAB /10. Ann 10, Ben 5, Cat 3; Dan missing. Average 18 / 30 = 60 %.
 * - H3 (processType 1, due tomorrow): qA /5. Ann 5 (100 %); the others open.
 * Unit average 47 / 75 = 62.667 % (partial). Objectives: G on H1.qA, H2.qAB, H3.qA = (10+4+10+5+3+5) / 55 =
 * 67.273 % (partial); R on H1.qB, H2.qAB = (8+2+10+5+3) / 50 = 56 % (minimal); W none (no rate): weakest
 * first R, G, W.
 * Unit U2 (reading R2 on the same knowledge point): H4 (due 3 days ago) qB /10 to a group of Ann and Dan:
 * Ann 0, Dan 10: 50 %; R2 10 / 20 = 50 % (minimal).
 * Term: 57 / 95 = 60 %. Ann over the term: 33 / 45 = 73.333 %; grammar 25 / 25 = 100 %, reading
 * (8 + 10 + 0) / 30 = 60 %, weighted (40 × 100 + 30 × 60) / 70 = 82.857 %.
 */
describe.each(testDatabases())('unit and student reports on $name', (kind) => {
  const h = useHarness(kind);
  const now = new Date();
  let b: Awaited<ReturnType<typeof buildClass>>;
  let termId = 0;
  let olderTermId = 0;
  const id: Record<string, number> = {};
  const answerOf: Record<string, number[]> = {};

  beforeAll(async () => {
    b = await buildClass(h().db, '3Y', ['Ann', 'Ben', 'Cat', 'Dan'], now);
    termId = b.termIds[0] ?? 0;
    olderTermId = b.termIds[1] ?? 0;
    id.U1 = await b.unit('U1', termId, 'ENGLISH', 1);
    id.U2 = await b.unit('U2', termId, 'ENGLISH', 2);
    id.G = await b.objective(id.U1, 'perf-grammar', 'GRAMMAR', 1);
    id.R = await b.objective(id.U1, 'perf-reading', 'READING', 2);
    id.W = await b.objective(id.U1, 'perf-writing', 'WRITING', 3);
    id.R2 = await b.objective(id.U2, 'perf-reading', 'READING', 1);
    const qA = await b.question('ENGLISH', ['perf-grammar']);
    const qB = await b.question('ENGLISH', ['perf-reading']);
    const qAB = await b.question('ENGLISH', ['perf-grammar', 'perf-reading']);
    const hw = (
      name: string,
      processType: string,
      endInHours: number,
      qs: [number, number][],
      groupOf?: string[],
    ) =>
      b.homework({
        scheduleId: name === 'H4' ? (id.U2 ?? 0) : (id.U1 ?? 0),
        name,
        subject: 'ENGLISH',
        processType,
        endInHours,
        questions: qs,
        ...(groupOf ? { groupOf } : {}),
      });
    id.H1 = await hw('H1', '1', -48, [
      [qA, 10],
      [qB, 10],
    ]);
    id.H2 = await hw('H2', '2b', -24, [[qAB, 10]]);
    id.H3 = await hw('H3', '1', 24, [[qA, 5]]);
    id.H4 = await hw('H4', '1', -72, [[qB, 10]], ['Ann', 'Dan']);
    const H1 = id.H1;
    const H2 = id.H2;
    await b.attempt(H1, 'Ann', true, [
      [qA, 10],
      [qB, 8],
    ]);
    answerOf.BenH1 = (
      await b.attempt(H1, 'Ben', true, [
        [qA, 4],
        [qB, 2],
      ])
    ).answerIds;
    await b.attempt(H1, 'Cat', false, [[qA, 10]]);
    await b.attempt(H2, 'Ann', true, [[qAB, 10]]);
    await b.attempt(H2, 'Ben', true, [[qAB, 5]]);
    await b.attempt(H2, 'Cat', true, [[qAB, 3]]);
    await b.attempt(id.H3, 'Ann', true, [[qA, 5]]);
    await b.attempt(id.H4, 'Ann', true, [[qB, 0]]);
    await b.attempt(id.H4, 'Dan', true, [[qB, 10]]);
    // A Mathematics unit (no subject weights) in the same term, and an English test in the older term.
    id.M = await b.unit('M1', termId, 'MATH', 1);
    await b.objective(id.M, 'perf-fractions', 'OTHER', 1);
    const qM = await b.question('MATH', ['perf-fractions']);
    id.HM = await b.homework({
      scheduleId: id.M,
      name: 'HM',
      subject: 'MATH',
      processType: '1',
      endInHours: -24,
      questions: [[qM, 4]],
    });
    await b.attempt(id.HM, 'Ann', true, [[qM, 3]]);
    id.T = await b.unit('T1', olderTermId, 'ENGLISH', 1);
    await b.objective(id.T, 'perf-grammar', 'GRAMMAR', 1);
    id.HT = await b.homework({
      scheduleId: id.T,
      name: 'HT',
      subject: 'ENGLISH',
      processType: '3a',
      endInHours: -24,
      questions: [[qA, 10]],
    });
    await b.attempt(id.HT, 'Ann', true, [[qA, 7]]);
  });

  const headmaster = () => h().login('demo-headmaster');
  const en = { 'accept-language': 'en' };
  /** A call of the contract by the headmaster, answered in English. */
  const headmasterInEnglish = async <K extends CallName>(name: K, request: CallRequest<K>) =>
    injectCall(h().app, name, { ...request, token: await headmaster(), headers: en });

  it('unit report: students × homework, class averages and the objectives weakest first, by hand', async () => {
    const { status, body } = await headmasterInEnglish('getUnitReport', {
      params: { scheduleId: id.U1 ?? 0 },
    });
    expect(status).toBe(200);
    const r = body.resultData;
    if (!r) throw new Error('no report');
    expect(r).toMatchObject({ classId: b.classId, className: '3Y', subjectCode: 'ENGLISH', name: 'U1' });
    expect(
      r.homework.map((x) => [x.name, x.fullScore, x.assignedCount, x.submittedCount, x.averageScoreRate]),
    ).toEqual([
      ['H1', 20, 4, 2, 60],
      ['H2', 10, 4, 3, 60],
      ['H3', 5, 4, 1, 100],
    ]);
    close(r.averageScoreRate, 62.6667);
    expect(r.masteryLevel).toBe('PARTIAL');
    const row = (name: string) => r.students.find((s) => s.name === name);
    expect(row('Ann')?.cells.map((c) => [c.state, c.score, c.scoreRate])).toEqual([
      ['SUBMITTED', 18, 90],
      ['SUBMITTED', 10, 100],
      ['SUBMITTED', 5, 100],
    ]);
    expect(row('Cat')?.cells.map((c) => [c.state, c.score])).toEqual([
      ['MISSING', null],
      ['SUBMITTED', 3],
      ['OPEN', null],
    ]);
    expect(row('Dan')).toMatchObject({ averageScoreRate: null, submittedCount: 0, missingCount: 2 });
    close(row('Ben')?.averageScoreRate, 36.6667);
    expect(r.students.map((s) => s.name)).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(r.objectives.map((o) => [o.knowledgePoint, o.questionCount, o.masteryLevel])).toEqual([
      ['perf-reading', 2, 'MINIMAL'],
      ['perf-grammar', 3, 'PARTIAL'],
      ['perf-writing', 0, null],
    ]);
    close(r.objectives[0]?.scoreRate, 56);
    close(r.objectives[1]?.scoreRate, 67.2727);
    expect(r.levelCounts).toEqual({ FULL: 0, MASTERED: 0, PARTIAL: 1, MINIMAL: 1, NONE: 0, NO_DATA: 1 });
  });

  it('group homework reaches only its members', async () => {
    const { body } = await headmasterInEnglish('getUnitReport', {
      params: { scheduleId: id.U2 ?? 0 },
    });
    const r = body.resultData;
    expect(r?.homework[0]).toMatchObject({ assignedCount: 2, submittedCount: 2, averageScoreRate: 50 });
    expect(r?.students.map((s) => s.cells[0]?.state ?? null)).toEqual(['SUBMITTED', null, null, 'SUBMITTED']);
    expect(r?.objectives.map((o) => [o.scoreRate, o.masteryLevel])).toEqual([[50, 'MINIMAL']]);
  });

  it('students/performance over a unit: completion, attention band and catch-up by hand', async () => {
    const { status, body } = await headmasterInEnglish('getStudentsPerformance', {
      query: { classId: b.classId, subjectCode: 'ENGLISH', scheduleId: id.U1 ?? 0 },
    });
    expect(status).toBe(200);
    const r = body.resultData;
    if (!r) throw new Error('no answer');
    expect(r.homeworkCount).toBe(3);
    close(r.averageScoreRate, 62.6667);
    const by = new Map(r.students.map((s) => [s.name, s]));
    expect(by.get('Ann')).toMatchObject({
      dueCount: 3,
      submittedCount: 3,
      completionRate: 100,
      attentionBand: null,
    });
    expect(by.get('Ann')).toMatchObject({ followUpScoreRate: 100, catchUp: false });
    expect(by.get('Ben')).toMatchObject({
      completionRate: 100,
      attentionBand: 'FROM_20_TO_39',
      followUpScoreRate: 50,
    });
    expect(by.get('Ben')?.catchUp).toBe(true);
    expect(by.get('Cat')).toMatchObject({
      dueCount: 2,
      submittedCount: 1,
      completionRate: 50,
      scoreRate: 30,
    });
    expect(by.get('Cat')).toMatchObject({ attentionBand: 'FROM_20_TO_39', catchUp: true });
    expect(by.get('Dan')).toMatchObject({
      completionRate: 0,
      scoreRate: null,
      attentionBand: null,
      catchUp: false,
    });
    expect(r.attentionCounts).toEqual({ UNDER_20: 0, FROM_20_TO_39: 2, FROM_40_TO_59: 0 });
    expect(r.catchUpCount).toBe(2);
  });

  it('schedules/wholeperformance: the class over the units of the term by hand', async () => {
    const { status, body } = await headmasterInEnglish('getSchedulesWholePerformance', {
      query: { classId: b.classId, termId, subjectCode: 'ENGLISH' },
    });
    expect(status).toBe(200);
    const r = body.resultData;
    expect(
      r?.units.map((u) => [u.name, u.homeworkCount, u.masteryLevel, u.weakestObjective?.knowledgePoint]),
    ).toEqual([
      ['U1', 3, 'PARTIAL', 'perf-reading'],
      ['U2', 1, 'MINIMAL', 'perf-reading'],
    ]);
    close(r?.units[0]?.completionRate, 66.6667);
    expect(r?.units[1]?.completionRate).toBe(100);
    expect(r?.averageScoreRate).toBe(60);
    expect(r?.homework.map((x) => x.name)).toEqual(['H3', 'H2', 'H1', 'H4']);
    // Published 4–6 days ago: H1–H4 and the older term's test; nine hand-ins by all four (Mathematics apart).
    expect(r?.usage).toEqual([
      { days: 7, published: 5, submitted: 9, activeStudents: 4 },
      { days: 30, published: 5, submitted: 9, activeStudents: 4 },
    ]);
  });

  it('students/wholeperformance: every student per unit of the term by hand', async () => {
    const { status, body } = await headmasterInEnglish('getStudentsWholePerformance', {
      query: { classId: b.classId, termId, subjectCode: 'ENGLISH' },
    });
    expect(status).toBe(200);
    const r = body.resultData;
    expect(r?.units.map((u) => [u.name, u.termId])).toEqual([
      ['U1', termId],
      ['U2', termId],
    ]);
    const by = new Map(r?.students.map((s) => [s.name, s]));
    close(by.get('Ann')?.unitRates[0], 94.2857);
    expect(by.get('Ann')?.unitRates[1]).toBe(0);
    close(by.get('Ann')?.scoreRate, 73.3333);
    expect(by.get('Dan')?.unitRates).toEqual([null, 100]);
    close(by.get('Dan')?.completionRate, 33.3333);
    expect(by.get('Ben')?.unitRates[1]).toBeNull();
    close(r?.unitAverages[0], 62.6667);
    expect(r?.unitAverages[1]).toBe(50);
    expect(r?.averageScoreRate).toBe(60);
  });

  it('student report over the term: aspects with the §9 weights, weighted score, trend, by hand', async () => {
    const { status, body } = await headmasterInEnglish('getStudentWholePerformance', {
      params: { studentId: b.student.Ann ?? 0 },
      query: { scope: 'term', termId, subjectCode: 'ENGLISH' },
    });
    expect(status).toBe(200);
    const r = body.resultData;
    if (!r) throw new Error('no report');
    expect(r.student).toMatchObject({ name: 'Ann', className: '3Y', classNumber: 1 });
    expect(r.weighted).toBe(true);
    expect(r.aspects.map((a) => [a.aspect, a.weight, a.questionCount, a.scoreRate])).toEqual([
      ['GRAMMAR', 40, 3, 100],
      ['READING', 30, 3, 60],
      ['WRITING', 10, 0, null],
      ['LISTENING', 10, 0, null],
      ['SPEAKING', 10, 0, null],
    ]);
    close(r.weightedScore, 82.8571);
    close(r.scoreRate, 73.3333);
    expect(r).toMatchObject({
      completionRate: 100,
      attentionBand: null,
      followUpScoreRate: 100,
      catchUp: false,
    });
    expect(r.classAverageScoreRate).toBe(60);
    expect(r.trend.map((p) => [p.name, p.state, p.scoreRate, p.classAverageScoreRate])).toEqual([
      ['H4', 'SUBMITTED', 0, 50],
      ['H1', 'SUBMITTED', 90, 60],
      ['H2', 'SUBMITTED', 100, 60],
      ['H3', 'SUBMITTED', 100, 100],
    ]);
  });

  it('student report of a unit: Ben needs attention and catch-up; math has no weights; a year spans terms', async () => {
    const ben = await injectCall(h().app, 'getStudentWholePerformance', {
      token: await headmaster(),
      params: { studentId: b.student.Ben ?? 0 },
      query: { scope: 'unit', scheduleId: id.U1 ?? 0 },
    });
    const r = ben.body.resultData;
    expect(r?.aspects.slice(0, 2).map((a) => [a.aspect, a.scoreRate])).toEqual([
      ['GRAMMAR', 45],
      ['READING', 35],
    ]);
    close(r?.weightedScore, 40.7143);
    expect(r).toMatchObject({ attentionBand: 'FROM_20_TO_39', followUpScoreRate: 50, catchUp: true });
    expect(r?.student.name).toBe('學生Ben');
    const math = await injectCall(h().app, 'getStudentWholePerformance', {
      token: await headmaster(),
      params: { studentId: b.student.Ann ?? 0 },
      query: { scope: 'unit', scheduleId: id.M ?? 0 },
    });
    expect(math.body.resultData).toMatchObject({ weighted: false, weightedScore: null, scoreRate: 75 });
    expect(math.body.resultData?.aspects).toEqual([
      { aspect: 'OTHER', weight: null, questionCount: 1, scoreRate: 75, masteryLevel: 'MASTERED' },
    ]);
    // The school year of both terms: T1's test (7 / 10) joins the term's 33 / 45: 40 / 55 = 72.727 %.
    const [term] = await h().db.select().from(terms).where(eq(terms.id, termId));
    const year = await headmasterInEnglish('getStudentWholePerformance', {
      params: { studentId: b.student.Ann ?? 0 },
      query: { scope: 'year', schoolYear: term?.schoolYear ?? 0, subjectCode: 'ENGLISH' },
    });
    expect(year.body.resultData?.units.map((u) => u.name)).toEqual(['T1', 'U1', 'U2']);
    close(year.body.resultData?.scoreRate, 72.7273);
    expect(year.body.resultData?.trend.map((p) => p.name)).toEqual(['H4', 'H1', 'H2', 'HT', 'H3']);
  });

  it('follow-up views: one student and the class (processType 2b and 2d), catch-up below 60 %', async () => {
    const one = await headmasterInEnglish('getStudentFollowUp', {
      params: { studentId: b.student.Ben ?? 0 },
      query: { scope: 'unit', scheduleId: id.U1 ?? 0 },
    });
    expect(one.status).toBe(200);
    expect(one.body.resultData?.followUps.map((p) => [p.name, p.scoreRate, p.classAverageScoreRate])).toEqual(
      [['H2', 50, 60]],
    );
    expect(one.body.resultData).toMatchObject({ followUpScoreRate: 50, catchUp: true });
    const all = await headmasterInEnglish('getClassFollowUp', {
      query: { classId: b.classId, subjectCode: 'ENGLISH', termId },
    });
    expect(all.status).toBe(200);
    const r = all.body.resultData;
    expect(r?.homework.map((x) => [x.name, x.submittedCount, x.averageScoreRate])).toEqual([['H2', 3, 60]]);
    expect(r?.students.map((s) => [s.name, s.followUpScoreRate, s.catchUp])).toEqual([
      ['Ann', 100, false],
      ['Ben', 50, true],
      ['Cat', 30, true],
      ['Dan', null, false],
    ]);
    expect(r?.catchUpCount).toBe(2);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const token = await headmaster();
    const cases = [
      injectCall(h().app, 'getStudentsPerformance', {
        token,
        query: { classId: b.classId, subjectCode: 'ENGLISH' } as never,
      }),
      injectCall(h().app, 'getStudentsPerformance', {
        token,
        query: { classId: b.classId, subjectCode: 'ENGLISH', termId, schoolYear: 2026 } as never,
      }),
      injectCall(h().app, 'getStudentWholePerformance', {
        token,
        params: { studentId: b.student.Ann ?? 0 },
        query: { scope: 'term', subjectCode: 'ENGLISH' } as never,
      }),
      injectCall(h().app, 'getStudentWholePerformance', {
        token,
        params: { studentId: b.student.Ann ?? 0 },
        query: { scope: 'year', schoolYear: 2026 } as never,
      }),
      injectCall(h().app, 'getSchedulesWholePerformance', {
        token,
        query: { classId: b.classId, termId, subjectCode: 'SCIENCE' } as never,
      }),
      injectCall(h().app, 'getUnitReport', { token, params: { scheduleId: 'x' as never } }),
    ];
    const answers = await Promise.all(cases);
    const fields = ['scheduleId', 'schoolYear', 'termId', 'subjectCode', 'subjectCode', 'scheduleId'];
    answers.forEach((answer, k) => {
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(fields[k]);
    });
  });

  it('tenancy: 403 outside the caller’s classes, 404 outside the school or the class’s units', async () => {
    const teacher = await h().login('demo-teacher');
    const other = await h().login('other-headmaster');
    const refused = await Promise.all([
      injectCall(h().app, 'getUnitReport', { token: teacher, params: { scheduleId: id.U1 ?? 0 } }),
      injectCall(h().app, 'getStudentsPerformance', {
        token: teacher,
        query: { classId: b.classId, subjectCode: 'ENGLISH', termId },
      }),
      injectCall(h().app, 'getStudentWholePerformance', {
        token: teacher,
        params: { studentId: b.student.Ann ?? 0 },
        query: { scope: 'unit', scheduleId: id.U1 ?? 0 },
      }),
      injectCall(h().app, 'getClassFollowUp', {
        token: teacher,
        query: { classId: b.classId, subjectCode: 'ENGLISH', termId },
      }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    const outside = await Promise.all([
      injectCall(h().app, 'getUnitReport', { token: other, params: { scheduleId: id.U1 ?? 0 } }),
      injectCall(h().app, 'getStudentWholePerformance', {
        token: other,
        params: { studentId: b.student.Ann ?? 0 },
        query: { scope: 'term', termId, subjectCode: 'ENGLISH' },
      }),
      injectCall(h().app, 'getSchedulesWholePerformance', {
        token: other,
        query: { classId: b.classId, termId, subjectCode: 'ENGLISH' },
      }),
      // A unit of another subject than asked, a unit of the class asked for another student's class.
      injectCall(h().app, 'getStudentsPerformance', {
        token: await headmaster(),
        query: { classId: b.classId, subjectCode: 'CHINESE', scheduleId: id.U1 ?? 0 },
      }),
      injectCall(h().app, 'getUnitReport', { token: await headmaster(), params: { scheduleId: 999_999 } }),
    ]);
    expect(outside.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    for (const r of [...refused, ...outside]) expect(r.body.resultData ?? null).toBeNull();
  });

  it('follows an override, a changed mark, a redo and a withdrawal', async () => {
    const token = await headmaster();
    const unit = async () =>
      (await injectCall(h().app, 'getUnitReport', { token, params: { scheduleId: id.U1 ?? 0 }, headers: en }))
        .body.resultData;
    // Override Ben's automatic 2 on H1's reading question to 10, then change it to 6.
    const [, benB] = answerOf.BenH1 ?? [];
    const override = await injectCall(h().app, 'correctAnswer', {
      token,
      params: { eHomeworkId: id.H1 ?? 0, answerId: benB ?? 0 },
      body: { score: 10, baseVersion: 0, overrideReason: 'Read again' },
    });
    expect(override.status).toBe(200);
    let r = await unit();
    expect(r?.homework[0]?.averageScoreRate).toBe(80);
    expect(r?.students[1]?.cells[0]).toMatchObject({ score: 14, scoreRate: 70 });
    const version = override.body.resultData?.answer.marking?.version ?? 0;
    const changed = await injectCall(h().app, 'correctAnswer', {
      token,
      params: { eHomeworkId: id.H1 ?? 0, answerId: benB ?? 0 },
      body: { score: 6, baseVersion: version, overrideReason: 'Second look' },
    });
    expect(changed.status).toBe(200);
    r = await unit();
    expect(r?.students[1]?.cells[0]).toMatchObject({ score: 10, scoreRate: 50 });
    // Reading: (8 + 6 + 10 + 5 + 3) / 50 = 64 % (partial), still below grammar's 67.27 %: still first.
    expect(r?.objectives[0]).toMatchObject({
      knowledgePoint: 'perf-reading',
      scoreRate: 64,
      masteryLevel: 'PARTIAL',
    });
    // Cat is asked to redo the follow-up: her hand-in no longer counts, so no catch-up until she hands in again.
    const redo = await injectCall(h().app, 'requestPracticeRedo', {
      token,
      params: { eHomeworkId: id.H2 ?? 0 },
      body: { studentIds: [b.student.Cat ?? 0] },
    });
    expect(redo.status).toBe(200);
    r = await unit();
    expect(r?.students[2]?.cells[1]?.state).toBe('MISSING');
    expect(r?.homework[1]).toMatchObject({ submittedCount: 2, averageScoreRate: 75 });
    const perf = await injectCall(h().app, 'getStudentsPerformance', {
      token,
      query: { classId: b.classId, subjectCode: 'ENGLISH', scheduleId: id.U1 ?? 0 },
      headers: en,
    });
    expect(perf.body.resultData?.students[2]).toMatchObject({ followUpScoreRate: null, catchUp: false });
    // Withdrawing the older term's test erases its records: the unit lists it no more.
    const before = await injectCall(h().app, 'getUnitReport', { token, params: { scheduleId: id.T ?? 0 } });
    expect(before.body.resultData?.homework.map((x) => x.averageScoreRate)).toEqual([70]);
    const withdrawn = await injectCall(h().app, 'withdrawExam', {
      token,
      params: { eHomeworkId: id.HT ?? 0 },
      body: { confirm: true },
    });
    expect(withdrawn.status).toBe(200);
    const after = await injectCall(h().app, 'getUnitReport', { token, params: { scheduleId: id.T ?? 0 } });
    expect(after.body.resultData).toMatchObject({ homework: [], averageScoreRate: null });
    expect(after.body.resultData?.objectives[0]).toMatchObject({ scoreRate: null, masteryLevel: null });
  });
});
