import { calls } from '@harbour/api-client/contract';
import { answerText, parseQuestion } from '@harbour/question-engine/core';
import { and, asc, eq } from 'drizzle-orm';
import {
  answers,
  attempts,
  chapters,
  courses,
  homeworkQuestions,
  homeworks,
  markings,
  questions,
  schedulePapers,
} from '../../../db/schema';
import { fastifyPath } from '../../../route';
import { injectCall } from '../../../test/calls';
import { testDatabases } from '../../../test/databases';
import { questionContentOf, seededIds } from '../../../test/fixtures';
import { useHarness } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { insertProbeHomework, probeClass } from '../../../test/probe-class';
import type { StoredQuestion } from './answer-text';

const HOUR = 3600_000;

/**
 * A small class built for the test report: class 3Z of four students, an English test (processType 3a) of three
 * questions: q1 a single choice (10 marks) and q2 a completion (5) in chapter A, q3 a long answer a teacher marks
 * (10) in chapter B; full score 25. Ann: q1 right (10), q2 right (5), q3 marked 8 'Good work' = 23. Ben: q1 'A'
 * wrong, q2 'dog' wrong, q3 marked 4 'Write more' = 4. Cat: q1 'A' wrong, q2 'cot' wrong, q3 not marked yet = 0.
 * Dan never opened it. By hand: 3 of 4 submitted; average 27 / 3 = 9, rate 27 / 75 = 36 %; highest 23, lowest 0;
 * ranks Ann 1, Ben 2, Cat 3; rates 92 % (band 4), 16 % (band 0), 0 % (band 0). Chapter A: 15 / 45 = 33.33 %,
 * full marks 2 of 6 pairs = 33.33 %; chapter B: 12 / 30 = 40 %, 0 of 3. q1: 1 right (33.33 %), 10 / 30, wrong
 * answer 'A' by Ben and Cat; q2: 1 right, 5 / 15, 'cot' (Cat) and 'dog' (Ben); q3: none right, 12 / 30.
 */
