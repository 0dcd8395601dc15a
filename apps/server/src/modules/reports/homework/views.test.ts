import { answerText, type BaseQuestion, parseQuestion } from '@harbour/question-engine/core';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { answers, attempts, homeworkQuestions, homeworks, markings, students } from '../../../db/schema';
import { SEEDED_REPORT_HOMEWORK } from '../../../db/seed/reports';
import { injectCall } from '../../../test/calls';
import { testDatabases } from '../../../test/databases';
import { questionContentOf, seededIds } from '../../../test/fixtures';
import { useHarness } from '../../../test/harness';
import { insertProbeHomework, type ProbeClass, probeClass } from '../../../test/probe-class';

const HOUR = 3600_000;

/** A base question's key as a right answer: its reference pairs, or the first accepted alternative per blank. */
function rightEncodedOf(question: BaseQuestion): string {
  if (question.rightOptions?.length) return question.rightOptions.join(';');
  return (question.questionAnswer ?? '')
    .split('##')
    .map((blank) => blank.split('|')[0] ?? '')
    .join('##');
}
const en = { 'accept-language': 'en' };

/**
 * A small class built for the homework report's views: five students (3Y), a follow-up homework of two
 * questions, a single choice (10) and a fill-in (10), due an hour after `end`.
 *   Ann  on time (3 h before the end, took 30 min): both right, 20 / 20 = 100 %.
 *   Ben  on time (2 h before, 10 min): the wrong option W (0), "zzz" (0): 0 %.
 *   Cat  late (1 h after, 20 min): right (10), "ZZZ " (0: the same answer as Ben's once normalised): 50 %.
 *   Dan  answered the choice right without handing in (missing); Eve never opened it (missing).
 * By hand: 3 of 5 submitted; average 30 / 60 = 50 %; ring bands [1, 0, 1, 0, 1]; the choice right for Ann and
 * Cat (66.67 %, score rate 66.67 %) and wrong for Ben (W); the fill-in right for Ann (33.33 %), its wrong answer
 * "zzz" given by Ben and Cat: the hardest question. Follow-up: Ben and Cat under 60 % (catch-up 2). Mean time
 * (1800 + 600 + 1200) / 3 = 1200 s.
 * A writing task (processType 14; Content 4, Language 6): Ann marked 3 + 5, Ben's marking only a temporary
 * save, Cat never handed in: Content 1 marked, mean 3 (75 %), Language mean 5 (83.33 %).
 */
