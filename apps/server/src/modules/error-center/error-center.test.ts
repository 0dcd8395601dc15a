import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import {
  answers,
  attempts,
  classes,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  learningObjectives,
  publicationAudit,
  questions,
  schedulePapers,
  schedules,
  students,
  terms,
} from '../../db/schema';
import { injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { insertAttempt, insertProbeHomework, probeClass } from '../../test/probe-class';
import { reachableFullMark } from './queries';

const HOUR = 3600_000;
const T0 = Date.now() - 10 * 24 * HOUR;
const at = (hours: number) => new Date(T0 + hours * HOUR);

/**
 * A small class built for the mistakes centre (English, grade of 3B): Ann, Ben, Cat and Dan; questions q1
 * (knowledge point 時態), q2 (時態 and 介詞), q3 (none) single choices and q4 an essay; 10 marks each.
 * H1 (practice, due at +50 h): Ann q1 10 (+1 h), q2 0 (+2 h); Ben q1 4 (+3 h), q2 10 (+4 h); Cat q1 0, q2 0 but
 * never handed in. H2 (practice, due in a day): Ann q1 10 (+101 h), q3 5 (+102 h); Ben q1 0 (+103 h), q3 10
 * (+104 h); Cat q4 an essay not marked yet (+105 h). By hand, each student's latest answer per question:
 * Ann q1 right (H2), q2 WRONG 0 (H1), q3 PART_RIGHT 5 (H2); Ben q1 WRONG 0 (H2 is later than H1's 4), q2 and q3
 * right; Cat's essay waits for marking (not counted), her H1 answers were never handed in. Three mistakes,
 * two students. By question, newest first: q1 (Ben, +103), q3 (Ann, +102), q2 (Ann, +2). By knowledge point:
 * 時態 {q1, q2}: 2 wrong, students Ann and Ben, latest +103; no point {q3}: 1 part right, +102; 介詞 {q2}: 1
 * wrong, +2.
 */
describe.each(testDatabases())('mistakes centre on $name', (kind) => {
  const h = useHarness(kind);
  const ids: Record<string, number> = {};
  const q: Record<string, number> = {};
  let classId = 0;
  let schoolId = 0;
  let h1 = 0;
  let h2 = 0;
  let gradeCode = 3;
  let scheduleId = 0;
  let rightKey = '';
  let creatorId = 0;

  const headmaster = () => h().login('demo-headmaster');

  beforeAll(async () => {
    const db = h().db;
    const seeded = await seededIds(db);
    const probe = await probeClass(db, '3Y', ['Ann', 'Ben', 'Cat', 'Dan'], 'errors-probe');
    ({ schoolId, classId, gradeCode, headmasterId: creatorId } = probe);
    Object.assign(ids, probe.ids);
    const [choice] = await db
      .select()
      .from(questions)
      .where(eq(questions.id, await seeded.questionOf('demo', 'ENGLISH', 'SINGLE_CHOICE')));
    const [essay] = await db
      .select()
      .from(questions)
      .where(eq(questions.id, await seeded.questionOf('demo', 'ENGLISH', 'ESSAY')));
    if (!choice || !essay) throw new Error('no bank questions');
    rightKey = String((choice.content as { questionAnswer?: string }).questionAnswer ?? '');
    const copy = async (name: string, from: typeof choice, points: string[]) => {
      const [row] = await db
        .insert(questions)
        .values({
          schoolId,
          questionType: from.questionType,
          subjectCode: 'ENGLISH',
          gradeCode,
          knowledgePoints: points,
          textbookType: from.textbookType,
          searchText: `Probe ${name}`,
          content: from.content,
        })
        .returning();
      q[name] = row?.id ?? 0;
    };
    await copy('q1', choice, ['時態']);
    await copy('q2', choice, ['時態', '介詞']);
    await copy('q3', choice, []);
    await copy('q4', essay, ['寫作']);
    const homework = async (name: string, end: Date, list: string[]) => {
      const id = await insertProbeHomework(db, probe, end, {
        homeworkName: name,
        processType: '1',
        type: 'AEL_PRACTICE',
        questionCount: list.length,
        startTime: at(0),
        publishTime: at(0),
      });
      await db.insert(homeworkQuestions).values(
        list.map((name, k) => ({
          homeworkId: id,
          questionId: q[name] ?? 0,
          sortOrder: k + 1,
          maxScore: 10,
        })),
      );
      return id;
    };
    h1 = await homework('Probe H1', at(50), ['q1', 'q2']);
    h2 = await homework('Probe H2', new Date(Date.now() + 24 * HOUR), ['q1', 'q3', 'q4']);
    const attempt = async (
      homeworkId: number,
      student: string,
      submitted: boolean,
      marks: [string, number, string, number, string][],
    ) => {
      const given = marks.map(([name, score, rightStatus, hours, encodedAnswer]) => ({
        questionId: q[name] ?? 0,
        encodedAnswer,
        rightStatus,
        score,
        answeredAt: at(hours),
      }));
      await insertAttempt(
        db,
        {
          schoolId,
          homeworkId,
          studentId: ids[student] ?? 0,
          submitStatus: submitted ? 'NORMAL' : 'NOT_SUBMIT',
          submittedAt: submitted ? at(homeworkId === h1 ? 40 : 106) : null,
        },
        given,
      );
    };
    const wrong = rightKey === '1' ? '2' : '1';
    await attempt(h1, 'Ann', true, [
      ['q1', 10, 'RIGHT', 1, rightKey],
      ['q2', 0, 'WRONG', 2, wrong],
    ]);
    await attempt(h1, 'Ben', true, [
      ['q1', 4, 'PART_RIGHT', 3, wrong],
      ['q2', 10, 'RIGHT', 4, rightKey],
    ]);
    await attempt(h1, 'Cat', false, [
      ['q1', 0, 'WRONG', 5, wrong],
      ['q2', 0, 'WRONG', 6, wrong],
    ]);
    await attempt(h2, 'Ann', true, [
      ['q1', 10, 'RIGHT', 101, rightKey],
      ['q3', 5, 'PART_RIGHT', 102, wrong],
    ]);
    await attempt(h2, 'Ben', true, [
      ['q1', 0, 'WRONG', 103, wrong],
      ['q3', 10, 'RIGHT', 104, rightKey],
    ]);
    await attempt(h2, 'Cat', true, [['q4', 0, 'NOT_CORRECT', 105, '']]);
    await db
      .update(answers)
      .set({ localAnswer: { answerType: 'TEXT', imgUrl: [], text: 'My holiday' } })
      .where(eq(answers.questionId, q.q4 ?? 0));
    const [term] = await db.select().from(terms).where(eq(terms.schoolId, schoolId)).limit(1);
    // Unit 1 of the class's English, and the same unit proposed again, holding no homework: the unit
    // filter must still list Unit 1 once.
    const unitOne = {
      schoolId,
      classId,
      termId: term?.id ?? 0,
      subjectCode: 'ENGLISH',
      name: '單元一',
      nameEn: 'Unit 1',
    } as const;
    const [unit] = await db
      .insert(schedules)
      .values({ ...unitOne, sortOrder: 1, startDate: '2026-09-01', endDate: '2026-10-01' })
      .returning();
    scheduleId = unit?.id ?? 0;
    await db
      .insert(schedules)
      .values({ ...unitOne, sortOrder: 2, startDate: '2026-10-02', endDate: '2026-10-30', proposed: true });
    await db.insert(schedulePapers).values({ schoolId, scheduleId, homeworkId: h1, sortOrder: 1 });
    await db
      .insert(learningObjectives)
      .values({ schoolId, scheduleId, knowledgePoint: '時態', aspect: 'GRAMMAR', sortOrder: 1 });
  });

  const list = async (query: Record<string, unknown> = {}, token?: string) =>
    injectCall(h().app, 'getErrorCenter', {
      token: token ?? (await headmaster()),
      params: { classId },
      query: query as never,
      headers: { 'accept-language': 'en' },
    });

  it('groups the latest wrong and part-right answers by question, newest first, by hand', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const centre = body.resultData;
    if (!centre) throw new Error('no centre');
    expect(centre).toMatchObject({
      className: '3Y',
      groupBy: 'question',
      totalGroups: 3,
      totalMistakes: 3,
      totalStudents: 2,
    });
    expect(
      centre.groups.map((g) => [g.questionId, g.wrongCount, g.partRightCount, g.studentCount, g.latestAt]),
    ).toEqual([
      [q.q1, 1, 0, 1, at(103).toISOString()],
      [q.q3, 0, 1, 1, at(102).toISOString()],
      [q.q2, 1, 0, 1, at(2).toISOString()],
    ]);
    expect(centre.groups[0]?.questions[0]).toMatchObject({
      eHomeworkId: h2,
      homeworkName: 'Probe H2',
      studentIds: [ids.Ben],
    });
    expect(centre.groups[2]?.questions[0]).toMatchObject({ eHomeworkId: h1, studentIds: [ids.Ann] });
    expect(centre.options.students.map((s) => s.name)).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(centre.options.homeworks.map((x) => x.eHomeworkId)).toEqual([h2, h1]);
    expect(centre.options.schedules).toEqual([{ scheduleId, name: 'Unit 1', subjectCode: 'ENGLISH' }]);
  });

  it('groups by knowledge point with counts per point, a question counted in each of its points', async () => {
    const { body } = await list({ groupBy: 'knowledge' });
    const groups = body.resultData?.groups ?? [];
    expect(
      groups.map((g) => [g.knowledgePoint, g.mistakeCount, g.wrongCount, g.partRightCount, g.studentCount]),
    ).toEqual([
      ['時態', 2, 2, 0, 2],
      [null, 1, 0, 1, 1],
      ['介詞', 1, 1, 0, 1],
    ]);
    expect(groups[0]?.questions.map((x) => x.questionId)).toEqual([q.q1, q.q2]);
  });

  it('filters by homework, unit, student and subject, and pages', async () => {
    const byHomework = (await list({ eHomeworkId: h1 })).body.resultData;
    // Within H1 only: Ann q2 wrong, Ben q1 part right (4 of 10).
    expect(byHomework?.groups.map((g) => [g.questionId, g.wrongCount, g.partRightCount])).toEqual([
      [q.q1, 0, 1],
      [q.q2, 1, 0],
    ]);
    const byUnit = (await list({ scheduleId })).body.resultData;
    expect(byUnit?.groups.map((g) => g.questionId)).toEqual([q.q1, q.q2]);
    const byStudent = (await list({ studentId: ids.Ann })).body.resultData;
    expect(byStudent?.groups.map((g) => g.questionId)).toEqual([q.q3, q.q2]);
    const math = (await list({ subjectCode: 'MATH' })).body.resultData;
    expect(math?.totalGroups).toBe(0);
    const page2 = (await list({ page: 2, pageSize: 1 })).body.resultData;
    expect(page2?.groups.map((g) => g.questionId)).toEqual([q.q3]);
    expect(page2).toMatchObject({ totalGroups: 3, page: 2, pageSize: 1 });
  });

  it('refuses bad filters with 400 naming them, and other units, homework and classes', async () => {
    const bad = await list({ groupBy: 'pupil' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toContain('groupBy');
    expect((await list({ pageSize: 1000 })).status).toBe(400);
    expect((await list({ eHomeworkId: 999_999 })).status).toBe(404);
    expect((await list({ scheduleId: 999_999 })).status).toBe(404);
    // demo-teacher does not teach 3Y; another school's headmaster does not know it.
    expect((await list({}, await h().login('demo-teacher'))).status).toBe(403);
    expect((await list({}, await h().login('other-headmaster'))).status).toBe(404);
  });

  it('shows one question with its key and every wrong answer decoded beside its score', async () => {
    const { status, body } = await injectCall(h().app, 'getErrorQuestion', {
      token: await headmaster(),
      params: { classId, questionId: q.q1 ?? 0 },
      headers: { 'accept-language': 'en' },
    });
    expect(status).toBe(200);
    const detail = body.resultData;
    if (!detail) throw new Error('no detail');
    expect(detail).toMatchObject({ answeredCount: 2, rightCount: 1, knowledgePoints: ['時態'] });
    expect(detail.question.questionAnswer).toBe(rightKey);
    expect(detail.mistakes).toHaveLength(1);
    expect(detail.mistakes[0]).toMatchObject({
      name: 'Ben',
      verdict: 'WRONG',
      score: 0,
      maxScore: 10,
      eHomeworkId: h2,
    });
    // Decoded as the question core reads it (the seeded picture question: option 2 of 'It is an apple.').
    expect(detail.mistakes[0]?.answerText).toBe('B. It is a banana.');
    expect(detail.rightAnswerText).toBe('A. It is an apple.');
    expect(detail.explanationText).toContain('apple');
    const inH1 = await injectCall(h().app, 'getErrorQuestion', {
      token: await headmaster(),
      params: { classId, questionId: q.q1 ?? 0 },
      query: { eHomeworkId: h1 },
    });
    expect(inH1.body.resultData?.mistakes.map((m) => [m.name, m.verdict, m.score])).toEqual([
      ['學生Ben', 'PART_RIGHT', 4],
    ]);
    const refused = await injectCall(h().app, 'getErrorQuestion', {
      token: await h().login('demo-teacher'),
      params: { classId, questionId: q.q1 ?? 0 },
    });
    expect(refused.status).toBe(403);
  });

  it('follows marking, an override, a redo and a withdrawal', async () => {
    const token = await headmaster();
    const answerOf = async (homeworkId: number, student: string, question: string) => {
      const [row] = await h()
        .db.select({ id: answers.id })
        .from(answers)
        .innerJoin(attempts, eq(attempts.id, answers.attemptId))
        .where(
          and(
            eq(attempts.homeworkId, homeworkId),
            eq(attempts.studentId, ids[student] ?? 0),
            eq(answers.questionId, q[question] ?? 0),
          ),
        );
      return row?.id ?? 0;
    };
    const questionIds = async () =>
      ((await list()).body.resultData?.groups ?? []).map((g) => [
        g.questionId,
        g.wrongCount,
        g.partRightCount,
      ]);
    // Marking: Cat's essay scores 3 of 10: a part-right mistake on q4, now the newest.
    const marked = await injectCall(h().app, 'correctAnswer', {
      token,
      params: { eHomeworkId: h2, answerId: await answerOf(h2, 'Cat', 'q4') },
      body: { score: 3, comment: 'More detail', baseVersion: 0 },
    });
    expect(marked.status).toBe(200);
    expect(await questionIds()).toEqual([
      [q.q4, 0, 1],
      [q.q1, 1, 0],
      [q.q3, 0, 1],
      [q.q2, 1, 0],
    ]);
    // Override: Ann's q2 (automatic 0) raised to full marks leaves the centre.
    const override = await injectCall(h().app, 'correctAnswer', {
      token,
      params: { eHomeworkId: h1, answerId: await answerOf(h1, 'Ann', 'q2') },
      body: { score: 10, baseVersion: 0, overrideReason: 'Accepted on appeal' },
    });
    expect(override.status).toBe(200);
    expect((await questionIds()).map(([id]) => id)).toEqual([q.q4, q.q1, q.q3]);
    // Redo: Ben is asked to redo H2 and answers q1 right this time: q1 leaves the centre.
    const redo = await injectCall(h().app, 'requestPracticeRedo', {
      token,
      params: { eHomeworkId: h2 },
      body: { studentIds: [ids.Ben ?? 0] },
    });
    expect(redo.status).toBe(200);
    const simulated = await injectCall(h().app, 'simulateLogin', {
      token,
      body: { studentId: ids.Ben ?? 0 },
    });
    const ben = simulated.body.resultData?.accessToken ?? '';
    const again = await injectCall(h().app, 'submitQuestionAnswer', {
      token: ben,
      params: { questionId: String(q.q1 ?? 0) },
      body: { studentAnswer: rightKey, eHomeworkId: h2 },
    });
    expect(again.status).toBe(200);
    const handed = await injectCall(h().app, 'submitStudentHomework', {
      token: ben,
      params: { eHomeworkId: h2 },
      body: {} as never,
    });
    expect(handed.status).toBe(200);
    expect((await questionIds()).map(([id]) => id)).toEqual([q.q4, q.q3]);
    // Withdrawal: an exam with Dan's wrong q3 shows it; withdrawn, it is gone.
    const [exam] = await h()
      .db.insert(homeworks)
      .values({
        schoolId,
        creatorId,
        subjectCode: 'ENGLISH',
        gradeCode,
        homeworkName: 'Probe exam',
        processType: '3a',
        type: 'EXAM',
        distributeRange: 'SINGLE_CLASS',
        distributeObject: '3Y',
        questionCount: 1,
        startTime: at(0),
        endTime: new Date(Date.now() + 24 * HOUR),
        publishTime: at(0),
        durationMinutes: 30,
        maximumPercent: 100,
      })
      .returning();
    const examId = exam?.id ?? 0;
    await h().db.insert(homeworkTargets).values({ homeworkId: examId, classId });
    await h()
      .db.insert(homeworkQuestions)
      .values({ homeworkId: examId, questionId: q.q3 ?? 0, sortOrder: 1, maxScore: 10 });
    const [examAttempt] = await h()
      .db.insert(attempts)
      .values({
        schoolId,
        homeworkId: examId,
        studentId: ids.Dan ?? 0,
        submitStatus: 'NORMAL',
        submittedAt: at(200),
      })
      .returning();
    await h()
      .db.insert(answers)
      .values({
        schoolId,
        attemptId: examAttempt?.id ?? 0,
        questionId: q.q3 ?? 0,
        encodedAnswer: 'Z',
        rightStatus: 'WRONG',
        score: 0,
        answeredAt: at(200),
      });
    expect((await list({ studentId: ids.Dan })).body.resultData?.totalMistakes).toBe(1);
    const withdrawn = await injectCall(h().app, 'withdrawExam', {
      token,
      params: { eHomeworkId: examId },
      body: { confirm: true },
    });
    expect(withdrawn.status).toBe(200);
    expect((await list({ studentId: ids.Dan })).body.resultData?.totalMistakes).toBe(0);
  });

  describe('follow-up to chosen students', () => {
    const week = () => ({
      startTime: new Date(Date.now() - HOUR).toISOString(),
      endTime: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
    });
    const publish = async (body: Record<string, unknown>, token?: string, target = classId) =>
      injectCall(h().app, 'publishFollowUp', {
        token: token ?? (await headmaster()),
        params: { classId: target },
        body: body as never,
        headers: { 'accept-language': 'en' },
      });
    const studentSession = async (name: string) => {
      const simulated = await injectCall(h().app, 'simulateLogin', {
        token: await headmaster(),
        body: { studentId: ids[name] ?? 0 },
      });
      return simulated.body.resultData?.accessToken ?? '';
    };

    it('publishes a 2a follow-up that only the chosen students see, with its audit row', async () => {
      const { status, body } = await publish({
        homeworkName: 'Follow-up: tenses',
        ...week(),
        questionIds: [q.q1, q.q2],
        studentIds: [ids.Ann, ids.Ben],
      });
      expect(status).toBe(200);
      const info = body.resultData?.homeworkInfo;
      expect(info).toMatchObject({
        processType: '2a',
        classification: 'FOLLOWUP_PRACTICE',
        questionIds: [q.q1, q.q2],
        studentCount: 2,
        distributeRange: 'GROUP',
      });
      const id = info?.eHomeworkId ?? 0;
      const listOf = async (name: string) => {
        const found = await injectCall(h().app, 'getStudentHomeworks', { token: await studentSession(name) });
        return (found.body.resultData?.list ?? []).map((x) => x.eHomeworkId);
      };
      expect(await listOf('Ann')).toContain(id);
      expect(await listOf('Ben')).toContain(id);
      expect(await listOf('Cat')).not.toContain(id);
      // Cat (a classmate not chosen) cannot open it: it is not hers (the group rule answers 403).
      const open = await injectCall(h().app, 'getStudentHomework', {
        token: await studentSession('Cat'),
        params: { eHomeworkId: id },
      });
      expect(open.status).toBe(403);
      const mine = await injectCall(h().app, 'getStudentHomework', {
        token: await studentSession('Ann'),
        params: { eHomeworkId: id },
      });
      expect(mine.status).toBe(200);
      // The students page lists the rest of the class as not asked (NO_NEED); only the chosen students are
      // missing it.
      const students = await injectCall(h().app, 'getPracticeStudents', {
        token: await headmaster(),
        params: { eHomeworkId: id },
      });
      const statusOf = new Map(students.body.resultData?.map((s) => [s.studentId, s.submitStatus]));
      expect([ids.Ann, ids.Ben, ids.Cat].map((student) => statusOf.get(student ?? 0))).toEqual([
        'NOT_SUBMIT',
        'NOT_SUBMIT',
        'NO_NEED',
      ]);
      const notAsked = await injectCall(h().app, 'getPracticeStudents', {
        token: await headmaster(),
        params: { eHomeworkId: id },
        query: { submitStatus: 'NO_NEED' },
      });
      expect(notAsked.body.resultData?.map((s) => s.studentId)).toContain(ids.Cat);
      expect(notAsked.body.resultData?.map((s) => s.studentId)).not.toContain(ids.Ann);
      const missing = await injectCall(h().app, 'getPracticeNotSubmitted', {
        token: await headmaster(),
        params: { eHomeworkId: id },
      });
      expect(missing.body.resultData?.map((s) => s.studentId).sort()).toEqual([ids.Ann, ids.Ben].sort());
      // The homework report reaches the two chosen students, not the class.
      const report = await injectCall(h().app, 'getHomeworkReport', {
        token: await headmaster(),
        params: { eHomeworkId: id },
      });
      expect(report.body.resultData?.studentCount).toBe(2);
      expect(report.body.resultData?.completion.missing.map((s) => s.studentId).sort()).toEqual(
        [ids.Ann, ids.Ben].sort(),
      );
      const [row] = await h().db.select().from(publicationAudit).where(eq(publicationAudit.homeworkId, id));
      expect(row).toMatchObject({ action: 'PUBLISH', actorStaffId: creatorId });
      expect(row?.detail).toMatchObject({
        targets: [{ scope: 'STUDENTS', classId, studentIds: [ids.Ann, ids.Ben] }],
        followUp: { classId, questionIds: [q.q1, q.q2] },
      });
      // The chosen students' group is the follow-up's own: the class select offers no such group.
      const select = await injectCall(h().app, 'getClassesDropdown', { token: await headmaster() });
      const groupIds = (select.body.resultData ?? []).flatMap((grade) => grade.groups.map((g) => g.groupId));
      const [target] = await h()
        .db.select({ groupId: homeworkTargets.groupId })
        .from(homeworkTargets)
        .where(eq(homeworkTargets.homeworkId, id));
      expect(target?.groupId).toEqual(expect.any(Number));
      expect(groupIds).not.toContain(target?.groupId);
    });

    it('refuses empty, repeated, foreign and unknown students and questions with 400 naming the field', async () => {
      const base = { homeworkName: 'Follow-up', ...week(), questionIds: [q.q1], studentIds: [ids.Ann] };
      const field = async (body: Record<string, unknown>) => {
        const answer = await publish(body);
        return [answer.status, answer.body.errorMessage];
      };
      expect(await field({ ...base, studentIds: [] })).toEqual([400, expect.stringContaining('studentIds')]);
      expect(await field({ ...base, studentIds: [ids.Ann, ids.Ann] })).toEqual([
        400,
        expect.stringContaining('studentIds'),
      ]);
      const [stranger] = await h()
        .db.select({ id: students.id })
        .from(students)
        .where(eq(students.classId, await (await seededIds(h().db)).classIdByName('demo', '3B')))
        .limit(1);
      expect(await field({ ...base, studentIds: [ids.Ann, stranger?.id] })).toEqual([
        400,
        expect.stringContaining('studentIds'),
      ]);
      expect(await field({ ...base, studentIds: [999_999] })).toEqual([
        400,
        expect.stringContaining('studentIds'),
      ]);
      expect(await field({ ...base, questionIds: [] })).toEqual([
        400,
        expect.stringContaining('questionIds'),
      ]);
      expect(await field({ ...base, questionIds: [q.q1, q.q1] })).toEqual([
        400,
        expect.stringContaining('questionIds'),
      ]);
      expect(await field({ ...base, questionIds: [999_999] })).toEqual([
        400,
        expect.stringContaining('questionIds'),
      ]);
      expect(await field({ ...base, startTime: 'soon' })).toEqual([
        400,
        expect.stringContaining('startTime'),
      ]);
      // §5's rule: the name is required (resultStatus false with its message).
      const unnamed = await publish({ ...base, homeworkName: ' ' });
      expect(unnamed.body.resultStatus).toBe(false);
      const count = await h()
        .db.select({ id: homeworks.id })
        .from(homeworks)
        .where(eq(homeworks.homeworkName, 'Follow-up'));
      expect(count).toHaveLength(0);
    });

    it('keeps to the caller’s scope: another teacher gets 403, another school 404', async () => {
      const body = { homeworkName: 'Follow-up', ...week(), questionIds: [q.q1], studentIds: [ids.Ann] };
      expect((await publish(body, await h().login('demo-teacher'))).status).toBe(403);
      expect((await publish(body, await h().login('other-headmaster'))).status).toBe(404);
    });

    it('takes chosen students as a target of the ordinary publish call too', async () => {
      const bad = await injectCall(h().app, 'publishHomework', {
        token: await headmaster(),
        body: {
          homeworkName: 'Chosen',
          subjectCode: 'ENGLISH',
          gradeCode,
          textbookType: 'A_PLUS',
          processType: '1',
          ...week(),
          targets: [{ scope: 'STUDENTS', classId, studentIds: [ids.Ann, ids.Ann] }],
        } as never,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errorMessage).toContain('targets.0.studentIds');
    });
  });

  describe('group counts against a direct recomputation', () => {
    it('agrees for random classes of answers', async () => {
      const db = h().db;
      const pool = [q.q1, q.q2, q.q3].map(Number);
      const points: Record<number, string[]> = {
        [pool[0] ?? 0]: ['時態'],
        [pool[1] ?? 0]: ['時態', '介詞'],
        [pool[2] ?? 0]: [],
      };
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              homework: fc.integer({ min: 0, max: 2 }),
              student: fc.integer({ min: 0, max: 3 }),
              question: fc.integer({ min: 0, max: 2 }),
              score: fc.integer({ min: 0, max: 10 }),
              hour: fc.integer({ min: 1, max: 500 }),
              submitted: fc.boolean(),
            }),
            { maxLength: 25 },
          ),
          async (draws) => {
            run += 1;
            const [klass] = await db
              .insert(classes)
              .values({
                schoolId,
                gradeId: (await db.select().from(classes).where(eq(classes.id, classId)))[0]?.gradeId ?? 0,
                gradeCode,
                className: `P${run}`,
              })
              .returning();
            const cid = klass?.id ?? 0;
            const people = await db
              .insert(students)
              .values(
                [0, 1, 2, 3].map((k) => ({
                  schoolId,
                  classId: cid,
                  classNumber: k + 1,
                  name: `P${k}`,
                  nameEn: `P${k}`,
                  gender: 'MALE',
                  account: `prop-${run}-${k}`,
                })),
              )
              .returning();
            const hw: number[] = [];
            for (let k = 0; k < 3; k++) {
              const [row] = await db
                .insert(homeworks)
                .values({
                  schoolId,
                  creatorId,
                  subjectCode: 'ENGLISH',
                  gradeCode,
                  homeworkName: `P${k}`,
                  processType: '1',
                  type: 'AEL_PRACTICE',
                  distributeRange: 'SINGLE_CLASS',
                  distributeObject: '',
                  startTime: at(0),
                  endTime: at(600),
                  publishTime: at(0),
                })
                .returning();
              hw.push(row?.id ?? 0);
              await db.insert(homeworkTargets).values({ homeworkId: row?.id ?? 0, classId: cid });
              await db.insert(homeworkQuestions).values(
                pool.map((questionId, n) => ({
                  homeworkId: row?.id ?? 0,
                  questionId,
                  sortOrder: n + 1,
                  maxScore: 10,
                })),
              );
            }
            // One attempt per homework and student; one answer per question of it (the last draw wins).
            const cells = new Map<string, (typeof draws)[number]>();
            for (const draw of draws) cells.set(`${draw.homework}:${draw.student}:${draw.question}`, draw);
            const attemptOf = new Map<string, number>();
            for (const draw of cells.values()) {
              const key = `${draw.homework}:${draw.student}`;
              if (!attemptOf.has(key)) {
                const submitted = [...cells.values()].some(
                  (d) => d.homework === draw.homework && d.student === draw.student && d.submitted,
                );
                const [row] = await db
                  .insert(attempts)
                  .values({
                    schoolId,
                    homeworkId: hw[draw.homework] ?? 0,
                    studentId: people[draw.student]?.id ?? 0,
                    submitStatus: submitted ? 'NORMAL' : 'NOT_SUBMIT',
                    submittedAt: submitted ? at(550) : null,
                  })
                  .returning();
                attemptOf.set(key, row?.id ?? 0);
              }
              await db.insert(answers).values({
                schoolId,
                attemptId: attemptOf.get(key) ?? 0,
                questionId: pool[draw.question] ?? 0,
                encodedAnswer: 'A',
                rightStatus: draw.score === 10 ? 'RIGHT' : draw.score === 0 ? 'WRONG' : 'PART_RIGHT',
                score: draw.score,
                answeredAt: at(draw.hour + draw.homework * 0.001),
              });
            }
            // Direct recomputation: per student and question the latest answer of a handed-in attempt.
            const handedIn = (d: (typeof draws)[number]) =>
              [...cells.values()].some(
                (x) => x.homework === d.homework && x.student === d.student && x.submitted,
              );
            const latest = new Map<string, (typeof draws)[number]>();
            for (const cell of cells.values()) {
              if (!handedIn(cell)) continue;
              const key = `${cell.student}:${cell.question}`;
              const known = latest.get(key);
              const time = (d: typeof cell) => d.hour + d.homework * 0.001;
              if (!known || time(cell) > time(known)) latest.set(key, cell);
            }
            const mistakes = [...latest.values()].filter((cell) => cell.score < reachableFullMark(10, 0));
            const expectByQuestion = new Map<
              number,
              { wrong: number; part: number; students: Set<number> }
            >();
            const expectByPoint = new Map<string | null, { count: number; students: Set<number> }>();
            for (const m of mistakes) {
              const id = pool[m.question] ?? 0;
              const entry = expectByQuestion.get(id) ?? { wrong: 0, part: 0, students: new Set<number>() };
              if (m.score === 0) entry.wrong += 1;
              else entry.part += 1;
              entry.students.add(m.student);
              expectByQuestion.set(id, entry);
              const kps = (points[id] ?? []).length > 0 ? (points[id] ?? []) : [null];
              for (const kp of kps) {
                const p = expectByPoint.get(kp) ?? { count: 0, students: new Set<number>() };
                p.count += 1;
                p.students.add(m.student);
                expectByPoint.set(kp, p);
              }
            }
            const token = await headmaster();
            const got = await injectCall(h().app, 'getErrorCenter', {
              token,
              params: { classId: cid },
              query: { pageSize: 100 },
            });
            const byQuestion = new Map((got.body.resultData?.groups ?? []).map((g) => [g.questionId, g]));
            expect(byQuestion.size).toBe(expectByQuestion.size);
            for (const [id, e] of expectByQuestion) {
              expect([
                byQuestion.get(id)?.wrongCount,
                byQuestion.get(id)?.partRightCount,
                byQuestion.get(id)?.studentCount,
              ]).toEqual([e.wrong, e.part, e.students.size]);
            }
            const points2 = await injectCall(h().app, 'getErrorCenter', {
              token,
              params: { classId: cid },
              query: { groupBy: 'knowledge', pageSize: 100 },
            });
            const byPoint = new Map(
              (points2.body.resultData?.groups ?? []).map((g) => [g.knowledgePoint, g]),
            );
            expect(byPoint.size).toBe(expectByPoint.size);
            for (const [kp, e] of expectByPoint) {
              expect([byPoint.get(kp)?.mistakeCount, byPoint.get(kp)?.studentCount]).toEqual([
                e.count,
                e.students.size,
              ]);
            }
            expect(got.body.resultData?.totalMistakes).toBe(mistakes.length);
          },
        ),
        { numRuns: 12, seed: 19 },
      );
    });
  });
});