describe.each(testDatabases())('test report on $name', (kind) => {
  const h = useHarness(kind);
  let testId = 0;
  let hkatId = 0;
  let _classId = 0;
  let chapterA = 0;
  let chapterB = 0;
  const q: Record<'q1' | 'q2' | 'q3', number> = { q1: 0, q2: 0, q3: 0 };
  const ids: Record<string, number> = {};
  const answerIds: Record<string, number> = {};
  let choice: StoredQuestion = {};
  const end = new Date(Date.now() - 24 * HOUR);
  const headmaster = () => h().login('demo-headmaster');
  const contentOf = async (questionId: number) =>
    (await questionContentOf(h().db, questionId)) as StoredQuestion;

  beforeAll(async () => {
    const db = h().db;
    const seeded = await seededIds(db);
    const probe = await probeClass(db, '3Z', ['Ann', 'Ben', 'Cat', 'Dan'], 'test-report-probe');
    const { schoolId } = probe;
    _classId = probe.classId;
    Object.assign(ids, probe.ids);
    q.q1 = await seeded.questionOf('demo', 'ENGLISH', 'SINGLE_CHOICE');
    q.q2 = await seeded.questionOf('demo', 'ENGLISH', 'COMPLETION');
    q.q3 = await seeded.questionOf('demo', 'ENGLISH', 'LONG_ANSWER');
    const englishChapters = await db
      .select({ id: chapters.id })
      .from(chapters)
      .innerJoin(courses, eq(courses.id, chapters.courseId))
      .where(and(eq(courses.schoolId, schoolId), eq(courses.subjectCode, 'ENGLISH')))
      .orderBy(asc(chapters.id))
      .limit(2);
    chapterA = englishChapters[0]?.id ?? 0;
    chapterB = englishChapters[1]?.id ?? 0;
    await db.update(questions).set({ chapterId: chapterA }).where(eq(questions.id, q.q1));
    await db.update(questions).set({ chapterId: chapterA }).where(eq(questions.id, q.q2));
    await db.update(questions).set({ chapterId: chapterB }).where(eq(questions.id, q.q3));
    choice = await contentOf(q.q1);
    const insertTest = (homeworkName: string, processType: string) =>
      insertProbeHomework(db, probe, end, {
        homeworkName,
        processType,
        type: processType === '3a' ? 'EXAM' : 'HKAT',
        questionCount: 3,
        durationMinutes: 40,
      });
    testId = await insertTest('Test probe', '3a');
    hkatId = await insertTest('HKAT probe', '8');
    await db.insert(homeworkQuestions).values([
      { homeworkId: testId, questionId: q.q1, sortOrder: 1, maxScore: 10 },
      { homeworkId: testId, questionId: q.q2, sortOrder: 2, maxScore: 5 },
      { homeworkId: testId, questionId: q.q3, sortOrder: 3, maxScore: 10 },
      { homeworkId: hkatId, questionId: q.q1, sortOrder: 1, maxScore: 10 },
    ]);
    const { rightOption, wrongOption } = keys();
    const attempt = async (
      homeworkId: number,
      student: string,
      marks: [number, string, number, string, string | null][],
    ) => {
      const [row] = await db
        .insert(attempts)
        .values({
          schoolId,
          homeworkId,
          studentId: ids[student] ?? 0,
          submitStatus: 'NORMAL',
          submittedAt: new Date(end.getTime() - HOUR),
          startedAt: new Date(end.getTime() - 2 * HOUR),
        })
        .returning();
      for (const [questionId, encodedAnswer, score, rightStatus, comment] of marks) {
        // A long answer is typed text in the local answer (its encoded answer empty), as the student app sends it.
        const typed = questionId === q.q3 && homeworkId === testId;
        const [answer] = await db
          .insert(answers)
          .values({
            schoolId,
            attemptId: row?.id ?? 0,
            questionId,
            encodedAnswer: typed ? '' : encodedAnswer,
            localAnswer: typed ? { answerType: 'TEXT', imgUrl: [], text: encodedAnswer } : null,
            rightStatus,
            score,
          })
          .returning();
        answerIds[`${homeworkId}:${student}:${questionId}`] = answer?.id ?? 0;
        if (comment !== null)
          await db
            .insert(markings)
            .values({ schoolId, answerId: answer?.id ?? 0, score, comment, markerId: probe.headmasterId });
      }
    };
    await attempt(testId, 'Ann', [
      [q.q1, rightOption, 10, 'RIGHT', null],
      [q.q2, 'cat', 5, 'RIGHT', null],
      [q.q3, 'I went to the zoo.', 8, 'PART_RIGHT', 'Good work'],
    ]);
    await attempt(testId, 'Ben', [
      [q.q1, wrongOption, 0, 'WRONG', null],
      [q.q2, 'dog', 0, 'WRONG', null],
      [q.q3, 'Zoo.', 4, 'PART_RIGHT', 'Write more'],
    ]);
    await attempt(testId, 'Cat', [
      [q.q1, wrongOption, 0, 'WRONG', null],
      [q.q2, 'cot', 0, 'WRONG', null],
      [q.q3, 'We visited the Peak.', 0, 'NOT_CORRECT', null],
    ]);
    await attempt(hkatId, 'Ann', [[q.q1, rightOption, 10, 'RIGHT', null]]);
    await attempt(hkatId, 'Ben', [[q.q1, wrongOption, 0, 'WRONG', null]]);
  });

  const report = async (headers: Record<string, string> = { 'accept-language': 'en' }) => {
    const { status, body } = await injectCall(h().app, 'getTestReport', {
      token: await headmaster(),
      params: { eHomeworkId: testId },
      headers,
    });
    expect(status).toBe(200);
    if (!body.resultData) throw new Error('no report');
    return body.resultData;
  };
  /** The seeded single choice's key is the right option's number (questionAnswer). */
  const keys = () => {
    const rightOption = choice.questionAnswer ?? '';
    const wrongOption = choice.options?.find((o) => o.optionNo !== rightOption)?.optionNo ?? '';
    return { rightOption, wrongOption };
  };
  /** An answer as the question core's answerText reads it (a choice by its letter and text). */
  const readable = (content: StoredQuestion, encoded: string, locale: 'hk' | 'en' = 'en') => {
    const parsed = parseQuestion({ questionId: '0', ...content });
    if (!parsed.ok) throw new Error('question not parsed');
    return answerText(parsed.question, encoded, { locale, maxLength: 500 });
  };
  const optionText = (optionNo: string, locale: 'hk' | 'en' = 'en') => readable(choice, optionNo, locale);

  it('gives totals, distribution, courses, students, questions and answer types by hand', async () => {
    const r = await report();
    expect(r).toMatchObject({
      family: 'TEST',
      processType: '3a',
      fullScore: 25,
      studentCount: 4,
      submittedCount: 3,
      averageScore: 9,
      averageScoreRate: 36,
      highestScore: 23,
      lowestScore: 0,
      correctionStatus: 'WAIT_CORRECT',
      announcedAt: null,
      withdrawnAt: null,
    });
    expect(r.scoreDistribution.map((b) => b.count)).toEqual([2, 0, 0, 0, 1]);
    expect(r.courses.map((c) => [c.courseId, c.questionIds, c.fullScore])).toEqual([
      [chapterA, [q.q1, q.q2], 15],
      [chapterB, [q.q3], 10],
    ]);
    expect(r.courses[0]?.scoreRate).toBeCloseTo(33.3333, 3);
    expect(r.courses[0]?.correctRate).toBeCloseTo(33.3333, 3);
    expect(r.courses[1]).toMatchObject({ scoreRate: 40, correctRate: 0 });
    // Named by textbook course and chapter ("course · chapter": chapter names repeat across courses).
    expect(r.courses[0]?.name).toMatch(/ · /);
    const byName = new Map(r.students.map((s) => [s.name, s]));
    expect(byName.get('Ann')).toMatchObject({
      score: 23,
      scoreRate: 92,
      rank: 1,
      submitted: true,
      toMarkCount: 0,
    });
    expect(byName.get('Ann')?.courses).toEqual([
      { courseId: chapterA, score: 15, fullScore: 15, scoreRate: 100 },
      { courseId: chapterB, score: 8, fullScore: 10, scoreRate: 80 },
    ]);
    expect(byName.get('Ben')).toMatchObject({ score: 4, scoreRate: 16, rank: 2 });
    expect(byName.get('Cat')).toMatchObject({ score: 0, scoreRate: 0, rank: 3, toMarkCount: 1 });
    expect(byName.get('Dan')).toMatchObject({ submitted: false, score: 0, scoreRate: null, rank: null });
    const [q1, q2, q3] = r.questions;
    expect(q1).toMatchObject({
      questionId: q.q1,
      correctCount: 1,
      courseId: chapterA,
      questionType: 'SINGLE_CHOICE',
    });
    expect(q1?.correctRate).toBeCloseTo(33.3333, 3);
    expect(q1?.scoreRate).toBeCloseTo(33.3333, 3);
    const { rightOption, wrongOption } = keys();
    expect(q1?.wrongAnswers).toEqual([
      { answer: optionText(wrongOption), count: 2, students: ['Ben', 'Cat'] },
    ]);
    expect(q1?.rightAnswer).toBe(optionText(rightOption));
    const completion = r.questions[1] ? await contentOf(q.q2) : {};
    expect(q2?.wrongAnswers).toEqual(
      [
        { answer: readable(completion, 'cot'), count: 1, students: ['Cat'] },
        { answer: readable(completion, 'dog'), count: 1, students: ['Ben'] },
      ].sort((a, b) => a.answer.localeCompare(b.answer)),
    );
    expect(q2?.wrongAnswers[0]?.answer).toMatch(/cot|dog/);
    expect(q3).toMatchObject({ correctCount: 0, correctRate: 0, scoreRate: 40, rightAnswer: '' });
    // A teacher-marked question lists no wrong answers (they are essays, not choices to group).
    expect(q3?.wrongAnswers).toEqual([]);
    expect(r.answerTypes.map((t) => [t.questionType, t.questionCount, t.fullScore])).toEqual([
      ['SINGLE_CHOICE', 1, 10],
      ['COMPLETION', 1, 5],
      ['LONG_ANSWER', 1, 10],
    ]);
    expect(r.answerTypes[2]).toMatchObject({ scoreRate: 40, correctRate: 0 });
  });

  it('names the students in Chinese by default and narrows to a class', async () => {
    const r = await report({});
    expect(r.students.map((s) => s.name)).toEqual(['學生Ann', '學生Ben', '學生Cat', '學生Dan']);
    const { body } = await injectCall(h().app, 'getTestReport', {
      token: await headmaster(),
      params: { eHomeworkId: testId },
      query: { classId: await (await seededIds(h().db)).classIdByName('demo', '3B') },
    });
    expect(body.resultData?.studentCount).toBe(0);
  });

  it('reads the HKAT class and student views through the same report; other families are 404', async () => {
    const token = await headmaster();
    const hkat = await injectCall(h().app, 'getHkatClassReport', { token, params: { eHomeworkId: hkatId } });
    expect(hkat.status).toBe(200);
    expect(hkat.body.resultData).toMatchObject({
      family: 'HKAT',
      fullScore: 10,
      submittedCount: 2,
      averageScoreRate: 50,
    });
    for (const [name, eHomeworkId] of [
      ['getTestReport', hkatId],
      ['getHkat8bClassReport', hkatId],
      ['getHkatClassReport', testId],
    ] as const) {
      const refused = await injectCall(h().app, name, { token, params: { eHomeworkId } });
      expect(refused.status).toBe(404);
    }
    const ann = await injectCall(h().app, 'getHkatStudentPerformance', {
      token,
      params: { studentId: ids.Ann ?? 0 },
      headers: { 'accept-language': 'en' },
    });
    expect(ann.body.resultData).toMatchObject({ name: 'Ann', className: '3Z', family: 'HKAT' });
    expect(ann.body.resultData?.tests).toHaveLength(1);
    expect(ann.body.resultData?.tests[0]).toMatchObject({
      eHomeworkId: hkatId,
      classAverageScoreRate: 50,
      classSubmittedCount: 2,
      student: { score: 10, rank: 1, scoreRate: 100 },
    });
    const none = await injectCall(h().app, 'getHkat8bStudentPerformance', {
      token,
      params: { studentId: ids.Ann ?? 0 },
    });
    expect(none.body.resultData?.tests).toEqual([]);
  });

  it('prints a student’s test as a PDF with the CJK font subset, their answers, marks and comments', async () => {
    const url = fastifyPath(calls.getTestStudentPdf.path)
      .replace(':studentId', String(ids.Ann))
      .replace(':eHomeworkId', String(testId));
    const response = await h().app.inject({
      method: 'GET',
      url,
      // As a browser asks: a PDF is compressed already, so it comes as it is.
      headers: { accesstoken: await headmaster(), 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename=".*\.pdf"; filename\*=UTF-8''/,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A subset: the whole collection is 19 MB, the glyphs of one sheet a few kB.
    expect(bytes.length).toBeLessThan(300_000);
    const text = await pdfText(bytes);
    expect(text).toContain('學生Ann');
    expect(text).toContain('3Z');
    expect(text).toContain('Test probe');
    expect(text).toContain('老師評語');
    expect(text).toContain('Good work');
    expect(text).toContain('I went to the zoo.');
    expect(text).toContain('cat');
    expect(text).toContain(optionText(keys().rightOption, 'hk'));
    expect(text).toContain('23 / 25');
    // The date in the page's language: 上午/下午 in hk, am/pm in en.
    expect(text).toMatch(/日期: \d{4}\/\d{2}\/\d{2} (上午|下午)\d{2}:\d{2}/);
    const english = await h().app.inject({
      method: 'GET',
      url,
      headers: { accesstoken: await headmaster(), 'accept-language': 'en' },
    });
    const englishText = await pdfText(english.rawPayload);
    expect(englishText).toContain('Ann');
    expect(englishText).toContain('Teacher’s comment: Good work');
    expect(englishText).toContain('Harbour College');
    expect(englishText).toMatch(/Date: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} (am|pm)/);
  });

  it('refuses bad input with 400, unknown records with 404 and outsiders with 403 or 404', async () => {
    const token = await headmaster();
    const bad = await h().app.inject({
      method: 'GET',
      url: `/ael/school/v2/report/ehomeworks/abc/testing`,
      headers: { accesstoken: token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toMatch(/eHomeworkId/);
    const badClass = await h().app.inject({
      method: 'GET',
      url: `/ael/school/v2/report/ehomeworks/${testId}/testing?classId=-1`,
      headers: { accesstoken: token },
    });
    expect(badClass.statusCode).toBe(400);
    const badPdf = await h().app.inject({
      method: 'GET',
      url: `/ael/school/v2/report/students/x/ehomeworks/${testId}/pdf`,
      headers: { accesstoken: token },
    });
    expect(badPdf.statusCode).toBe(400);
    expect(badPdf.json().errorMessage).toMatch(/studentId/);
    const missing = await injectCall(h().app, 'getTestReport', {
      token,
      params: { eHomeworkId: 99_999_999 },
    });
    expect(missing.status).toBe(404);
    const pdfUrl = (studentId: number) =>
      `/ael/school/v2/report/students/${studentId}/ehomeworks/${testId}/pdf`;
    const noStudent = await h().app.inject({
      method: 'GET',
      url: pdfUrl(99_999_999),
      headers: { accesstoken: token },
    });
    expect(noStudent.statusCode).toBe(404);
    const seeded = await seededIds(h().db);
    const outsideStudent = await seeded.firstStudentOf(await seeded.classIdByName('demo', '3B'));
    const notReached = await h().app.inject({
      method: 'GET',
      url: pdfUrl(outsideStudent),
      headers: { accesstoken: token },
    });
    expect(notReached.statusCode).toBe(404);
    const unsigned = await h().app.inject({ method: 'GET', url: pdfUrl(ids.Ann ?? 0) });
    expect(unsigned.statusCode).toBe(401);
    // demo-teacher teaches 3A, 3B and 5A, not 3Z; the other school's headmaster sees no record of this school.
    for (const account of ['demo-teacher', 'other-headmaster']) {
      const outsider = await h().login(account);
      for (const name of ['getTestReport', 'getHkatClassReport'] as const) {
        const refused = await injectCall(h().app, name, {
          token: outsider,
          params: { eHomeworkId: name === 'getTestReport' ? testId : hkatId },
        });
        expect([403, 404]).toContain(refused.status);
        expect(refused.body.resultData).toBeNull();
      }
      const perf = await injectCall(h().app, 'getHkatStudentPerformance', {
        token: outsider,
        params: { studentId: ids.Ann ?? 0 },
      });
      expect([403, 404]).toContain(perf.status);
      const pdf = await h().app.inject({
        method: 'GET',
        url: pdfUrl(ids.Ann ?? 0),
        headers: { accesstoken: outsider },
      });
      expect([403, 404]).toContain(pdf.statusCode);
      expect(pdf.headers['content-type']).toMatch(/json/);
    }
  });

  it('follows a marking, an override, publishing and a withdrawal', async () => {
    const token = await headmaster();
    const mark = await injectCall(h().app, 'correctAnswer', {
      token,
      params: { eHomeworkId: testId, answerId: answerIds[`${testId}:Cat:${q.q3}`] ?? 0 },
      body: { score: 10, comment: 'Excellent', baseVersion: 0 },
    });
    expect(mark.status).toBe(200);
    let r = await report();
    const byName = () => new Map(r.students.map((s) => [s.name, s]));
    expect(byName().get('Cat')).toMatchObject({ score: 10, rank: 2, toMarkCount: 0 });
    expect(byName().get('Ben')?.rank).toBe(3);
    expect(r.averageScoreRate).toBeCloseTo((37 / 75) * 100, 3);
    expect(r.questions[2]?.correctCount).toBe(1);

    const override = await injectCall(h().app, 'correctAnswer', {
      token,
      params: { eHomeworkId: testId, answerId: answerIds[`${testId}:Ben:${q.q3}`] ?? 0 },
      body: { score: 10, comment: 'Write more', baseVersion: 1, overrideReason: 'Second reading' },
    });
    expect(override.status).toBe(200);
    r = await report();
    expect(byName().get('Ben')).toMatchObject({ score: 10, rank: 2 });
    expect(byName().get('Cat')?.rank).toBe(2);
    expect(r.averageScoreRate).toBeCloseTo((43 / 75) * 100, 3);
    expect(r.scoreDistribution.map((b) => b.count)).toEqual([0, 0, 2, 0, 1]);

    /** The test's results announced or the exam withdrawn: both ask for a confirmation. */
    const confirmed = (call: 'announceResults' | 'withdrawExam') =>
      injectCall(h().app, call, { token, params: { eHomeworkId: testId }, body: { confirm: true } });
    expect((await confirmed('announceResults')).status).toBe(200);
    r = await report();
    expect(r.correctionStatus).toBe('ANNOUNCED');
    expect(r.announcedAt).not.toBeNull();
    expect(r.averageScoreRate).toBeCloseTo((43 / 75) * 100, 3);

    expect((await confirmed('withdrawExam')).status).toBe(200);
    r = await report();
    expect(r.withdrawnAt).not.toBeNull();
    expect(r).toMatchObject({
      submittedCount: 0,
      averageScoreRate: null,
      highestScore: null,
      studentCount: 4,
    });
    expect(r.students.every((s) => !s.submitted && s.rank === null)).toBe(true);
    expect(r.questions.every((x) => x.correctRate === null && x.wrongAnswers.length === 0)).toBe(true);
  });

  it('reads the seeded 5A Mid-term Test for demo-teacher: submissions, marks and the teacher’s comments', async () => {
    const [seededTest] = await h()
      .db.select({ id: homeworks.id })
      .from(homeworks)
      .where(eq(homeworks.homeworkName, '5A Mid-term Test'));
    const token = await h().login('demo-teacher');
    const { status, body } = await injectCall(h().app, 'getTestReport', {
      token,
      params: { eHomeworkId: seededTest?.id ?? 0 },
    });
    expect(status).toBe(200);
    const r = body.resultData;
    if (!r) throw new Error('no report');
    expect(r).toMatchObject({ correctionStatus: 'ANNOUNCED', processType: '3a' });
    expect(r.fullScore).toBe(10 * r.questions.length);
    expect(r.questions.at(-1)?.questionType).toBe('LONG_ANSWER');
    expect(r.submittedCount).toBe(r.studentCount - 1);
    expect(r.questions.some((x) => x.wrongAnswers.length > 0)).toBe(true);
    const first = r.students.find((s) => s.submitted);
    const pdf = await h().app.inject({
      method: 'GET',
      url: `/ael/school/v2/report/students/${first?.studentId}/ehomeworks/${seededTest?.id}/pdf`,
      headers: { accesstoken: token },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(first?.name ?? '?');
    expect(text).toMatch(/I like reading|My favourite book|Reading helps me/);
    // Its completion questions' gaps print as lines to write on.
    expect(text).toContain('________');
    expect(text).not.toContain('[]');
    expect(text).toMatch(
      /老師評語: (Well done!|Check your spelling\.|Good effort\.|Read the question again\.)/,
    );
  });

  it('puts the seeded 5A Mid-term Test in a unit of 5A’s teaching calendar, as publishing a test does', async () => {
    const [seededTest] = await h()
      .db.select({ id: homeworks.id })
      .from(homeworks)
      .where(eq(homeworks.homeworkName, '5A Mid-term Test'));
    const papers = await h()
      .db.select({ scheduleId: schedulePapers.scheduleId })
      .from(schedulePapers)
      .where(eq(schedulePapers.homeworkId, seededTest?.id ?? 0));
    expect(papers).toHaveLength(1);
  });
});
