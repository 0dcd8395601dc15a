import { and, eq } from 'drizzle-orm';
import { homeworkQuestions, questions } from '../../../db/schema';
import { injectCall } from '../../../test/calls';
import { testDatabases } from '../../../test/databases';
import { useHarness } from '../../../test/harness';
import { insertAttempt, insertProbeHomework, probeClass } from '../../../test/probe-class';

const HOUR = 3600_000;

/**
 * A small class built for the report: four students, a homework of two questions (10 and 5 marks) due an hour
 * after `end`. Ann hands in on time (10 + 5), Ben late (4 + 0), Cat answered the first question without
 * handing in (10, not counted), Dan never opened it. By hand: 2 of 4 submitted; average 19 / 30 = 63.33 %;
 * Ann 100 % (ring band 4), Ben 4 / 15 = 26.67 % (band 1); question 1 right for Ann only (50 %), score rate
 * 14 / 20 = 70 %; question 2 right for Ann only (50 %), 5 / 10 = 50 %.
 */
describe.each(testDatabases())('homework report on $name', (kind) => {
  const h = useHarness(kind);
  let homeworkId = 0;
  let q1 = 0;
  let q2 = 0;
  const ids: Record<string, number> = {};
  const end = new Date(Date.now() - 24 * HOUR);

  beforeAll(async () => {
    const db = h().db;
    const probe = await probeClass(db, '3Z', ['Ann', 'Ben', 'Cat', 'Dan'], 'report-probe');
    const { schoolId } = probe;
    Object.assign(ids, probe.ids);
    homeworkId = await insertProbeHomework(db, probe, end, {
      homeworkName: 'Report probe',
      processType: '1',
      type: 'AEL_PRACTICE',
      questionCount: 2,
    });
    const bank = await db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.schoolId, schoolId), eq(questions.subjectCode, 'ENGLISH')))
      .limit(2);
    q1 = bank[0]?.id ?? 0;
    q2 = bank[1]?.id ?? 0;
    await db.insert(homeworkQuestions).values([
      { homeworkId, questionId: q1, sortOrder: 1, maxScore: 10 },
      { homeworkId, questionId: q2, sortOrder: 2, maxScore: 5 },
    ]);
    const attempt = async (student: string, submittedAt: Date | null, marks: [number, number, string][]) => {
      const attempt = {
        schoolId,
        homeworkId,
        studentId: ids[student] ?? 0,
        submitStatus: submittedAt === null ? 'NOT_SUBMIT' : submittedAt > end ? 'DELAY' : 'NORMAL',
        submittedAt,
        startedAt: new Date(end.getTime() - 30 * HOUR),
      };
      const given = marks.map(([questionId, score, rightStatus]) => ({
        questionId,
        encodedAnswer: 'A',
        rightStatus,
        score,
      }));
      await insertAttempt(db, attempt, given);
    };
    await attempt('Ann', new Date(end.getTime() - HOUR), [
      [q1, 10, 'RIGHT'],
      [q2, 5, 'RIGHT'],
    ]);
    await attempt('Ben', new Date(end.getTime() + HOUR), [
      [q1, 4, 'PART_RIGHT'],
      [q2, 0, 'WRONG'],
    ]);
    await attempt('Cat', null, [[q1, 10, 'RIGHT']]);
  });

  it('gives completion with the names, the distribution, the average and each question by hand', async () => {
    const { status, body } = await injectCall(h().app, 'getHomeworkReport', {
      token: await h().login('demo-headmaster'),
      params: { eHomeworkId: homeworkId },
      headers: { 'accept-language': 'en' },
    });
    expect(status).toBe(200);
    const report = body.resultData;
    if (!report) throw new Error('no report');
    expect(report).toMatchObject({ fullScore: 15, studentCount: 4, submittedCount: 2 });
    const names = (list: { name: string }[]) => list.map((s) => s.name);
    expect(names(report.completion.onTime)).toEqual(['Ann']);
    expect(names(report.completion.late)).toEqual(['Ben']);
    expect(names(report.completion.missing)).toEqual(['Cat', 'Dan']);
    expect(report.averageScoreRate).toBeCloseTo(63.3333, 3);
    expect(report.scoreDistribution.map((b) => b.count)).toEqual([0, 1, 0, 0, 1]);
    expect(report.scoreDistribution[4]).toMatchObject({ from: 80, to: 100 });
    const byName = new Map(report.students.map((s) => [s.name, s]));
    expect(byName.get('Ann')).toMatchObject({ completion: 'ON_TIME', score: 15, scoreRate: 100 });
    expect(byName.get('Ben')?.score).toBe(4);
    expect(byName.get('Ben')?.scoreRate).toBeCloseTo(26.6667, 3);
    expect(byName.get('Cat')).toMatchObject({ completion: 'MISSING', score: 0, scoreRate: null });
    expect(
      report.questions.map((q) => [q.questionId, q.maxScore, q.correctCount, q.correctRate, q.scoreRate]),
    ).toEqual([
      [q1, 10, 1, 50, 70],
      [q2, 5, 1, 50, 50],
    ]);
  });

  it('names the students in Chinese by default and refuses a teacher outside the class', async () => {
    const { body } = await injectCall(h().app, 'getHomeworkReport', {
      token: await h().login('demo-headmaster'),
      params: { eHomeworkId: homeworkId },
    });
    expect(body.resultData?.completion.onTime.map((s) => s.name)).toEqual(['學生Ann']);
    const refused = await injectCall(h().app, 'getHomeworkReport', {
      token: await h().login('demo-teacher'),
      params: { eHomeworkId: homeworkId },
    });
    expect(refused.status).toBe(403);
    const missing = await injectCall(h().app, 'getHomeworkReport', {
      token: await h().login('demo-headmaster'),
      params: { eHomeworkId: 999_999 },
    });
    expect(missing.status).toBe(404);
  });
});
