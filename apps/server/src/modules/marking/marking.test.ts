import { ERROR_CODES, type MarkingAnswer, type MarkingUnit } from '@harbour/api-client/contract';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import {
  answers,
  attempts,
  homeworks,
  markings,
  publicationAudit,
  scoreAudit,
  students,
} from '../../db/schema';
import { DEMO_PASSWORD, DEMO_STUDENT_ACCOUNT } from '../../db/seed';
import {
  SEEDED_MARKING_HOMEWORK,
  SEEDED_WRITING_CRITERIA,
  SEEDED_WRITING_TASK,
} from '../../db/seed/homework';
import { injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { keyOfUrl } from '../files';

/** A PNG's first bytes saying width × height (what the 4096 rule reads). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe.each(testDatabases())('marking on $name', (kind) => {
  const h = useHarness(kind);
  let homeworkId = 0;
  let writingId = 0;
  let classId = 0;
  let demoStudentId = 0;

  const homeworkNamed = async (name: string) => {
    const [row] = await h()
      .db.select({ id: homeworks.id })
      .from(homeworks)
      .where(like(homeworks.homeworkName, `3B ${name}`));
    if (!row) throw new Error(`no homework ${name}`);
    return row.id;
  };

  beforeAll(async () => {
    const ids = await seededIds(h().db);
    classId = await ids.classIdByName('demo', '3B');
    homeworkId = await homeworkNamed(SEEDED_MARKING_HOMEWORK);
    writingId = await homeworkNamed(SEEDED_WRITING_TASK);
    const [student] = await h()
      .db.select({ id: students.id })
      .from(students)
      .where(eq(students.account, DEMO_STUDENT_ACCOUNT));
    demoStudentId = student?.id ?? 0;
  });

  const teacher = () => h().login('demo-teacher');
  const next = async (query: Record<string, unknown> = {}, eHomeworkId = homeworkId) =>
    injectCall(h().app, 'getNextAnswers', {
      token: await teacher(),
      params: { eHomeworkId },
      query: query as never,
    });
  const correct = async (
    answerId: number,
    body: Record<string, unknown>,
    options: { account?: string; eHomeworkId?: number; language?: string } = {},
  ) =>
    injectCall(h().app, 'correctAnswer', {
      token: await h().login(options.account ?? 'demo-teacher'),
      params: { eHomeworkId: options.eHomeworkId ?? homeworkId, answerId },
      body: body as never,
      headers: { 'accept-language': options.language ?? 'en' },
    });
  const unitOf = async (studentId: number, eHomeworkId = homeworkId) => {
    const { body } = await next({ studentId, move: 'current' }, eHomeworkId);
    if (!body.resultData) throw new Error('no unit');
    return body.resultData;
  };
  const answerOfType = (unit: NonNullable<MarkingUnit>, type: string): MarkingAnswer => {
    const found = unit.answers.find((answer) => answer.questionType === type && answer.answerId !== null);
    if (!found) throw new Error(`no ${type} answer`);
    return found;
  };
  /** Submitted students of 3B in class-number order. */
  const submittedStudents = async (eHomeworkId = homeworkId) =>
    (
      await h()
        .db.select({ id: students.id })
        .from(attempts)
        .innerJoin(students, eq(students.id, attempts.studentId))
        .where(and(eq(attempts.homeworkId, eHomeworkId), sql`${attempts.submittedAt} IS NOT NULL`))
        .orderBy(asc(students.classNumber), asc(students.id))
    ).map((row) => row.id);

  it('correctdetail lists the questions with what needs a teacher, and the counts of students', async () => {
    const { status, body } = await injectCall(h().app, 'getMarkingOverview', {
      token: await teacher(),
      params: { eHomeworkId: homeworkId },
    });
    expect(status).toBe(200);
    const overview = body.resultData!;
    expect(overview.correctionStatus).toBe('WAIT_CORRECT');
    expect(overview.submittedCount).toBeGreaterThan(10);
    // Every ended homework of the seed has someone missing: the rest of 3B handed it in.
    expect(overview.submittedCount).toBe(overview.studentCount - 1);
    expect(overview.unmarkedCount).toBe(overview.submittedCount);
    expect(overview.fullyMarkedCount).toBe(0);
    // Who publishing would leave unscored: every submitted student, by name, in class-number order.
    const order = await submittedStudents();
    expect(overview.studentsLeftToMark.map((s) => s.studentId)).toEqual(order);
    expect(overview.studentsLeftToMark[0]).toMatchObject({ className: '3B', classId });
    expect(overview.studentsLeftToMark[0]?.nameEn).not.toBe('');
    const essay = overview.questions.find((question) => question.questionType === 'ESSAY');
    const speaking = overview.questions.find((question) => question.questionType === 'SPEAKING');
    const choice = overview.questions.find((question) => question.questionType === 'SINGLE_CHOICE');
    expect(essay).toMatchObject({
      teacherMarked: true,
      markedCount: 0,
      toMarkCount: overview.submittedCount,
    });
    expect(speaking?.teacherMarked).toBe(true);
    expect(choice).toMatchObject({ teacherMarked: false, toMarkCount: 0 });
    expect(overview.writingCriteria).toEqual([]);

    const writing = await injectCall(h().app, 'getMarkingOverview', {
      token: await teacher(),
      params: { eHomeworkId: writingId },
    });
    expect(writing.body.resultData?.processType).toBe('14');
    expect(writing.body.resultData?.writingCriteria).toEqual(SEEDED_WRITING_CRITERIA);
  });

  it('answers/next pages the submitted students in class-number order, with neighbours and place', async () => {
    const order = await submittedStudents();
    const first = await next();
    expect(first.body.resultData?.student.studentId).toBe(order[0]);
    expect(first.body.resultData).toMatchObject({
      position: 1,
      total: order.length,
      previousStudentId: null,
      nextStudentId: order[1],
    });
    const second = await next({ studentId: order[0], move: 'next' });
    expect(second.body.resultData).toMatchObject({
      position: 2,
      previousStudentId: order[0],
      nextStudentId: order[2],
    });
    expect(second.body.resultData?.student.studentId).toBe(order[1]);
    const back = await next({ studentId: order[1], move: 'previous' });
    expect(back.body.resultData?.student.studentId).toBe(order[0]);
    const last = await next({ studentId: order.at(-1), move: 'current' });
    expect(last.body.resultData).toMatchObject({ position: order.length, nextStudentId: null });
    const inClass = await next({ classId });
    expect(inClass.body.resultData).toMatchObject({ position: 1, total: order.length });
    const beyond = await next({ studentId: order.at(-1), move: 'next' });
    expect(beyond.status).toBe(200);
    expect(beyond.body.resultData).toBeNull();
  });

  it('answers carry the question with its keys, the photos, the recording, the automatic score and the maximum', async () => {
    const unit = await unitOf(demoStudentId);
    expect(unit.student).toMatchObject({ studentId: demoStudentId, className: '3B', submitStatus: 'NORMAL' });
    const essay = answerOfType(unit, 'ESSAY');
    expect(
      essay.localAnswer && 'imgUrl' in essay.localAnswer ? essay.localAnswer.imgUrl.length : 0,
    ).toBeGreaterThan(0);
    expect(essay).toMatchObject({ teacherMarked: true, commentRequired: true, marking: null, maxScore: 10 });
    const speaking = answerOfType(unit, 'SPEAKING');
    expect(speaking.localAnswer && 'uploadList' in speaking.localAnswer).toBe(true);
    const choice = answerOfType(unit, 'SINGLE_CHOICE');
    expect(choice.teacherMarked).toBe(false);
    expect(choice.autoScore).toBe(choice.score);
    // Teachers see the keys.
    expect(JSON.stringify(choice.question)).toMatch(/rightOptions|questionAnswer/);
  });

  it('question by question: only that question, and unmarkedOnly skips students with nothing left on it', async () => {
    const unit = await unitOf(demoStudentId);
    const essay = answerOfType(unit, 'ESSAY');
    const order = await submittedStudents();
    const byQuestion = await next({ questionId: essay.questionId });
    expect(byQuestion.body.resultData?.answers.map((answer) => answer.questionType)).toEqual(['ESSAY']);
    // Mark the first student's essay: question mode with unmarkedOnly then starts at the second.
    const firstEssay = answerOfType(await unitOf(order[0]!), 'ESSAY');
    const saved = await correct(firstEssay.answerId!, { score: 7, comment: 'Clear ideas.', baseVersion: 0 });
    expect(saved.status).toBe(200);
    const unmarked = await next({ questionId: essay.questionId, unmarkedOnly: 'true' });
    expect(unmarked.body.resultData?.student.studentId).toBe(order[1]);
    expect(unmarked.body.resultData?.total).toBe(order.length - 1);
    // Without unmarkedOnly the first student is still there.
    const all = await next({ questionId: essay.questionId });
    expect(all.body.resultData?.student.studentId).toBe(order[0]);
    expect(all.body.resultData?.answers[0]?.marking).toMatchObject({ score: 7, version: 1, draft: false });
    expect(all.body.resultData?.answers[0]?.marking?.markerName).toBeTruthy();
  });

  it('refuses scores above the maximum, decimals and negatives, naming the limit', async () => {
    const unit = await unitOf((await submittedStudents())[2]!);
    const essay = answerOfType(unit, 'ESSAY');
    const above = await correct(essay.answerId!, { score: 11, comment: 'x', baseVersion: 0 });
    expect(above.status).toBe(400);
    expect(above.body.errorCode).toBe(ERROR_CODES.SCORE_INVALID);
    expect(above.body.errorMessage).toContain('10');
    const decimal = await correct(essay.answerId!, { score: 2.5, comment: 'x', baseVersion: 0 });
    expect(decimal.status).toBe(400);
    expect(decimal.body.errorCode).toBe(ERROR_CODES.SCORE_INVALID);
    expect(decimal.body.errorMessage).toMatch(/whole number from 0 to 10/);
    const negative = await correct(essay.answerId!, { score: -1, comment: 'x', baseVersion: 0 });
    expect(negative.status).toBe(400);
    expect(negative.body.errorMessage).toMatch(/below 0/);
    // 0 is a score (the spec's "greater than 0" read as "not negative").
    const zero = await correct(essay.answerId!, { score: 0, comment: 'Off topic.', baseVersion: 0 });
    expect(zero.status).toBe(200);
    expect(zero.body.resultData?.answer.score).toBe(0);
  });

  it('requires a comment with an essay or speaking score, and names a bad field with 400', async () => {
    const unit = await unitOf((await submittedStudents())[3]!);
    const speaking = answerOfType(unit, 'SPEAKING');
    const missing = await correct(speaking.answerId!, { score: 5, comment: '  ', baseVersion: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe(ERROR_CODES.COMMENT_REQUIRED);
    // Characters that show nothing are no comment either.
    for (const comment of ['\u200B', '\u200C\u200D', '\u2060', '\uFEFF', '\u00A0 ']) {
      const invisible = await correct(speaking.answerId!, { score: 5, comment, baseVersion: 0 });
      expect(invisible.status, JSON.stringify(comment)).toBe(400);
      expect(invisible.body.errorCode).toBe(ERROR_CODES.COMMENT_REQUIRED);
    }
    const badBody = await correct(speaking.answerId!, { score: 'five', comment: 'ok', baseVersion: 0 });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errorMessage).toMatch(/score/);
    const noBase = await correct(speaking.answerId!, { score: 5, comment: 'ok' });
    expect(noBase.status).toBe(400);
    expect(noBase.body.errorMessage).toMatch(/baseVersion/);
  });

  it('saved marking is not edited again; an override with a reason is, and the history shows it', async () => {
    const unit = await unitOf((await submittedStudents())[4]!);
    const essay = answerOfType(unit, 'ESSAY');
    const first = await correct(essay.answerId!, { score: 6, comment: 'Good.', baseVersion: 0 });
    expect(first.status).toBe(200);
    expect(first.body.resultData?.answer.marking?.version).toBe(1);
    const before = unit.student.score;
    expect(first.body.resultData?.studentScore).toBe(before + 6);
    const edit = await correct(essay.answerId!, { score: 8, comment: 'Better.', baseVersion: 1 });
    expect(edit.status).toBe(409);
    expect(edit.body.errorCode).toBe(ERROR_CODES.MARKING_SAVED);
    const override = await correct(essay.answerId!, {
      score: 8,
      comment: '',
      baseVersion: 1,
      overrideReason: 'Second page was missed',
    });
    expect(override.status).toBe(200);
    expect(override.body.resultData?.answer).toMatchObject({
      score: 8,
      marking: { version: 2, comment: 'Good.' },
    });
    expect(override.body.resultData?.studentScore).toBe(before + 8);
    // An override that keeps the score (a new comment) is saved, but changes no score: no history row.
    const sameScore = await correct(essay.answerId!, {
      score: 8,
      comment: 'Both pages read.',
      baseVersion: 2,
      overrideReason: 'Comment added',
    });
    expect(sameScore.status).toBe(200);
    expect(sameScore.body.resultData?.answer).toMatchObject({
      score: 8,
      marking: { version: 3, comment: 'Both pages read.' },
    });
    // An automatic score changes only by an override.
    const choice = answerOfType(unit, 'SINGLE_CHOICE');
    const auto = await correct(choice.answerId!, { score: 0, baseVersion: 0 });
    expect(auto.status).toBe(409);
    expect(auto.body.errorCode).toBe(ERROR_CODES.MARKING_SAVED);
    const autoOverride = await correct(choice.answerId!, {
      score: 0,
      baseVersion: 0,
      overrideReason: 'Copied answer',
    });
    expect(autoOverride.status).toBe(200);
    expect(autoOverride.body.resultData?.answer.autoScore).toBe(choice.score);

    const history = await injectCall(h().app, 'getScoreHistory', {
      token: await teacher(),
      params: { eHomeworkId: homeworkId, answerId: essay.answerId! },
    });
    expect(
      history.body.resultData?.map((row) => [row.source, row.oldScore, row.newScore, row.reason]),
    ).toEqual([
      ['AUTO', null, 0, ''],
      ['MARKING', 0, 6, ''],
      ['OVERRIDE', 6, 8, 'Second page was missed'],
    ]);
    expect(history.body.resultData?.[1]?.actorName).toBeTruthy();
    // The history is append-only.
    await expect(
      h().db.execute(sql`DELETE FROM score_audit WHERE answer_id = ${essay.answerId!}`),
    ).rejects.toThrow();
  });

  it('two markers saving one answer at once: one wins, the other gets 409 naming the winner', async () => {
    const unit = await unitOf((await submittedStudents())[5]!);
    const essay = answerOfType(unit, 'ESSAY');
    const [a, b] = await Promise.all([
      correct(
        essay.answerId!,
        { score: 5, comment: 'From the teacher.', baseVersion: 0 },
        { language: 'en' },
      ),
      correct(
        essay.answerId!,
        { score: 9, comment: 'From the headmaster.', baseVersion: 0 },
        { account: 'demo-headmaster', language: 'en' },
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(loser.body.errorCode).toBe(ERROR_CODES.MARKING_CONFLICT);
    expect(loser.body.errorMessage).toContain(winner.body.resultData?.answer.marking?.markerName);
    const [rows] = await Promise.all([
      h().db.select().from(markings).where(eq(markings.answerId, essay.answerId!)),
    ]);
    expect(rows).toHaveLength(1);
    // In Chinese too.
    const stale = await correct(
      essay.answerId!,
      { score: 1, comment: 'x', baseVersion: 0 },
      { language: 'zh-HK' },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errorMessage).toContain('剛剛已儲存');
  });

  it('a writing task: per-criterion scores within their totals adding up, a draft saved again, the final kept', async () => {
    const order = await submittedStudents(writingId);
    const unit = await unitOf(order[0]!, writingId);
    const essay = answerOfType(unit, 'ESSAY');
    const criteria = (content: number, organisation: number, language: number) => [
      { ruleName: 'Content', score: content },
      { ruleName: 'Organisation', score: organisation },
      { ruleName: 'Language', score: language },
    ];
    const over = await correct(
      essay.answerId!,
      { score: 9, comment: 'x', criteria: criteria(5, 2, 2), baseVersion: 0 },
      { eHomeworkId: writingId },
    );
    expect(over.status).toBe(400);
    expect(over.body.errorMessage).toMatch(/Content.*4/);
    const sum = await correct(
      essay.answerId!,
      { score: 9, comment: 'x', criteria: criteria(3, 2, 2), baseVersion: 0 },
      { eHomeworkId: writingId },
    );
    expect(sum.status).toBe(400);
    expect(sum.body.errorMessage).toMatch(/sum.*7/);
    const draft = await correct(
      essay.answerId!,
      { score: 7, comment: '', criteria: criteria(3, 2, 2), draft: true, baseVersion: 0 },
      { eHomeworkId: writingId },
    );
    expect(draft.status).toBe(200);
    expect(draft.body.resultData?.answer).toMatchObject({ score: 0, marking: { draft: true, version: 1 } });
    const again = await correct(
      essay.answerId!,
      { score: 8, comment: 'Lively letter.', criteria: criteria(4, 2, 2), draft: false, baseVersion: 1 },
      { eHomeworkId: writingId },
    );
    expect(again.status).toBe(200);
    expect(again.body.resultData?.answer).toMatchObject({
      score: 8,
      marking: { draft: false, version: 2, criteria: criteria(4, 2, 2) },
    });
    const final = await correct(
      essay.answerId!,
      { score: 8, comment: 'x', criteria: criteria(4, 2, 2), draft: true, baseVersion: 2 },
      { eHomeworkId: writingId },
    );
    expect(final.status).toBe(409);
    expect(final.body.errorCode).toBe(ERROR_CODES.MARKING_SAVED);
  });

  it('photo marks are kept beside the photo; a picture over 4096 px cannot be rotated; only the answer’s photos', async () => {
    const unit = await unitOf((await submittedStudents())[6]!);
    const essay = answerOfType(unit, 'ESSAY');
    const photos = essay.localAnswer && 'imgUrl' in essay.localAnswer ? essay.localAnswer.imgUrl : [];
    const photo = photos[0]!;
    await h().app.storage.put(keyOfUrl(photo)!, pngHeader(5000, 3000), 'image/png');
    const turned = await correct(essay.answerId!, {
      score: 5,
      comment: 'See notes.',
      pictures: [{ imgUrl: photo, rotation: 90, marks: [] }],
      baseVersion: 0,
    });
    expect(turned.status).toBe(400);
    expect(turned.body.errorCode).toBe(ERROR_CODES.PICTURE_TOO_LARGE_TO_ROTATE);
    expect(turned.body.errorMessage).toBe('Picture length/width over 4096, unable to rotate');
    const foreign = await correct(essay.answerId!, {
      score: 5,
      comment: 'See notes.',
      pictures: [{ imgUrl: 'schools/1/users/s1/image/elsewhere.jpg', rotation: 0, marks: [] }],
      baseVersion: 0,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errorMessage).toMatch(/pictures/);
    const marks = [
      { kind: 'TICK', x: 0.2, y: 0.3 },
      { kind: 'NOTE', x: 0.5, y: 0.5, text: 'Nice!' },
      {
        kind: 'INK',
        points: [
          [0.1, 0.1],
          [0.2, 0.25, 0.5],
        ],
      },
    ];
    const kept = await correct(essay.answerId!, {
      score: 5,
      comment: 'See notes.',
      pictures: [{ imgUrl: photo, rotation: 0, marks }],
      baseVersion: 0,
    });
    expect(kept.status).toBe(200);
    const picture = kept.body.resultData?.answer.marking?.pictures[0];
    expect(picture?.marks).toEqual(marks);
    expect(keyOfUrl(picture?.imgUrl ?? '')).toBe(keyOfUrl(photo));
  });

  it('refuses an answer not submitted, and keeps other schools and classes out', async () => {
    const order = await submittedStudents();
    const unit = await unitOf(order[7]!);
    const essay = answerOfType(unit, 'ESSAY');
    await h()
      .db.update(attempts)
      .set({ submittedAt: null, submitStatus: 'NOT_SUBMIT' })
      .where(and(eq(attempts.homeworkId, homeworkId), eq(attempts.studentId, order[7]!)));
    const open = await correct(essay.answerId!, { score: 5, comment: 'x', baseVersion: 0 });
    expect(open.status).toBe(409);
    expect(open.body.errorCode).toBe(ERROR_CODES.ANSWER_NOT_SUBMITTED);
    await h()
      .db.update(attempts)
      .set({ submittedAt: new Date(), submitStatus: 'NORMAL' })
      .where(and(eq(attempts.homeworkId, homeworkId), eq(attempts.studentId, order[7]!)));

    const other = await correct(
      essay.answerId!,
      { score: 5, comment: 'x', baseVersion: 0 },
      { account: 'other-teacher' },
    );
    expect(other.status).toBe(404);
    const outside = await correct(
      essay.answerId!,
      { score: 5, comment: 'x', baseVersion: 0 },
      { account: 'demo-classteacher' },
    );
    expect(outside.status).toBe(403);
    const otherNext = await injectCall(h().app, 'getNextAnswers', {
      token: await h().login('other-teacher'),
      params: { eHomeworkId: homeworkId },
    });
    expect(otherNext.status).toBe(404);
    const wrongClass = await next({ classId: await (await seededIds(h().db)).classIdByName('demo', '1A') });
    expect(wrongClass.status).toBe(404);
  });

  it('the practice list and students count what waits for marking', async () => {
    const list = await injectCall(h().app, 'getPractices', {
      token: await teacher(),
      query: { correctionStatus: 'WAIT_CORRECT', sort: '-toMark', pageSize: 50 } as never,
    });
    expect(list.status).toBe(200);
    const item = list.body.resultData?.list.find((row) => row.eHomeworkId === homeworkId);
    expect(item?.correctionStatus).toBe('WAIT_CORRECT');
    expect(item?.toMarkCount).toBeGreaterThan(0);
    expect(item?.missingCount).toBe(1);
    expect(item?.lateCount).toBe(1);
    expect(list.body.resultData?.list.every((row) => row.correctionStatus === 'WAIT_CORRECT')).toBe(true);
    const counts = list.body.resultData?.list.map((row) => row.toMarkCount) ?? [];
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const studentsList = await injectCall(h().app, 'getPracticeStudents', {
      token: await teacher(),
      params: { eHomeworkId: homeworkId },
    });
    const first = studentsList.body.resultData?.find((row) => row.studentId === (order0 ?? 0));
    expect(first?.markedCount).toBeGreaterThan(0);
  });
  let order0: number | undefined;
  beforeAll(async () => {
    order0 = (await submittedStudents())[0];
  });

  it('publishing: refused with gaps, asks to continue for students with nothing scored, then ANNOUNCED for the student', async () => {
    const announce = async (body: Record<string, unknown>, language = 'en') =>
      injectCall(h().app, 'announceResults', {
        token: await teacher(),
        params: { eHomeworkId: homeworkId },
        body: body as never,
        headers: { 'accept-language': language },
      });
    const unconfirmed = await announce({});
    expect(unconfirmed.status).toBe(400);
    // Some students have only their essay scored: 'Some students have not been scored'.
    const gaps = await announce({ confirm: true });
    expect(gaps.status).toBe(409);
    expect(gaps.body.errorCode).toBe(ERROR_CODES.NOT_ALL_SCORED);
    expect(gaps.body.errorMessage).toBe('Some students have not been scored');
    // Score every started student fully (each of their teacher-marked answers).
    const order = await submittedStudents();
    for (const studentId of order) {
      const unit = await unitOf(studentId);
      const teacherAnswers = unit.answers.filter(
        (answer) => answer.teacherMarked && answer.answerId !== null,
      );
      if (!teacherAnswers.some((answer) => answer.marking && !answer.marking.draft)) continue;
      for (const answer of teacherAnswers) {
        if (answer.marking && !answer.marking.draft) continue;
        const saved = await correct(answer.answerId!, {
          score: 4,
          comment: 'Well read.',
          baseVersion: answer.marking?.version ?? 0,
        });
        expect(saved.status).toBe(200);
      }
    }
    const ask = await announce({ confirm: true });
    expect(ask.status).toBe(409);
    expect(ask.body.errorCode).toBe(ERROR_CODES.UNSCORED_STUDENTS);
    // demo-student's work is marked in full before publishing.
    const mine = await unitOf(demoStudentId);
    for (const answer of mine.answers.filter((a) => a.teacherMarked && a.answerId !== null && !a.marking)) {
      expect(
        (await correct(answer.answerId!, { score: 6, comment: 'Keep it up!', baseVersion: 0 })).status,
      ).toBe(200);
    }
    const done = await announce({ confirm: true, continueWithUnscored: true });
    expect(done.status).toBe(200);
    expect(done.body.resultData?.correctionStatus).toBe('ANNOUNCED');
    expect(done.body.resultData?.announcedAt).toBeTruthy();
    // After publishing only overrides.
    const late = answerOfType(await unitOf(order.at(-1)!), 'ESSAY');
    const refused = await correct(late.answerId!, {
      score: 3,
      comment: 'x',
      baseVersion: late.marking?.version ?? 0,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe(ERROR_CODES.RESULTS_ANNOUNCED);

    // The student sees their marked scores and comments.
    const login = await injectCall(h().app, 'studentLogin', {
      body: { account: DEMO_STUDENT_ACCOUNT, password: DEMO_PASSWORD },
    });
    const detail = await injectCall(h().app, 'getStudentHomework', {
      token: login.body.resultData?.accessToken ?? '',
      params: { eHomeworkId: homeworkId },
    });
    expect(detail.status).toBe(200);
    const essayOutcome = detail.body.resultData?.questions.find((q) => q.questionType === 'ESSAY')?.outcome;
    const marked = await unitOf(demoStudentId);
    const essayMarking = answerOfType(marked, 'ESSAY').marking;
    expect(essayOutcome).toMatchObject({
      marked: true,
      score: essayMarking?.score,
      comment: essayMarking?.comment,
      criteria: [],
    });
    const speakingOutcome = detail.body.resultData?.questions.find(
      (q) => q.questionType === 'SPEAKING',
    )?.outcome;
    const speakingMarking = answerOfType(marked, 'SPEAKING').marking;
    expect(speakingOutcome).toMatchObject({
      marked: true,
      score: speakingMarking?.score,
      comment: speakingMarking?.comment,
    });
    expect(detail.body.resultData?.resultsShown).toBe(true);
  });

  it('withdrawing: only an exam, with confirmation; erases its records with WITHDRAWAL rows and an audit row', async () => {
    const practice = await injectCall(h().app, 'withdrawExam', {
      token: await teacher(),
      params: { eHomeworkId: homeworkId },
      body: { confirm: true },
    });
    expect(practice.status).toBe(400);
    expect(practice.body.errorCode).toBe(ERROR_CODES.NOT_AN_EXAM);
    const [exam] = await h()
      .db.select({ id: homeworks.id })
      .from(homeworks)
      .where(like(homeworks.homeworkName, '3B Unit Test'));
    const examId = exam!.id;
    const before = await h().db.select().from(attempts).where(eq(attempts.homeworkId, examId));
    expect(before.length).toBeGreaterThan(0);
    const unconfirmed = await injectCall(h().app, 'withdrawExam', {
      token: await teacher(),
      params: { eHomeworkId: examId },
      body: {} as never,
    });
    expect(unconfirmed.status).toBe(400);
    const answerIds = (
      await h()
        .db.select({ id: answers.id })
        .from(answers)
        .innerJoin(attempts, eq(attempts.id, answers.attemptId))
        .where(eq(attempts.homeworkId, examId))
    ).map((row) => row.id);
    expect(answerIds.length).toBeGreaterThan(0);
    // Three withdrawals at once: one erases the records, the others find the exam withdrawn.
    const results = await Promise.all(
      [1, 2, 3].map(async () =>
        injectCall(h().app, 'withdrawExam', {
          token: await teacher(),
          params: { eHomeworkId: examId },
          body: { confirm: true },
        }),
      ),
    );
    const withdrawn = results.filter((result) => result.status === 200);
    expect(withdrawn).toHaveLength(1);
    expect(withdrawn[0]?.body.resultData?.erasedStudents).toBe(before.length);
    for (const refused of results.filter((result) => result.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe(ERROR_CODES.EXAM_WITHDRAWN);
    }
    expect(await h().db.select().from(attempts).where(eq(attempts.homeworkId, examId))).toHaveLength(0);
    const withdrawals = await h()
      .db.select()
      .from(scoreAudit)
      .where(and(eq(scoreAudit.source, 'WITHDRAWAL'), inArray(scoreAudit.answerId, answerIds)));
    expect(withdrawals).toHaveLength(answerIds.length);
    const auditRows = await h()
      .db.select()
      .from(publicationAudit)
      .where(and(eq(publicationAudit.homeworkId, examId), eq(publicationAudit.action, 'WITHDRAW')));
    expect(auditRows).toHaveLength(1);
    expect(auditRows[0]?.actorStaffId).toBeGreaterThan(0);
    expect(auditRows[0]?.createdAt).toBeInstanceOf(Date);
    // A withdrawn exam has no results to publish.
    const announced = await injectCall(h().app, 'announceResults', {
      token: await teacher(),
      params: { eHomeworkId: examId },
      body: { confirm: true, continueWithUnscored: true },
      headers: { 'accept-language': 'en' },
    });
    expect(announced.status).toBe(409);
    expect(announced.body.errorCode).toBe(ERROR_CODES.EXAM_WITHDRAWN);
    expect(announced.body.errorMessage).toMatch(/withdrawn/);
    const [afterAll] = await h()
      .db.select({ correctionStatus: homeworks.correctionStatus })
      .from(homeworks)
      .where(eq(homeworks.id, examId));
    expect(afterAll?.correctionStatus).not.toBe('ANNOUNCED');
    // The exam leaves the student's list.
    const login = await injectCall(h().app, 'studentLogin', {
      body: { account: DEMO_STUDENT_ACCOUNT, password: DEMO_PASSWORD },
    });
    const detail = await injectCall(h().app, 'getStudentHomework', {
      token: login.body.resultData?.accessToken ?? '',
      params: { eHomeworkId: examId },
    });
    expect(detail.status).toBe(404);
  });

  it('a redo still works: the student is asked again, and their new answer waits for a teacher again', async () => {
    const order = await submittedStudents(writingId);
    const studentId = order[0]!;
    const before = answerOfType(await unitOf(studentId, writingId), 'ESSAY');
    expect(before.marking?.draft).toBe(false);
    const redo = await injectCall(h().app, 'requestPracticeRedo', {
      token: await teacher(),
      params: { eHomeworkId: writingId },
      body: { studentIds: [studentId] },
    });
    expect(redo.status).toBe(200);
    // Not handed in again yet: nothing to mark for them.
    expect((await next({ studentId, move: 'current' }, writingId)).body.resultData).toBeNull();
    const refused = await correct(
      before.answerId!,
      { score: 1, comment: 'x', criteria: [], baseVersion: before.marking?.version ?? 0 },
      { eHomeworkId: writingId },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe(ERROR_CODES.ANSWER_NOT_SUBMITTED);
    // The student answers again (as the answer call stores it: version + 1, the automatic score) and submits.
    await h().db.execute(
      sql`UPDATE answers SET version = version + 1, score = 0 WHERE id = ${before.answerId!}`,
    );
    await h()
      .db.update(attempts)
      .set({ submittedAt: new Date(), submitStatus: 'NORMAL' })
      .where(and(eq(attempts.homeworkId, writingId), eq(attempts.studentId, studentId)));
    const after = answerOfType(await unitOf(studentId, writingId), 'ESSAY');
    expect(after).toMatchObject({ marking: null, score: 0 });
    const overview = await injectCall(h().app, 'getMarkingOverview', {
      token: await teacher(),
      params: { eHomeworkId: writingId },
    });
    expect(overview.body.resultData?.questions[0]?.toMarkCount).toBe(order.length);
    const marked = await correct(
      after.answerId!,
      {
        score: 6,
        comment: 'Better second draft.',
        criteria: [
          { ruleName: 'Content', score: 3 },
          { ruleName: 'Organisation', score: 2 },
          { ruleName: 'Language', score: 1 },
        ],
        baseVersion: 0,
      },
      { eHomeworkId: writingId },
    );
    expect(marked.status).toBe(200);
    // The marking row goes on from the version it had (2): the next save names 3.
    expect(marked.body.resultData?.answer.marking?.version).toBe(3);
  });

  it('a test shows its student nothing until its results are published, then the marked scores', async () => {
    const [exam] = await h()
      .db.select({ id: homeworks.id })
      .from(homeworks)
      .where(like(homeworks.homeworkName, '3B 單元小測'));
    const examId = exam!.id;
    const login = await injectCall(h().app, 'studentLogin', {
      body: { account: DEMO_STUDENT_ACCOUNT, password: DEMO_PASSWORD },
    });
    const token = login.body.resultData?.accessToken ?? '';
    const view = () => injectCall(h().app, 'getStudentHomework', { token, params: { eHomeworkId: examId } });
    const hidden = await view();
    expect(hidden.status).toBe(200);
    expect(hidden.body.resultData?.resultsShown).toBe(false);
    expect(hidden.body.resultData?.questions.every((q) => q.outcome === null)).toBe(true);
    // Not demo-teacher's subject in 3B: publishing is the headmaster's here.
    const notMine = await injectCall(h().app, 'announceResults', {
      token: await teacher(),
      params: { eHomeworkId: examId },
      body: { confirm: true },
    });
    expect(notMine.status).toBe(403);
    const headmaster = await h().login('demo-headmaster');
    const mine = await injectCall(h().app, 'getNextAnswers', {
      token: headmaster,
      params: { eHomeworkId: examId },
      query: { studentId: demoStudentId, move: 'current' } as never,
    });
    for (const answer of mine.body.resultData?.answers.filter((a) => a.teacherMarked && a.answerId) ?? []) {
      const saved = await injectCall(h().app, 'correctAnswer', {
        token: headmaster,
        params: { eHomeworkId: examId, answerId: answer.answerId! },
        body: { score: answer.maxScore, comment: '答得很好', baseVersion: 0 },
      });
      expect(saved.status).toBe(200);
    }
    const published = await injectCall(h().app, 'announceResults', {
      token: headmaster,
      params: { eHomeworkId: examId },
      body: { confirm: true, continueWithUnscored: true },
    });
    expect(published.status).toBe(200);
    const shown = await view();
    expect(shown.body.resultData?.resultsShown).toBe(true);
    const marked = shown.body.resultData?.questions.filter((q) => q.outcome?.marked) ?? [];
    expect(marked.length).toBeGreaterThan(0);
    expect(
      marked.every((q) => q.outcome?.comment === '答得很好' && q.outcome.score === q.outcome.maxScore),
    ).toBe(true);
  });

  it('a redo handed in again moves a marked homework back to waiting for marking', async () => {
    await h().db.update(homeworks).set({ correctionStatus: 'CORRECTED' }).where(eq(homeworks.id, writingId));
    const redo = await injectCall(h().app, 'requestPracticeRedo', {
      token: await teacher(),
      params: { eHomeworkId: writingId },
      body: { studentIds: [demoStudentId] },
    });
    expect(redo.status).toBe(200);
    // The student answers the essay again (version + 1, as the answer call stores it).
    await h().db.execute(sql`UPDATE answers SET version = version + 1 WHERE attempt_id =
      (SELECT id FROM attempts WHERE homework_id = ${writingId} AND student_id = ${demoStudentId})`);
    const login = await injectCall(h().app, 'studentLogin', {
      body: { account: DEMO_STUDENT_ACCOUNT, password: DEMO_PASSWORD },
    });
    const submitted = await injectCall(h().app, 'submitStudentHomework', {
      token: login.body.resultData?.accessToken ?? '',
      params: { eHomeworkId: writingId },
      body: { timeUp: false },
    });
    expect(submitted.status).toBe(200);
    const [row] = await h()
      .db.select({ status: homeworks.correctionStatus })
      .from(homeworks)
      .where(eq(homeworks.id, writingId));
    expect(row?.status).toBe('WAIT_CORRECT');
  });
});