describe.each(testDatabases())('homework report views on $name', (kind) => {
  const h = useHarness(kind);
  const ids: Record<string, number> = {};
  const answerIds: Record<string, number> = {};
  let schoolId = 0;
  let _classId = 0;
  let headmasterId = 0;
  let probe: ProbeClass;
  let homeworkId = 0;
  let writingId = 0;
  let choiceId = 0;
  let fillId = 0;
  let essayId = 0;
  let choice: BaseQuestion;
  let wrongOption = '';
  let fillRight = '';
  let fillQuestion: BaseQuestion;
  const fillText = (encoded: string) => answerText(fillQuestion, encoded, { locale: 'en' });
  const end = new Date(Date.now() - 24 * HOUR);
  const headmaster = () => h().login('demo-headmaster');

  async function newHomework(values: Partial<typeof homeworks.$inferInsert>, questionIds: number[]) {
    const db = h().db;
    const id = await insertProbeHomework(db, probe, end, {
      homeworkName: 'Views probe',
      processType: '2a',
      type: 'AEL_PRACTICE',
      questionCount: questionIds.length,
      ...values,
    });
    await db
      .insert(homeworkQuestions)
      .values(
        questionIds.map((questionId, k) => ({ homeworkId: id, questionId, sortOrder: k + 1, maxScore: 10 })),
      );
    return id;
  }

  async function attempt(
    homework: number,
    student: string,
    submittedAt: Date | null,
    minutes: number,
    given: [number, string, number, string][],
  ) {
    const db = h().db;
    const at = submittedAt ?? new Date(end.getTime() - 5 * HOUR);
    const [row] = await db
      .insert(attempts)
      .values({
        schoolId,
        homeworkId: homework,
        studentId: ids[student] ?? 0,
        submitStatus: submittedAt === null ? 'NOT_SUBMIT' : submittedAt > end ? 'DELAY' : 'NORMAL',
        submittedAt,
        startedAt: new Date(at.getTime() - minutes * 60_000),
      })
      .returning();
    for (const [questionId, encodedAnswer, score, rightStatus] of given) {
      const [answer] = await db
        .insert(answers)
        .values({ schoolId, attemptId: row?.id ?? 0, questionId, encodedAnswer, rightStatus, score })
        .returning();
      answerIds[`${homework}:${student}:${questionId}`] = answer?.id ?? 0;
    }
    return row?.id ?? 0;
  }

  beforeAll(async () => {
    const db = h().db;
    const seeded = await seededIds(db);
    schoolId = seeded.demoSchoolId;
    probe = await probeClass(db, '3Y', ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], 'views-probe');
    _classId = probe.classId;
    Object.assign(ids, probe.ids);
    headmasterId = probe.headmasterId;
    choiceId = await seeded.questionOf('demo', 'ENGLISH', 'SINGLE_CHOICE');
    fillId = await seeded.questionOf('demo', 'ENGLISH', 'COMPLETION');
    essayId = await seeded.questionOf('demo', 'ENGLISH', 'ESSAY');
    /** A seeded question as the engine reads it. */
    const storedQuestion = async (questionId: number, what: string) => {
      const content = await questionContentOf(db, questionId);
      const parsed = parseQuestion({ ...(content as object), questionId: String(questionId) });
      if (!parsed.ok) throw new Error(`${what} not parsed`);
      return parsed.question as BaseQuestion;
    };
    choice = await storedQuestion(choiceId, 'choice');
    const right = rightEncodedOf(choice);
    wrongOption = (choice.options ?? []).find((o) => o.optionNo !== right)?.optionNo ?? '';
    fillQuestion = await storedQuestion(fillId, 'fill-in');
    fillRight = rightEncodedOf(fillQuestion);

    homeworkId = await newHomework({}, [choiceId, fillId]);
    await attempt(homeworkId, 'Ann', new Date(end.getTime() - 3 * HOUR), 30, [
      [choiceId, right, 10, 'RIGHT'],
      [fillId, fillRight, 10, 'RIGHT'],
    ]);
    await attempt(homeworkId, 'Ben', new Date(end.getTime() - 2 * HOUR), 10, [
      [choiceId, wrongOption, 0, 'WRONG'],
      [fillId, 'zzz', 0, 'WRONG'],
    ]);
    await attempt(homeworkId, 'Cat', new Date(end.getTime() + HOUR), 20, [
      [choiceId, right, 10, 'RIGHT'],
      [fillId, 'ZZZ ', 0, 'WRONG'],
    ]);
    await attempt(homeworkId, 'Dan', null, 15, [[choiceId, right, 10, 'RIGHT']]);

    writingId = await newHomework(
      {
        homeworkName: 'Writing probe',
        processType: '14',
        writingCriteria: [
          { ruleName: 'Content', share: 40, total: 4 },
          { ruleName: 'Language', share: 60, total: 6 },
        ],
      },
      [essayId],
    );
    await attempt(writingId, 'Ann', new Date(end.getTime() - HOUR), 40, [[essayId, '', 8, 'NOT_CORRECT']]);
    await attempt(writingId, 'Ben', new Date(end.getTime() - HOUR), 40, [[essayId, '', 0, 'NOT_CORRECT']]);
    await db.insert(markings).values([
      {
        schoolId,
        answerId: answerIds[`${writingId}:Ann:${essayId}`] ?? 0,
        score: 8,
        markerId: headmasterId,
        criteria: [
          { ruleName: 'Content', score: 3 },
          { ruleName: 'Language', score: 5 },
        ],
      },
      {
        schoolId,
        answerId: answerIds[`${writingId}:Ben:${essayId}`] ?? 0,
        score: 4,
        markerId: headmasterId,
        draft: true,
        criteria: [
          { ruleName: 'Content', score: 2 },
          { ruleName: 'Language', score: 2 },
        ],
      },
    ]);
  });

  it('gives the report with each question, its top wrong answers decoded with who, the hardest and the times', async () => {
    const { status, body } = await injectCall(h().app, 'getHomeworkReport', {
      token: await headmaster(),
      params: { eHomeworkId: homeworkId },
      headers: en,
    });
    expect(status).toBe(200);
    const report = body.resultData;
    if (!report) throw new Error('no report');
    expect(report).toMatchObject({ fullScore: 20, studentCount: 5, submittedCount: 3, averageScoreRate: 50 });
    expect(report.scoreDistribution.map((b) => b.count)).toEqual([1, 0, 1, 0, 1]);
    expect(report.completion.late.map((s) => s.name)).toEqual(['Cat']);
    expect(report.completion.missing.map((s) => s.name)).toEqual(['Dan', 'Eve']);
    const times = Object.fromEntries(report.students.map((s) => [s.name, s.timeSpentSeconds]));
    expect(times).toEqual({ Ann: 1800, Ben: 600, Cat: 1200, Dan: null, Eve: null });
    const [q1, q2] = report.questions;
    expect(q1).toMatchObject({ questionId: choiceId, correctCount: 2, partRightCount: 0, wrongCount: 1 });
    expect(q1?.correctRate).toBeCloseTo(66.6667, 3);
    expect(q1?.scoreRate).toBeCloseTo(66.6667, 3);
    expect(q1?.wrongAnswers).toEqual([
      {
        answerText: answerText(choice, wrongOption, { locale: 'en' }),
        encodedAnswer: wrongOption,
        verdict: 'WRONG',
        count: 1,
        students: [{ studentId: ids.Ben, name: 'Ben', className: '3Y', classNumber: 2 }],
      },
    ]);
    // The option's letter and its text, not the stored number.
    expect(q1?.wrongAnswers[0]?.answerText).toMatch(/^[A-Z]\. \S/);
    expect(q1?.stem.length).toBeGreaterThan(0);
    expect(q1?.question).toHaveProperty('questionType', 'SINGLE_CHOICE');
    expect(q2).toMatchObject({ questionId: fillId, correctCount: 1, wrongCount: 2 });
    expect(q2?.correctRate).toBeCloseTo(33.3333, 3);
    expect(q2?.wrongAnswers).toHaveLength(1);
    expect(q2?.wrongAnswers[0]).toMatchObject({ answerText: fillText('zzz'), count: 2, verdict: 'WRONG' });
    expect(q2?.wrongAnswers[0]?.students.map((s) => s.name)).toEqual(['Ben', 'Cat']);
    expect(q2?.rightAnswerText.length).toBeGreaterThan(0);
    expect(report.hardestQuestionId).toBe(fillId);
  });

  it('gives each question with every answer given, or one question, and 404 for a question not in it', async () => {
    const { body } = await injectCall(h().app, 'getHomeworkReportQuestions', {
      token: await headmaster(),
      params: { eHomeworkId: homeworkId },
      query: { questionId: fillId },
      headers: en,
    });
    const list = body.resultData?.questions ?? [];
    expect(list.map((q) => q.questionId)).toEqual([fillId]);
    expect(list[0]?.averageScore).toBeCloseTo(10 / 3, 5);
    expect(list[0]?.answers.map((a) => [a.verdict, a.count, a.students.map((s) => s.name)])).toEqual([
      ['WRONG', 2, ['Ben', 'Cat']],
      ['RIGHT', 1, ['Ann']],
    ]);
    const all = await injectCall(h().app, 'getHomeworkReportQuestions', {
      token: await headmaster(),
      params: { eHomeworkId: homeworkId },
    });
    expect(all.body.resultData?.questions.map((q) => q.questionId)).toEqual([choiceId, fillId]);
    const missing = await injectCall(h().app, 'getHomeworkReportQuestions', {
      token: await headmaster(),
      params: { eHomeworkId: homeworkId },
      query: { questionId: essayId },
    });
    expect(missing.status).toBe(404);
  });

  it('lists the wrong questions hardest first with who and their answers', async () => {
    const { body } = await injectCall(h().app, 'getHomeworkWrongQuestions', {
      token: await headmaster(),
      params: { eHomeworkId: homeworkId },
      headers: en,
    });
    const list = body.resultData?.questions ?? [];
    expect(list.map((q) => q.questionId)).toEqual([fillId, choiceId]);
    expect(list[0]?.students.map((s) => [s.name, s.verdict, s.score, s.answerText])).toEqual([
      ['Ben', 'WRONG', 0, fillText('zzz')],
      ['Cat', 'WRONG', 0, fillText('ZZZ ')],
    ]);
    expect(list[1]?.students.map((s) => s.name)).toEqual(['Ben']);
  });

  it('gives the practice, follow-up and processType 7 views by hand', async () => {
    const token = await headmaster();
    const one = await injectCall(h().app, 'getHomeworkProcess1', {
      token,
      params: { eHomeworkId: homeworkId },
      headers: en,
    });
    const view = one.body.resultData;
    expect(view).toMatchObject({
      view: '1',
      averageScoreRate: 50,
      averageTimeSeconds: 1200,
      catchUpCount: 0,
    });
    expect(
      view?.students.map((s) => [s.name, s.correctCount, s.partRightCount, s.wrongCount, s.catchUp]),
    ).toEqual([
      ['Ann', 2, 0, 0, false],
      ['Ben', 0, 0, 2, false],
      ['Cat', 1, 0, 1, false],
      ['Dan', 0, 0, 0, false],
      ['Eve', 0, 0, 0, false],
    ]);
    const two = await injectCall(h().app, 'getHomeworkProcess2', {
      token,
      params: { eHomeworkId: homeworkId },
      headers: en,
    });
    expect(two.body.resultData?.catchUpCount).toBe(2);
    expect(two.body.resultData?.students.filter((s) => s.catchUp).map((s) => s.name)).toEqual(['Ben', 'Cat']);
    const seven = await injectCall(h().app, 'getHomeworkProcess7', {
      token,
      params: { eHomeworkId: homeworkId },
    });
    expect(seven.status).toBe(200);
    expect(seven.body.resultData?.view).toBe('7');
  });

  it("gives the writing view's criteria from the final markings only", async () => {
    const { body } = await injectCall(h().app, 'getHomeworkProcess14', {
      token: await headmaster(),
      params: { eHomeworkId: writingId },
      headers: en,
    });
    const view = body.resultData;
    expect(view?.markedCount).toBe(1);
    expect(
      view?.criteria.map((c) => [c.ruleName, c.total, c.markedCount, c.scoreSum, c.averageScore]),
    ).toEqual([
      ['Content', 4, 1, 3, 3],
      ['Language', 6, 1, 5, 5],
    ]);
    expect(view?.criteria[0]?.scoreRate).toBe(75);
    expect(view?.criteria[1]?.scoreRate).toBeCloseTo(83.3333, 3);
    const byName = new Map(view?.students.map((s) => [s.name, s]));
    expect(byName.get('Ann')?.criteria).toEqual([
      { ruleName: 'Content', score: 3 },
      { ruleName: 'Language', score: 5 },
    ]);
    expect(byName.get('Ben')).toMatchObject({ marked: false, criteria: [{ score: null }, { score: null }] });
  });

  it("gives one student's practice report and their answers decoded beside the right answer", async () => {
    const token = await headmaster();
    const practice = await injectCall(h().app, 'getStudentHomeworkPractice', {
      token,
      params: { studentId: ids.Ben ?? 0, eHomeworkId: homeworkId },
      headers: en,
    });
    expect(practice.body.resultData).toMatchObject({
      correctCount: 0,
      wrongCount: 2,
      ringBand: 0,
      classAverageScoreRate: 50,
      student: { name: 'Ben', completion: 'ON_TIME', score: 0, scoreRate: 0, timeSpentSeconds: 600 },
    });
    const { body } = await injectCall(h().app, 'getStudentHomeworkQuestions', {
      token,
      params: { studentId: ids.Cat ?? 0, eHomeworkId: homeworkId },
      headers: en,
    });
    const list = body.resultData?.questions ?? [];
    expect(list.map((q) => [q.verdict, q.score, q.maxScore])).toEqual([
      ['RIGHT', 10, 10],
      ['WRONG', 0, 10],
    ]);
    expect(list[0]?.answerText).toBe(list[0]?.rightAnswerText);
    expect(list[1]?.answerText).toBe(fillText('ZZZ '));
    expect(list[1]?.encodedAnswers).toEqual([{ childKey: '', encodedAnswer: 'ZZZ ' }]);
    expect(list[0]?.classScoreRate).toBeCloseTo(66.6667, 3);
    // A student the homework does not reach.
    const [other] = await h()
      .db.select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.account, 'demo-student')));
    const refused = await injectCall(h().app, 'getStudentHomeworkQuestions', {
      token,
      params: { studentId: other?.id ?? 0, eHomeworkId: homeworkId },
    });
    expect(refused.status).toBe(404);
  });

  it('gives the submit list first handed in first, the missing last, one completion when asked', async () => {
    const token = await headmaster();
    const { body } = await injectCall(h().app, 'getHomeworkSubmitList', {
      token,
      params: { eHomeworkId: homeworkId },
      headers: en,
    });
    expect(body.resultData?.students.map((s) => [s.name, s.completion])).toEqual([
      ['Ann', 'ON_TIME'],
      ['Ben', 'ON_TIME'],
      ['Cat', 'LATE'],
      ['Dan', 'MISSING'],
      ['Eve', 'MISSING'],
    ]);
    const late = await injectCall(h().app, 'getHomeworkSubmitList', {
      token,
      params: { eHomeworkId: homeworkId },
      query: { completion: 'LATE' },
      headers: en,
    });
    expect(late.body.resultData?.students.map((s) => s.name)).toEqual(['Cat']);
  });

  it('refuses bad input with a 400 naming the field, other classes with 403 and unknown ids with 404', async () => {
    const token = await headmaster();
    const app = h().app;
    const bad = await app.inject({
      method: 'GET',
      url: `/ael/school/v2/schedule/ehomeworks/${homeworkId}/student/submit?completion=SOON`,
      headers: { accesstoken: token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('completion');
    const badId = await app.inject({
      method: 'GET',
      url: '/ael/school/v2/report/ehomeworks/abc/wrongquestions',
      headers: { accesstoken: token },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('eHomeworkId');
    const badClass = await app.inject({
      method: 'GET',
      url: `/ael/school/v2/report/ehomeworks/${homeworkId}/process1?classId=-3`,
      headers: { accesstoken: token },
    });
    expect(badClass.statusCode).toBe(400);
    expect(badClass.body).toContain('classId');
    const teacher = await h().login('demo-teacher');
    for (const name of [
      'getHomeworkReportQuestions',
      'getHomeworkWrongQuestions',
      'getHomeworkProcess1',
      'getHomeworkProcess2',
      'getHomeworkProcess7',
      'getHomeworkProcess14',
      'getHomeworkSubmitList',
    ] as const) {
      const refused = await injectCall(app, name, { token: teacher, params: { eHomeworkId: homeworkId } });
      expect([name, refused.status]).toEqual([name, 403]);
      const unknown = await injectCall(app, name, { token, params: { eHomeworkId: 999_999 } });
      expect([name, unknown.status]).toEqual([name, 404]);
    }
    for (const name of ['getStudentHomeworkPractice', 'getStudentHomeworkQuestions'] as const) {
      const refused = await injectCall(app, name, {
        token: teacher,
        params: { studentId: ids.Ann ?? 0, eHomeworkId: homeworkId },
      });
      expect([name, refused.status]).toEqual([name, 403]);
    }
    // Another school's headmaster does not find the homework at all.
    const other = await injectCall(app, 'getHomeworkReport', {
      token: await h().login('other-headmaster'),
      params: { eHomeworkId: homeworkId },
    });
    expect(other.status).toBe(404);
  });

  it('follows a marking override, a redo and a withdrawal', async () => {
    const token = await headmaster();
    const report = async (id: number) => {
      const { body } = await injectCall(h().app, 'getHomeworkReport', {
        token,
        params: { eHomeworkId: id },
        headers: en,
      });
      if (!body.resultData) throw new Error(`no report: ${body.errorMessage}`);
      return body.resultData;
    };
    // Ben's fill-in overridden from 0 to 10: the fill-in right for Ann and Ben, the average 40 / 60.
    const corrected = await injectCall(h().app, 'correctAnswer', {
      token,
      params: { eHomeworkId: homeworkId, answerId: answerIds[`${homeworkId}:Ben:${fillId}`] ?? 0 },
      body: { score: 10, baseVersion: 0, overrideReason: 'Spelling accepted' },
    });
    expect([corrected.status, corrected.body.errorMessage]).toEqual([200, corrected.body.errorMessage]);
    let now = await report(homeworkId);
    expect(now.averageScoreRate).toBeCloseTo(66.6667, 3);
    expect(now.questions[1]).toMatchObject({ correctCount: 2, wrongCount: 1 });
    expect(now.questions[1]?.wrongAnswers[0]?.students.map((s) => s.name)).toEqual(['Cat']);
    // Ben 10 / 20 and Cat 10 / 20 (both 50 %), Ann 100 %.
    expect(now.scoreDistribution.map((b) => b.count)).toEqual([0, 0, 2, 0, 1]);
    // Ann asked to redo: not handed in any more, so the report counts Ben and Cat: 20 / 40.
    const redo = await injectCall(h().app, 'requestPracticeRedo', {
      token,
      params: { eHomeworkId: homeworkId },
      body: { studentIds: [ids.Ann ?? 0] },
    });
    expect(redo.status).toBe(200);
    now = await report(homeworkId);
    expect(now.submittedCount).toBe(2);
    expect(now.completion.missing.map((s) => s.name)).toEqual(['Ann', 'Dan', 'Eve']);
    expect(now.averageScoreRate).toBe(50);
    // An exam withdrawn: its records erased, nobody handed it in.
    const examId = await newHomework({ homeworkName: 'Exam probe', processType: '3a', type: 'EXAM' }, [
      choiceId,
    ]);
    await attempt(examId, 'Eve', new Date(end.getTime() - HOUR), 30, [[choiceId, wrongOption, 0, 'WRONG']]);
    expect((await report(examId)).submittedCount).toBe(1);
    const withdrawn = await injectCall(h().app, 'withdrawExam', {
      token,
      params: { eHomeworkId: examId },
      body: { confirm: true },
    });
    expect(withdrawn.status).toBe(200);
    const after = await report(examId);
    expect(after.submittedCount).toBe(0);
    expect(after.averageScoreRate).toBeNull();
    expect(after.questions[0]?.wrongAnswers).toEqual([]);
  });

  it("matches a direct recomputation of the totals over random classes' answers", async () => {
    const token = await headmaster();
    const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
    const student = fc.record({
      state: fc.constantFrom('ON_TIME', 'LATE', 'MISSING'),
      scores: fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(student, { minLength: 5, maxLength: 5 }), async (plan) => {
        const id = await newHomework({ homeworkName: 'Random probe' }, [choiceId, fillId]);
        for (const [k, s] of plan.entries()) {
          const at =
            s.state === 'MISSING' ? null : new Date(end.getTime() + (s.state === 'LATE' ? HOUR : -HOUR));
          await attempt(
            id,
            names[k] ?? '',
            at,
            5,
            s.scores.map((score, q) => [q === 0 ? choiceId : fillId, `a${score}`, score, 'WRONG']) as [
              number,
              string,
              number,
              string,
            ][],
          );
        }
        const { body } = await injectCall(h().app, 'getHomeworkReport', {
          token,
          params: { eHomeworkId: id },
        });
        const report = body.resultData;
        if (!report) throw new Error('no report');
        const handed = plan.filter((s) => s.state !== 'MISSING');
        const total = handed.reduce((sum, s) => sum + s.scores[0] + s.scores[1], 0);
        if (handed.length === 0) expect(report.averageScoreRate).toBeNull();
        else expect(report.averageScoreRate).toBeCloseTo((total * 100) / (20 * handed.length), 9);
        const bands = [0, 0, 0, 0, 0];
        for (const s of handed) {
          const rate = ((s.scores[0] + s.scores[1]) * 100) / 20;
          const band = Math.min(4, Math.floor(rate / 20));
          bands[band] = (bands[band] ?? 0) + 1;
        }
        expect(report.scoreDistribution.map((b) => b.count)).toEqual(bands);
        expect([
          report.completion.onTime.length,
          report.completion.late.length,
          report.completion.missing.length,
        ]).toEqual([
          plan.filter((s) => s.state === 'ON_TIME').length,
          plan.filter((s) => s.state === 'LATE').length,
          plan.filter((s) => s.state === 'MISSING').length,
        ]);
        expect(report.questions.map((q) => q.correctCount)).toEqual([
          handed.filter((s) => s.scores[0] === 10).length,
          handed.filter((s) => s.scores[1] === 10).length,
        ]);
        expect(report.questions.map((q) => q.wrongCount)).toEqual([
          handed.filter((s) => s.scores[0] === 0).length,
          handed.filter((s) => s.scores[1] === 0).length,
        ]);
      }),
      { numRuns: 12, seed: 19 },
    );
  }, 120_000);

  it("shows demo-teacher last week's seeded homework: two missing, one late, the hardest question's common wrong answer", async () => {
    const [seededRow] = await h()
      .db.select({ id: homeworks.id })
      .from(homeworks)
      .where(eq(homeworks.homeworkName, `3B ${SEEDED_REPORT_HOMEWORK}`));
    const { status, body } = await injectCall(h().app, 'getHomeworkReport', {
      token: await h().login('demo-teacher'),
      params: { eHomeworkId: seededRow?.id ?? 0 },
      headers: en,
    });
    expect(status).toBe(200);
    const report = body.resultData;
    if (!report) throw new Error('no report');
    expect(report.completion.missing).toHaveLength(2);
    expect(report.completion.late).toHaveLength(1);
    expect(report.questions.length).toBeGreaterThanOrEqual(8);
    const hardest = report.questions.find((q) => q.questionId === report.hardestQuestionId);
    const others = report.questions.filter((q) => q !== hardest).map((q) => q.scoreRate ?? 0);
    expect(hardest?.scoreRate ?? 100).toBeLessThan(Math.min(...others) - 10);
    expect((hardest?.wrongAnswers[0]?.count ?? 0) * 2).toBeGreaterThan(report.submittedCount);
    expect(hardest?.wrongAnswers[0]?.answerText).toMatch(/^[A-Z]\. /);
  });
  it('counts only marked work: an essay waiting for marking is PENDING, in no rate, and counted as waiting', async () => {
    const db = h().db;
    const pendingId = await newHomework({ homeworkName: 'Pending probe' }, [choiceId, essayId]);
    const right = rightEncodedOf(choice);
    // Ann: the choice right, her essay not marked yet. Ben: the choice wrong, his essay marked 8 / 10.
    await attempt(pendingId, 'Ann', new Date(end.getTime() - 3 * HOUR), 20, [
      [choiceId, right, 10, 'RIGHT'],
      [essayId, '', 0, 'NOT_CORRECT'],
    ]);
    await attempt(pendingId, 'Ben', new Date(end.getTime() - 3 * HOUR), 20, [
      [choiceId, wrongOption, 0, 'WRONG'],
      [essayId, '', 8, 'NOT_CORRECT'],
    ]);
    await db.insert(markings).values({
      schoolId,
      answerId: answerIds[`${pendingId}:Ben:${essayId}`] ?? 0,
      score: 8,
      markerId: headmasterId,
    });
    const { body } = await injectCall(h().app, 'getHomeworkReport', {
      token: await headmaster(),
      params: { eHomeworkId: pendingId },
      headers: en,
    });
    const report = body.resultData;
    if (!report) throw new Error('no report');
    expect(report.pendingCount).toBe(1);
    const line = (name: string) => report.students.find((s) => s.name === name);
    // Ann 10 / 10 over her marked work (not 10 / 20); Ben 8 / 20.
    expect(line('Ann')).toMatchObject({ scoreRate: 100, pendingCount: 1 });
    expect(line('Ben')).toMatchObject({ scoreRate: 40, pendingCount: 0 });
    expect(report.averageScoreRate).toBeCloseTo((18 / 30) * 100, 5);
    const essay = report.questions.find((q) => q.questionId === essayId);
    expect(essay).toMatchObject({ pendingCount: 1, correctCount: 0, partRightCount: 1, wrongCount: 0 });
    expect(essay?.scoreRate).toBe(80);
    const student = await injectCall(h().app, 'getHomeworkReportQuestions', {
      token: await headmaster(),
      params: { eHomeworkId: pendingId },
      query: { questionId: essayId },
      headers: en,
    });
    const verdicts = student.body.resultData?.questions[0]?.answers.map((a) => a.verdict);
    expect(verdicts).toContain('PENDING');
    expect(verdicts).not.toContain('WRONG');
  });
});
