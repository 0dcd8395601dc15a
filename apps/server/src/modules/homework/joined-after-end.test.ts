import { eq } from 'drizzle-orm';
import { homeworkQuestions, questions, students } from '../../db/schema';
import { injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { useHarness } from '../../test/harness';
import { insertAttempt, insertProbeHomework, type ProbeClass, probeClass } from '../../test/probe-class';

const HOUR = 3600_000;

/**
 * NO_NEED for a student who joined the class after a homework ended (joinedAfterEnd): a class of three, Old
 * there from the start, New who joined an hour ago, Late who joined after the end but handed the homework in
 * anyway. A homework that ended a day ago, and one still open.
 */
describe.each(testDatabases())('a student who joined after a homework ended, on $name', (kind) => {
  const h = useHarness(kind);
  let probe: ProbeClass;
  let ended = 0;
  let open = 0;
  const headmaster = () => h().login('demo-headmaster');
  const studentSession = async (name: string) => {
    const simulated = await injectCall(h().app, 'simulateLogin', {
      token: await headmaster(),
      body: { studentId: probe.ids[name] ?? 0 },
    });
    return simulated.body.resultData?.accessToken ?? '';
  };

  beforeAll(async () => {
    const db = h().db;
    probe = await probeClass(db, '3J', ['Old', 'New', 'Late'], 'joined');
    const joined = new Date(Date.now() - HOUR);
    for (const name of ['New', 'Late'])
      await db
        .update(students)
        .set({ joinedClassAt: joined })
        .where(eq(students.id, probe.ids[name] ?? 0));
    const [question] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.schoolId, probe.schoolId))
      .limit(1);
    const withQuestion = async (end: Date, homeworkName: string) => {
      const id = await insertProbeHomework(db, probe, end, {
        homeworkName,
        processType: '2a',
        type: 'AEL_PRACTICE',
        questionCount: 1,
      });
      await db
        .insert(homeworkQuestions)
        .values({ homeworkId: id, questionId: question?.id ?? 0, sortOrder: 1, maxScore: 10 });
      return id;
    };
    ended = await withQuestion(new Date(Date.now() - 24 * HOUR), 'Ended before New joined');
    open = await withQuestion(new Date(Date.now() + 24 * HOUR), 'Still open');
    await insertAttempt(
      db,
      {
        schoolId: probe.schoolId,
        homeworkId: ended,
        studentId: probe.ids.Late ?? 0,
        submitStatus: 'DELAY',
        submittedAt: new Date(),
      },
      [{ questionId: question?.id ?? 0, encodedAnswer: 'A', rightStatus: 'RIGHT', score: 10 }],
    );
  });

  it('lists the late joiner as NO_NEED on the students page, and not among those who did not hand in', async () => {
    const token = await headmaster();
    const roster = await injectCall(h().app, 'getPracticeStudents', {
      token,
      params: { eHomeworkId: ended },
    });
    const statusOf = new Map(roster.body.resultData?.map((s) => [s.studentId, s.submitStatus]));
    expect(['Old', 'New', 'Late'].map((name) => statusOf.get(probe.ids[name] ?? 0))).toEqual([
      'OVERDUE',
      'NO_NEED',
      // A hand-in keeps its status, asked or not.
      'DELAY',
    ]);
    const missing = await injectCall(h().app, 'getPracticeNotSubmitted', {
      token,
      params: { eHomeworkId: ended },
    });
    expect(missing.body.resultData?.map((s) => s.studentId)).toEqual([probe.ids.Old]);
    // A homework still open asks everyone in the class now.
    const openRoster = await injectCall(h().app, 'getPracticeStudents', {
      token,
      params: { eHomeworkId: open },
    });
    expect(openRoster.body.resultData?.map((s) => s.submitStatus)).toEqual([
      'NOT_SUBMIT',
      'NOT_SUBMIT',
      'NOT_SUBMIT',
    ]);
  });

  it('leaves the late joiner out of the homework report and the published list counts', async () => {
    const token = await headmaster();
    const report = await injectCall(h().app, 'getHomeworkReport', { token, params: { eHomeworkId: ended } });
    expect(report.body.resultData?.studentCount).toBe(2);
    expect(report.body.resultData?.completion.missing.map((s) => s.studentId)).toEqual([probe.ids.Old]);
    const info = await injectCall(h().app, 'getPracticeDetail', { token, params: { eHomeworkId: ended } });
    expect(info.body.resultData?.homeworkInfo).toMatchObject({ studentCount: 2, submittedCount: 1 });
  });

  it("keeps the ended homework off the late joiner's own list, and on a classmate's as overdue", async () => {
    const listOf = async (name: string) =>
      (await injectCall(h().app, 'getStudentHomeworks', { token: await studentSession(name) })).body
        .resultData?.list ?? [];
    expect((await listOf('New')).map((x) => x.eHomeworkId)).toEqual([open]);
    const old = await listOf('Old');
    expect(old.find((x) => x.eHomeworkId === ended)?.submitStatus).toBe('OVERDUE');
    expect(old.map((x) => x.eHomeworkId)).toContain(open);
    // Its own page, opened by a link, says the same as the list: not asked of the late joiner.
    const pageOf = async (name: string) =>
      (
        await injectCall(h().app, 'getStudentHomework', {
          token: await studentSession(name),
          params: { eHomeworkId: ended },
        })
      ).body.resultData?.homework.submitStatus;
    expect(await pageOf('New')).toBe('NO_NEED');
    expect(await pageOf('Old')).toBe('OVERDUE');
  });
});
