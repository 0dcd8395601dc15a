import type { CallBody } from '@harbour/api-client/contract';
import { findAnswerKeys } from '@harbour/question-engine/core';
import { and, asc, eq } from 'drizzle-orm';
import {
  answers,
  attempts,
  classes,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  questions,
  scoreAudit,
  staffUsers,
  students,
} from '../../db/schema';
import { SAMPLE_FILES } from '../../storage/sample-files';
import { injectCall, refusal, uploadByGrant } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { hashPassword } from '../auth';

const PASSWORD = 'pupil2026';
const HOUR = 3600_000;

/** A right answer from a question's key: the first alternative of each blank. */
function keyAnswer(content: { questionAnswer?: unknown }): string {
  return String(content.questionAnswer ?? '')
    .split('##')
    .map((blank) => blank.split('|')[0])
    .join('##');
}

describe.each(testDatabases())('the student app on $name', (kind) => {
  const h = useHarness(kind);
  let schoolId = 0;
  let classId = 0;
  let otherClassId = 0;
  let studentId = 0;
  let account = '';
  let creatorId = 0;

  beforeAll(async () => {
    const ids = await seededIds(h().db);
    schoolId = ids.demoSchoolId;
    classId = await ids.classIdByName('demo', '3A');
    otherClassId = await ids.classIdByName('demo', '1A');
    // The last student of 3A, with a password of the student app.
    const [student] = await h()
      .db.select()
      .from(students)
      .where(eq(students.classId, classId))
      .orderBy(asc(students.classNumber));
    const [last] = (
      await h()
        .db.select()
        .from(students)
        .where(eq(students.classId, classId))
        .orderBy(asc(students.classNumber))
    ).slice(-1);
    if (!student || !last) throw new Error('no student in 3A');
    studentId = last.id;
    account = last.account;
    await h()
      .db.update(students)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(students.id, studentId));
    const [teacher] = await h()
      .db.select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.account, 'demo-teacher'));
    creatorId = teacher?.id ?? 0;
  });

  const signIn = async (password = PASSWORD, who = account) =>
    injectCall(h().app, 'studentLogin', {
      body: { account: who, password },
      headers: { 'accept-language': 'en' },
    });
  const studentToken = async () => (await signIn()).body.resultData?.accessToken ?? '';

  /** English questions of the demo school by type (the first of each). */
  const questionOf = async (type: string) => {
    const [row] = await h()
      .db.select()
      .from(questions)
      .where(
        and(
          eq(questions.schoolId, schoolId),
          eq(questions.subjectCode, 'ENGLISH'),
          eq(questions.questionType, type),
        ),
      )
      .orderBy(asc(questions.id))
      .limit(1);
    if (!row) throw new Error(`no ${type}`);
    return { id: row.id, content: row.content as Record<string, unknown> };
  };

  /** A published homework of 3A (or another class) with questions of the given types, 10 marks each. */
  const makeHomework = async (options: {
    types: string[];
    processType?: string;
    start?: number;
    end?: number;
    durationMinutes?: number | null;
    classId?: number;
    correctionStatus?: string;
    immediateFeedback?: boolean;
    maxTries?: number | null;
  }) => {
    const now = Date.now();
    const [row] = await h()
      .db.insert(homeworks)
      .values({
        schoolId,
        creatorId,
        subjectCode: 'ENGLISH',
        gradeCode: 3,
        homeworkName: `Student app ${options.types.join(' ')}`,
        processType: options.processType ?? '1',
        type: 'AEL_PRACTICE',
        distributeRange: 'SINGLE_CLASS',
        distributeObject: '3A',
        startTime: new Date(now + (options.start ?? -HOUR)),
        endTime: new Date(now + (options.end ?? 24 * HOUR)),
        publishTime: new Date(now - 2 * HOUR),
        questionCount: options.types.length,
        durationMinutes: options.durationMinutes ?? null,
        correctionStatus: options.correctionStatus ?? 'WAIT_CORRECT',
        immediateFeedback: options.immediateFeedback ?? true,
        maxTries: options.maxTries ?? null,
      })
      .returning({ id: homeworks.id });
    const id = row?.id ?? 0;
    await h()
      .db.insert(homeworkTargets)
      .values({ homeworkId: id, classId: options.classId ?? classId, scope: 'SINGLE_CLASS' });
    const list = [];
    for (const [index, type] of options.types.entries()) {
      const question = await questionOf(type);
      list.push(question);
      await h()
        .db.insert(homeworkQuestions)
        .values({ homeworkId: id, questionId: question.id, sortOrder: index + 1, maxScore: 10 });
    }
    return { id, questions: list };
  };

  const answer = (token: string, questionId: number, body: CallBody<'submitQuestionAnswer'>) =>
    injectCall(h().app, 'submitQuestionAnswer', {
      params: { questionId: String(questionId) },
      token,
      body,
      headers: { 'accept-language': 'en' },
    });
  const submit = (token: string, eHomeworkId: number, timeUp = false) =>
    injectCall(h().app, 'submitStudentHomework', {
      params: { eHomeworkId },
      token,
      body: { timeUp },
      headers: { 'accept-language': 'en' },
    });
  const attemptRow = async (homeworkId: number) => {
    const [row] = await h()
      .db.select()
      .from(attempts)
      .where(and(eq(attempts.homeworkId, homeworkId), eq(attempts.studentId, studentId)));
    return row;
  };

  describe('signing in', () => {
    it('signs a student in with account and password and says who they are', async () => {
      const { status, body } = await signIn();
      expect(status).toBe(200);
      expect(body.resultData?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.resultData?.student).toMatchObject({
        studentId,
        classId,
        className: '3A',
        schoolName: 'Harbour College',
      });
      expect(body.resultData?.simulatedBy).toBeNull();
      const me = await injectCall(h().app, 'getStudentSession', {
        token: body.resultData?.accessToken ?? '',
        headers: { 'accept-language': 'en' },
      });
      expect(me.body.resultData).toEqual({ student: body.resultData?.student, simulatedBy: null });
    });

    it('says "Wrong password" for a wrong password, an unknown account and a student without a password', async () => {
      const wrong = (await signIn('nope1234')).body;
      expect(wrong).toEqual(refusal('Wrong password', 100201));
      expect((await signIn('nope1234', 'no-such-student')).body).toEqual(wrong);
      const [other] = await h()
        .db.select()
        .from(students)
        .where(eq(students.classId, otherClassId))
        .orderBy(asc(students.classNumber))
        .limit(1);
      await h()
        .db.update(students)
        .set({ passwordHash: null })
        .where(eq(students.id, other?.id ?? 0));
      expect((await signIn(PASSWORD, other?.account ?? '')).body).toEqual(wrong);
    });

    it("answers a teacher's simulated session with the teacher, and logs a student session out", async () => {
      const teacher = await h().login('demo-teacher');
      const simulated = await injectCall(h().app, 'simulateLogin', { token: teacher, body: { studentId } });
      const token = simulated.body.resultData?.accessToken ?? '';
      const who = await injectCall(h().app, 'simulateStudentLogin', { token });
      expect(who.body.resultData?.simulatedBy).toEqual({ staffId: creatorId, name: expect.any(String) });
      expect(who.body.resultData?.student.studentId).toBe(studentId);
      // A teacher's own token is refused by the student calls.
      const refused = await injectCall(h().app, 'getStudentSession', { token: teacher });
      expect([refused.status, refused.body.errorCode]).toEqual([403, 100206]);
      const own = await studentToken();
      expect((await injectCall(h().app, 'logout', { token: own })).body.resultData).toEqual({ done: true });
      expect((await injectCall(h().app, 'getStudentSession', { token: own })).status).toBe(401);
    });
  });

  describe('doing homework', () => {
    it('says which required parts each question still lacks, and refuses a hand-in that leaves a composite in part', async () => {
      const token = await studentToken();
      const hw = await makeHomework({ types: ['COMBINATION_READING', 'ESSAY'] });
      const composite = hw.questions[0];
      const children = (composite?.content.combinationQuestions ?? []) as Record<string, unknown>[];
      expect(children.length).toBeGreaterThan(1);
      const partsLeft = async () =>
        (
          await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId: hw.id }, token })
        ).body.resultData?.questions.map((q) => q.requiredPartsLeft);
      const all = children.map((_, index) => index + 1);
      expect(await partsLeft()).toEqual([all, []]);

      const first = children[0] ?? {};
      await injectCall(h().app, 'submitQuestionAnswer', {
        params: { questionId: String(first.questionId) },
        token,
        body: { studentAnswer: keyAnswer(first), combineQuestionId: composite?.id ?? 0, eHomeworkId: hw.id },
      });
      expect(await partsLeft()).toEqual([all.slice(1), []]);
      const refused = await submit(token, hw.id);
      expect([refused.status, refused.body.errorCode]).toEqual([400, 200401]);
    });

    it('lists, opens without keys, refuses a submit with missing answers, submits once, and shows results', async () => {
      const token = await studentToken();
      const hw = await makeHomework({ types: ['SINGLE_CHOICE', 'COMPLETION', 'ESSAY'] });
      const list = (await injectCall(h().app, 'getStudentHomeworks', { token })).body.resultData?.list ?? [];
      const listed = list.find((item) => item.eHomeworkId === hw.id);
      expect(listed).toMatchObject({
        practiceStatus: 'NOT_STARTED',
        submitStatus: 'NOT_SUBMIT',
        studentTestStatus: null,
        group: 'TODO',
        answeredCount: 0,
        questionCount: 3,
      });
      const detail = await injectCall(h().app, 'getStudentHomework', {
        params: { eHomeworkId: hw.id },
        token,
      });
      expect(detail.body.resultData?.resultsShown).toBe(false);
      expect(detail.body.resultData?.questions.map((q) => [q.serialNo, q.mayBeEmpty])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
      expect(findAnswerKeys(detail.body.resultData?.questions)).toEqual([]);

      const [choice, completion] = hw.questions;
      const first = await answer(token, choice?.id ?? 0, {
        studentAnswer: keyAnswer(choice?.content ?? {}),
        eHomeworkId: hw.id,
      });
      expect(first.body.resultData).toMatchObject({
        questionRightStatus: 'RIGHT',
        eHomeworkId: hw.id,
        version: 1,
      });
      const missing = await submit(token, hw.id);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ resultStatus: false, errorCode: 200401 });
      expect(missing.body.errorMessage).toContain('question 2 not answered');
      expect((await attemptRow(hw.id))?.submittedAt).toBeNull();

      await answer(token, completion?.id ?? 0, { studentAnswer: 'wrong##wrong', eHomeworkId: hw.id });
      const done = await submit(token, hw.id);
      expect(done.body.resultData).toMatchObject({ submitStatus: 'NORMAL' });
      const again = await submit(token, hw.id);
      expect(again.body.resultData).toEqual(done.body.resultData);
      expect((await attemptRow(hw.id))?.submittedByStaffId).toBeNull();

      const late = await answer(token, choice?.id ?? 0, { studentAnswer: '1', eHomeworkId: hw.id });
      expect([late.status, late.body.errorCode]).toEqual([409, 200402]);

      const shown = (
        await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId: hw.id }, token })
      ).body.resultData;
      expect(shown?.resultsShown).toBe(true);
      expect(shown?.homework).toMatchObject({ practiceStatus: 'FINISHED', group: 'DONE', answeredCount: 2 });
      expect(shown?.questions[0]?.answer?.questionRightStatus).toBe('RIGHT');
      expect(shown?.questions[0]?.outcome).toEqual({
        score: 10,
        maxScore: 10,
        comment: '',
        marked: false,
        criteria: [],
        pictures: [],
      });
      expect(shown?.questions[2]?.answer).toBeNull();
      expect(shown?.fullScore).toBe(30);
      expect(findAnswerKeys(shown?.questions).length).toBeGreaterThan(0);

      // The teacher's list of the homework's students shows the submission.
      const teacher = await h().login('demo-teacher');
      const roster = await injectCall(h().app, 'getPracticeStudents', {
        params: { eHomeworkId: hw.id },
        token: teacher,
      });
      const mine = roster.body.resultData?.find((row) => row.studentId === studentId);
      expect(mine).toMatchObject({
        submitStatus: 'NORMAL',
        practiceStatus: 'FINISHED',
        submittedAt: done.body.resultData?.submittedAt,
        score: 10,
      });
      const notSubmitted = await injectCall(h().app, 'getPracticeNotSubmitted', {
        params: { eHomeworkId: hw.id },
        token: teacher,
      });
      expect(notSubmitted.body.resultData?.some((row) => row.studentId === studentId)).toBe(false);
      expect(notSubmitted.body.resultData?.length).toBeGreaterThan(0);
      // The homework list counts the submission.
      const practices = await injectCall(h().app, 'getPractices', {
        query: { classId, keyword: 'Student app SINGLE_CHOICE COMPLETION ESSAY', pageSize: 100 },
        token: teacher,
      });
      const counted = practices.body.resultData?.list.find((item) => item.eHomeworkId === hw.id);
      expect(counted?.submittedCount).toBe(1);
    });

    it('refuses answers that are not for an open homework of theirs, storing nothing', async () => {
      const token = await studentToken();
      const hw = await makeHomework({ types: ['SINGLE_CHOICE'] });
      const other = await makeHomework({ types: ['SINGLE_CHOICE'], classId: otherClassId });
      const future = await makeHomework({ types: ['SINGLE_CHOICE'], start: HOUR });
      const stranger = await questionOf('MULTIPLE_CHOICE');
      const before = (await h().db.select({ id: answers.id }).from(answers)).length;
      const choice = hw.questions[0]?.id ?? 0;
      const notIn = await answer(token, stranger.id, { studentAnswer: '1', eHomeworkId: hw.id });
      expect([notIn.status, notIn.body.errorCode]).toEqual([404, 200404]);
      const foreign = await answer(token, choice, { studentAnswer: '1', eHomeworkId: other.id });
      expect(foreign.status).toBe(403);
      const early = await answer(token, choice, { studentAnswer: '1', eHomeworkId: future.id });
      expect([early.status, early.body.errorCode]).toEqual([409, 200405]);
      expect((await h().db.select({ id: answers.id }).from(answers)).length).toBe(before);
      const detail = await injectCall(h().app, 'getStudentHomework', {
        params: { eHomeworkId: other.id },
        token,
      });
      expect(detail.status).toBe(403);
    });

    it('accepts practice after its end time and records the submission as DELAY', async () => {
      const token = await studentToken();
      const hw = await makeHomework({ types: ['SINGLE_CHOICE'], start: -3 * HOUR, end: -HOUR });
      const choice = hw.questions[0];
      const late = await answer(token, choice?.id ?? 0, {
        studentAnswer: keyAnswer(choice?.content ?? {}),
        eHomeworkId: hw.id,
      });
      expect(late.body.resultData).toMatchObject({ eHomeworkId: hw.id, questionRightStatus: 'RIGHT' });
      const listed = (await injectCall(h().app, 'getStudentHomeworks', { token })).body.resultData?.list.find(
        (item) => item.eHomeworkId === hw.id,
      );
      expect(listed).toMatchObject({
        group: 'OVERDUE',
        submitStatus: 'OVERDUE',
        practiceStatus: 'IN_PROGRESS',
      });
      expect((await submit(token, hw.id)).body.resultData?.submitStatus).toBe('DELAY');
    });

    it('runs a test: start first, no verdict, time up refuses answers, a timed-out submit is NORMAL', async () => {
      const token = await studentToken();
      const hw = await makeHomework({
        types: ['SINGLE_CHOICE', 'COMPLETION'],
        processType: '3a',
        durationMinutes: 30,
      });
      const [choice, completion] = hw.questions;
      const closed = (
        await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId: hw.id }, token })
      ).body.resultData;
      expect(closed).toMatchObject({ startedAt: null, testDeadline: null, questions: [], fullScore: 20 });
      expect(closed?.homework).toMatchObject({ studentTestStatus: 'NOT_ENTERED', durationMinutes: 30 });
      const notStarted = await answer(token, choice?.id ?? 0, { studentAnswer: '1', eHomeworkId: hw.id });
      expect([notStarted.status, notStarted.body.errorCode]).toEqual([409, 200405]);
      const start = await injectCall(h().app, 'startStudentHomework', {
        params: { eHomeworkId: hw.id },
        token,
      });
      const startedAt = start.body.resultData?.startedAt ?? '';
      expect(
        new Date(start.body.resultData?.testDeadline ?? 0).getTime() - new Date(startedAt).getTime(),
      ).toBe(30 * 60_000);
      const restart = await injectCall(h().app, 'startStudentHomework', {
        params: { eHomeworkId: hw.id },
        token,
      });
      expect(restart.body.resultData).toEqual(start.body.resultData);
      const answered = await answer(token, choice?.id ?? 0, {
        studentAnswer: keyAnswer(choice?.content ?? {}),
        eHomeworkId: hw.id,
      });
      expect(answered.body.resultData).toMatchObject({ questionRightStatus: null, eHomeworkId: hw.id });
      const detail = (
        await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId: hw.id }, token })
      ).body.resultData;
      expect(detail?.homework.studentTestStatus).toBe('IN_PROGRESS');
      expect(detail?.questions[0]?.answer?.questionRightStatus).toBeNull();
      expect(detail?.questions[0]?.outcome).toBeNull();
      // The clock runs out.
      await h()
        .db.update(attempts)
        .set({ startedAt: new Date(Date.now() - 31 * 60_000) })
        .where(and(eq(attempts.homeworkId, hw.id), eq(attempts.studentId, studentId)));
      const timeUp = await answer(token, completion?.id ?? 0, { studentAnswer: 'a##b', eHomeworkId: hw.id });
      expect([timeUp.status, timeUp.body.errorCode]).toEqual([409, 200403]);
      expect((await submit(token, hw.id)).status).toBe(400);
      const submitted = await submit(token, hw.id, true);
      expect(submitted.body.resultData?.submitStatus).toBe('NORMAL');
      // Results stay hidden until the teacher publishes them.
      const after = (
        await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId: hw.id }, token })
      ).body.resultData;
      expect(after?.resultsShown).toBe(false);
      expect(after?.homework.studentTestStatus).toBe('COMPLETED');
      expect(findAnswerKeys(after?.questions)).toEqual([]);
      await h().db.update(homeworks).set({ correctionStatus: 'ANNOUNCED' }).where(eq(homeworks.id, hw.id));
      const published = (
        await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId: hw.id }, token })
      ).body.resultData;
      expect(published?.resultsShown).toBe(true);
      expect(published?.totalScore).toBe(10);
    });

    it("tells no verdict of a running test's question, not even answered in a practice holding it", async () => {
      const token = await studentToken();
      const exam = await makeHomework({ types: ['SINGLE_CHOICE'], processType: '3a', durationMinutes: 30 });
      const practice = await makeHomework({ types: ['SINGLE_CHOICE'] });
      const choice = practice.questions[0];
      const questionId = choice?.id ?? 0;
      expect(exam.questions[0]?.id).toBe(questionId);
      const right = keyAnswer(choice?.content ?? {});
      // A student's answer names its homework: without it, 400 naming the field and nothing stored.
      const before = (await h().db.select({ id: answers.id }).from(answers)).length;
      const unnamed = await answer(token, questionId, { studentAnswer: right });
      expect([unnamed.status, unnamed.body.errorCode]).toEqual([400, 100400]);
      expect(unnamed.body.errorMessage).toContain('body.eHomeworkId');
      expect((await h().db.select({ id: answers.id }).from(answers)).length).toBe(before);
      // Before the test is started and while it runs, the practice stores the answer and tells no verdict.
      const early = await answer(token, questionId, { studentAnswer: right, eHomeworkId: practice.id });
      expect(early.body.resultData).toMatchObject({ eHomeworkId: practice.id, questionRightStatus: null });
      await injectCall(h().app, 'startStudentHomework', { params: { eHomeworkId: exam.id }, token });
      const during = await answer(token, questionId, { studentAnswer: right, eHomeworkId: practice.id });
      expect(during.body.resultData).toMatchObject({ eHomeworkId: practice.id, questionRightStatus: null });
      // Handing the practice in shows its results, but not the key nor the verdict of the test's question.
      expect((await submit(token, practice.id)).status).toBe(200);
      const read = async () =>
        (await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId: practice.id }, token }))
          .body.resultData;
      const shown = await read();
      expect(shown?.resultsShown).toBe(true);
      expect(shown?.questions[0]?.answer?.questionRightStatus).toBeNull();
      expect(shown?.questions[0]?.outcome).toBeNull();
      expect(findAnswerKeys(shown?.questions)).toEqual([]);
      // Once the test is handed in, the practice's results show in full.
      await answer(token, questionId, { studentAnswer: right, eHomeworkId: exam.id });
      expect((await submit(token, exam.id)).status).toBe(200);
      const after = await read();
      expect(after?.questions[0]?.answer?.questionRightStatus).toBe('RIGHT');
      expect(after?.questions[0]?.outcome?.score).toBe(10);
    });

    it('does not start a test after its end time', async () => {
      const token = await studentToken();
      const hw = await makeHomework({
        types: ['SINGLE_CHOICE'],
        processType: '3b',
        start: -3 * HOUR,
        end: -HOUR,
        durationMinutes: 30,
      });
      const refused = await injectCall(h().app, 'startStudentHomework', {
        params: { eHomeworkId: hw.id },
        token,
      });
      expect([refused.status, refused.body.errorCode]).toEqual([409, 200403]);
    });

    /** A homework of one single choice, answered right with the token. */
    const answerOneChoice = async (token: string) => {
      const hw = await makeHomework({ types: ['SINGLE_CHOICE'] });
      const choice = hw.questions[0];
      await answer(token, choice?.id ?? 0, {
        studentAnswer: keyAnswer(choice?.content ?? {}),
        eHomeworkId: hw.id,
      });
      return hw;
    };
    /** Who the score audit names for the answers of a homework. */
    const auditActorsOf = (homeworkId: number) =>
      h()
        .db.select({ staff: scoreAudit.actorStaffId, student: scoreAudit.actorStudentId })
        .from(scoreAudit)
        .innerJoin(answers, eq(answers.id, scoreAudit.answerId))
        .innerJoin(attempts, eq(attempts.id, answers.attemptId))
        .where(eq(attempts.homeworkId, homeworkId));

    it("records a simulating teacher's answers and submission as the teacher's actions", async () => {
      const teacher = await h().login('demo-teacher');
      const simulated = await injectCall(h().app, 'simulateLogin', { token: teacher, body: { studentId } });
      const token = simulated.body.resultData?.accessToken ?? '';
      const hw = await answerOneChoice(token);
      expect((await submit(token, hw.id)).body.resultData?.submitStatus).toBe('NORMAL');
      expect((await attemptRow(hw.id))?.submittedByStaffId).toBe(creatorId);
      expect(await auditActorsOf(hw.id)).toEqual([{ staff: creatorId, student: null }]);
    });

    it("records a student's own answers as the student's in the audit", async () => {
      const hw = await answerOneChoice(await studentToken());
      expect(await auditActorsOf(hw.id)).toEqual([{ staff: null, student: studentId }]);
    });
  });

  describe('photos and recordings', () => {
    const upload = (token: string, kind: 'image' | 'audio', bytes: Buffer, name: string, type: string) =>
      uploadByGrant(h().app, token, { kind, bytes, name, type });

    it('uploads a photo and an mp3 with a student token, refusing anything else by its bytes', async () => {
      const token = await studentToken();
      expect(
        (await upload(token, 'image', SAMPLE_FILES.png(), 'a.png', 'image/png')).resultData?.key,
      ).toMatch(new RegExp(`^schools/${schoolId}/users/s${studentId}/image/`));
      expect((await upload(token, 'image', SAMPLE_FILES.jpeg(), 'a.jpg', 'image/jpeg')).resultStatus).toBe(
        true,
      );
      expect(
        (await upload(token, 'audio', SAMPLE_FILES.mp3(), '1700000000000.mp3', 'audio/mpeg')).resultStatus,
      ).toBe(true);
      const fake = await upload(token, 'image', SAMPLE_FILES.text(), 'a.png', 'image/png');
      expect(fake).toMatchObject({ resultStatus: false, errorCode: 200301 });
      expect(fake.errorMessage).toContain('Upload failed');
      const notMp3 = await upload(token, 'audio', SAMPLE_FILES.png(), 'a.mp3', 'audio/mpeg');
      expect(notMp3.errorMessage).toContain('Upload failed');
    });

    it('stores an essay photo as its key, gives a fresh URL back, and refuses URLs that are not their uploads', async () => {
      const token = await studentToken();
      const hw = await makeHomework({ types: ['ESSAY', 'SPEAKING'] });
      const [essay, speaking] = hw.questions;
      const photo = await upload(token, 'image', SAMPLE_FILES.png(), 'a.png', 'image/png');
      const clip = await upload(token, 'audio', SAMPLE_FILES.mp3(), '1700000000000.mp3', 'audio/mpeg');
      const stripped = (photo.resultData?.url ?? '').split('?')[0] ?? '';
      const saved = await answer(token, essay?.id ?? 0, {
        studentAnswer: '',
        localAnswer: { answerType: 'PICTURE', imgUrl: [stripped], text: '' },
        eHomeworkId: hw.id,
      });
      expect(saved.body.resultData).toMatchObject({ eHomeworkId: hw.id, version: 1 });
      const [row] = await h()
        .db.select({ localAnswer: answers.localAnswer })
        .from(answers)
        .where(eq(answers.questionId, essay?.id ?? 0))
        .innerJoin(attempts, and(eq(attempts.id, answers.attemptId), eq(attempts.homeworkId, hw.id)));
      expect(row?.localAnswer).toEqual({ answerType: 'PICTURE', imgUrl: [photo.resultData?.key], text: '' });
      await answer(token, speaking?.id ?? 0, {
        studentAnswer: '',
        localAnswer: {
          answerType: 'RECORD',
          uploadList: [],
          makeList: [{ name: '1700000000000.mp3', url: clip.resultData?.url ?? '' }],
        },
        eHomeworkId: hw.id,
      });
      const detail = (
        await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId: hw.id }, token })
      ).body.resultData;
      const shownPhoto = detail?.questions[0]?.answer?.localAnswer;
      expect(shownPhoto && 'imgUrl' in shownPhoto ? shownPhoto.imgUrl[0] : '').toMatch(
        /^\/uploads\/schools\/.+\?/,
      );
      // An arbitrary URL, another student's file and a picture as a recording are refused; nothing stored.
      for (const imgUrl of [
        'https://evil.example/x.png',
        `schools/${schoolId}/users/s1/image/20260101/x.png`,
      ]) {
        const refused = await answer(token, essay?.id ?? 0, {
          localAnswer: { answerType: 'PICTURE', imgUrl: [imgUrl], text: '' },
          eHomeworkId: hw.id,
        });
        expect(refused.body).toMatchObject({ resultStatus: false, errorCode: 200301 });
      }
      const wrongKind = await answer(token, speaking?.id ?? 0, {
        localAnswer: { answerType: 'UPLOAD', uploadList: [{ name: 'a.mp3', url: stripped }], makeList: [] },
        eHomeworkId: hw.id,
      });
      expect(wrongKind.body.resultStatus).toBe(false);
      // Typed text within the question's wordsLimit (characters other than whitespace, as the widget counts).
      const limit = Number(essay?.content.wordsLimit ?? 0);
      expect(limit).toBeGreaterThan(0);
      const typed = await answer(token, essay?.id ?? 0, {
        localAnswer: { answerType: 'TEXT', imgUrl: [], text: 'a '.repeat(limit) },
        eHomeworkId: hw.id,
      });
      expect(typed.body.resultStatus).toBe(true);
      const tooLong = await answer(token, essay?.id ?? 0, {
        localAnswer: { answerType: 'TEXT', imgUrl: [], text: 'a'.repeat(limit + 1) },
        eHomeworkId: hw.id,
      });
      expect(tooLong.body).toMatchObject({ resultStatus: false, errorCode: 300101 });
      // Both media questions may be empty: the homework submits.
      expect((await submit(token, hw.id)).body.resultData?.submitStatus).toBe('NORMAL');
    });
  });

  describe('feedback and tries, as the teacher published them', () => {
    const wrongAnswer = (content: Record<string, unknown>) => {
      const right = keyAnswer(content);
      return right === 'A' ? 'B' : 'A';
    };

    it('tells right or wrong with the question’s own explanation when feedback is on', async () => {
      const token = await studentToken();
      const hw = await makeHomework({ types: ['SINGLE_CHOICE'] });
      const choice = hw.questions[0];
      const { body } = await answer(token, choice?.id ?? 0, {
        studentAnswer: keyAnswer(choice?.content ?? {}),
        eHomeworkId: hw.id,
        check: true,
      });
      expect(body.resultData?.questionRightStatus).toBe('RIGHT');
      const analysis = (choice?.content.questionAnalysis ?? []) as unknown[];
      expect(analysis.length).toBeGreaterThan(0);
      expect(body.resultData?.questionAnalysis).toEqual(analysis);
      // Before checking, the student's copy of the question still holds no key and no explanation.
      const detail = await injectCall(h().app, 'getStudentHomework', {
        params: { eHomeworkId: hw.id },
        token,
      });
      const shown = detail.body.resultData?.questions[0]?.question ?? {};
      expect(shown.questionAnswer).toBeUndefined();
      expect(shown.questionAnalysis).toBeUndefined();
      expect(detail.body.resultData).toMatchObject({ immediateFeedback: true, maxTries: null });
    });

    it('tells no verdict, no explanation and counts no try when feedback is off', async () => {
      const token = await studentToken();
      const hw = await makeHomework({ types: ['SINGLE_CHOICE'], immediateFeedback: false, maxTries: 1 });
      const choice = hw.questions[0];
      for (let i = 0; i < 2; i++) {
        const { status, body } = await answer(token, choice?.id ?? 0, {
          studentAnswer: keyAnswer(choice?.content ?? {}),
          eHomeworkId: hw.id,
          check: true,
        });
        expect(status).toBe(200);
        expect(body.resultData?.questionRightStatus).toBeNull();
        expect(body.resultData?.questionAnalysis).toBeNull();
      }
      const detail = await injectCall(h().app, 'getStudentHomework', {
        params: { eHomeworkId: hw.id },
        token,
      });
      expect(detail.body.resultData).toMatchObject({ immediateFeedback: false, maxTries: 1 });
      expect(detail.body.resultData?.questions[0]?.answer?.questionRightStatus).toBeNull();
      expect(detail.body.resultData?.questions[0]?.triesUsed).toEqual({});
    });

    it('refuses a check beyond the tries allowed, stores nothing, and says how many are left', async () => {
      const token = await studentToken();
      const hw = await makeHomework({ types: ['SINGLE_CHOICE'], maxTries: 2 });
      const choice = hw.questions[0];
      const content = choice?.content ?? {};
      const first = await answer(token, choice?.id ?? 0, {
        studentAnswer: wrongAnswer(content),
        eHomeworkId: hw.id,
        check: true,
      });
      expect(first.body.resultData).toMatchObject({ questionRightStatus: 'WRONG', triesLeft: 1 });
      // Answers saved as they are typed are not tries.
      await answer(token, choice?.id ?? 0, { studentAnswer: wrongAnswer(content), eHomeworkId: hw.id });
      const second = await answer(token, choice?.id ?? 0, {
        studentAnswer: wrongAnswer(content),
        eHomeworkId: hw.id,
        check: true,
      });
      expect(second.body.resultData).toMatchObject({ questionRightStatus: 'WRONG', triesLeft: 0 });
      const third = await answer(token, choice?.id ?? 0, {
        studentAnswer: keyAnswer(content),
        eHomeworkId: hw.id,
        check: true,
      });
      expect(third.status).toBe(409);
      expect(third.body).toEqual(
        refusal('You have used every try at this question; your answer is checked when you hand in', 200406),
      );
      const attempt = await attemptRow(hw.id);
      const [stored] = await h()
        .db.select()
        .from(answers)
        .where(and(eq(answers.attemptId, attempt?.id ?? 0), eq(answers.questionId, choice?.id ?? 0)));
      expect(stored?.encodedAnswer).toBe(wrongAnswer(content));
      // With no try left, a save is stored but tells neither the verdict nor the explanation: saving is no
      // way round the limit.
      const saved = await answer(token, choice?.id ?? 0, {
        studentAnswer: keyAnswer(content),
        eHomeworkId: hw.id,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.resultData).toMatchObject({
        questionRightStatus: null,
        questionAnalysis: null,
        triesLeft: null,
      });
      const detail = await injectCall(h().app, 'getStudentHomework', {
        params: { eHomeworkId: hw.id },
        token,
      });
      expect(detail.body.resultData?.questions[0]?.triesUsed).toEqual({ '': 2 });
    });

    it('takes no try when the checked answer is refused and not stored', async () => {
      const token = await studentToken();
      const hw = await makeHomework({ types: ['ESSAY'], maxTries: 1 });
      const essay = hw.questions[0];
      const refused = await answer(token, essay?.id ?? 0, {
        localAnswer: { answerType: 'PICTURE', imgUrl: ['https://evil.example/x.png'], text: '' },
        eHomeworkId: hw.id,
        check: true,
      });
      expect(refused.body).toMatchObject({ resultStatus: false, errorCode: 200301 });
      const detail = await injectCall(h().app, 'getStudentHomework', {
        params: { eHomeworkId: hw.id },
        token,
      });
      expect(detail.body.resultData?.questions[0]?.triesUsed ?? {}).not.toHaveProperty('', 1);
      // The one try is still there: a stored answer checked now uses it.
      const checked = await answer(token, essay?.id ?? 0, {
        localAnswer: { answerType: 'TEXT', imgUrl: [], text: 'My holiday' },
        eHomeworkId: hw.id,
        check: true,
      });
      expect(checked.body.resultData).toMatchObject({ triesLeft: 0 });
    });
  });

  it('keeps class 3A of the demo school (fixture sanity)', async () => {
    const [row] = await h().db.select().from(classes).where(eq(classes.id, classId));
    expect(row?.className).toBe('3A');
  });
});
