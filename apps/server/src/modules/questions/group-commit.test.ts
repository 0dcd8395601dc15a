import { BASE_QUESTION_TYPES, type BaseQuestion } from '@harbour/question-engine/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { answers, attempts, questions, scoreAudit, students } from '../../db/schema';
import { rightAnswerOf } from '../../db/seed/homework';
import { injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { questionContentOf, seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { GroupCommit, type Job } from './group-commit';
import { groupCommitOf } from './store';

describe('group commit (no database)', () => {
  /** Records the rows of each statement; fails a statement that holds the row 'bad'. */
  const recording = () => {
    const statements: string[][] = [];
    const write = async (jobs: readonly Job<string, string>[]) => {
      const rows = jobs.flatMap((job) => job.rows);
      statements.push(rows);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (rows.includes('bad')) throw new Error('bad row');
      return jobs.map((job) => `stored ${job.rows.join('+')}`);
    };
    return { statements, write };
  };

  it('writes concurrent jobs in one statement and answers each caller', async () => {
    const { statements, write } = recording();
    const group = new GroupCommit(write, { maxRows: 64, maxInFlight: 1, lingerMs: 0 });
    const results = await Promise.all(['a', 'b', 'c'].map((row) => group.submit([row], [row])));
    expect(results).toEqual(['stored a', 'stored b', 'stored c']);
    expect(statements).toEqual([['a', 'b', 'c']]);
    expect(group.stats).toEqual({ statements: 1, jobs: 3 });
  });

  it('splits jobs sharing a key into successive statements, in arrival order', async () => {
    const { statements, write } = recording();
    const group = new GroupCommit(write, { maxRows: 64, maxInFlight: 2, lingerMs: 0 });
    const results = await Promise.all([
      group.submit(['k1'], ['k']),
      group.submit(['x'], ['x']),
      group.submit(['k2'], ['k']),
      group.submit(['k3', 'y'], ['k', 'y']),
      group.submit(['y2'], ['y']),
    ]);
    expect(results).toEqual(['stored k1', 'stored x', 'stored k2', 'stored k3+y', 'stored y2']);
    expect(statements).toEqual([['k1', 'x'], ['k2'], ['k3', 'y'], ['y2']]);
  });

  it('keeps at most maxRows rows in a statement', async () => {
    const { statements, write } = recording();
    const group = new GroupCommit(write, { maxRows: 2, maxInFlight: 1, lingerMs: 0 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((row) => group.submit([row], [row])));
    expect(statements).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('fails only the job whose statement fails, retrying its neighbours alone', async () => {
    const { statements, write } = recording();
    const group = new GroupCommit(write, { maxRows: 64, maxInFlight: 1, lingerMs: 0 });
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((row) => group.submit([row], [row])));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(statements[0]).toEqual(['a', 'bad', 'c']);
    expect(statements.slice(1).sort()).toEqual([['a'], ['bad'], ['c']]);
  });
});

describe.each(testDatabases())('answers written by group commit on $name', (kind) => {
  // One teacher opens a session for each of 30 students.
  const h = useHarness(kind, { auth: { maxSimulatedSessionsPerTeacher: 30 } });

  /** Student sessions of 3A opened by demo-teacher, with 3A's in-progress English homework. */
  const classSessions = async (count: number) => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '3A');
    const homework = await ids.inProgressHomeworkOf(classId, 'ENGLISH');
    const pupils = await h()
      .db.select({ id: students.id })
      .from(students)
      .where(eq(students.classId, classId))
      .orderBy(asc(students.classNumber))
      .limit(count);
    const teacher = await h().login('demo-teacher');
    const sessions: { studentId: number; token: string }[] = [];
    for (const pupil of pupils) {
      const { body } = await injectCall(h().app, 'simulateLogin', {
        token: teacher,
        body: { studentId: pupil.id },
      });
      sessions.push({ studentId: pupil.id, token: body.resultData?.accessToken ?? '' });
    }
    return { homework, sessions };
  };
  const answer = (questionId: number, token: string, studentAnswer: string, eHomeworkId: number) =>
    injectCall(h().app, 'submitQuestionAnswer', {
      params: { questionId: String(questionId) },
      token,
      body: { studentAnswer, combineQuestionId: null, eHomeworkId },
    });
  /** The stored answer rows of some students to one question of a homework, by student. */
  const storedRows = async (homeworkId: number, questionId: number, studentIds: number[]) => {
    const rows = await h()
      .db.select({
        studentId: attempts.studentId,
        id: answers.id,
        version: answers.version,
        score: answers.score,
        encodedAnswer: answers.encodedAnswer,
      })
      .from(answers)
      .innerJoin(attempts, eq(attempts.id, answers.attemptId))
      .where(
        and(
          eq(attempts.homeworkId, homeworkId),
          eq(answers.questionId, questionId),
          eq(answers.childKey, ''),
          inArray(attempts.studentId, studentIds),
        ),
      );
    return new Map(rows.map((row) => [row.studentId, row]));
  };
  const auditOf = async (answerId: number) =>
    (
      await h()
        .db.select({ oldScore: scoreAudit.oldScore, newScore: scoreAudit.newScore })
        .from(scoreAudit)
        .where(eq(scoreAudit.answerId, answerId))
        .orderBy(asc(scoreAudit.id))
    ).map((row) => [row.oldScore, row.newScore]);
  /** The encoded right answer to a seeded question. */
  const rightAnswerTo = async (questionId: number) =>
    rightAnswerOf((await questionContentOf(h().db, questionId)) as BaseQuestion);

  it('stores the concurrent answers of a whole class, several per statement', async () => {
    const { homework, sessions } = await classSessions(30);
    expect(sessions.length).toBeGreaterThanOrEqual(25);
    const questionId = homework.questionIds[0] ?? 0;
    const right = await rightAnswerTo(questionId);
    const studentIds = sessions.map((session) => session.studentId);
    const before = await storedRows(homework.id, questionId, studentIds);
    const group = groupCommitOf(h().database);
    const statementsBefore = group.stats.statements;
    const responses = await Promise.all(
      sessions.map((session) => answer(questionId, session.token, right, homework.id)),
    );
    const statements = group.stats.statements - statementsBefore;
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.body.resultData).toMatchObject({
        questionRightStatus: 'RIGHT',
        eHomeworkId: homework.id,
      });
    }
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThan(sessions.length);
    const after = await storedRows(homework.id, questionId, studentIds);
    sessions.forEach((session, index) => {
      const row = after.get(session.studentId);
      const version = (before.get(session.studentId)?.version ?? 0) + 1;
      expect([session.studentId, row?.version, row?.encodedAnswer]).toEqual([
        session.studentId,
        version,
        right,
      ]);
      expect(responses[index]?.body.resultData?.version).toBe(version);
    });
    for (const session of sessions) {
      const row = after.get(session.studentId);
      const previous = before.get(session.studentId);
      const audit = await auditOf(row?.id ?? 0);
      // One audit row when the score changed (from nothing, for a first answer), none otherwise.
      if (!previous) expect(audit).toEqual([[null, row?.score]]);
      else if (previous.score !== row?.score) expect(audit.at(-1)).toEqual([previous.score, row?.score]);
      else expect(audit.at(-1)?.[1]).toBe(row.score);
    }
  });

  it('applies answers of one student to one question in order, one version and audit row each', async () => {
    const { homework, sessions } = await classSessions(2);
    const session = sessions[1];
    if (!session) throw new Error('no session');
    const questionId = homework.questionIds[0] ?? 0;
    const right = await rightAnswerTo(questionId);
    const before = (await storedRows(homework.id, questionId, [session.studentId])).get(session.studentId);
    const auditBefore = before ? await auditOf(before.id) : [];
    const given = ['wrong##wrong', right, 'still##wrong', right, right];
    const responses = await Promise.all(
      given.map((text) => answer(questionId, session.token, text, homework.id)),
    );
    const versions = responses.map((response) => response.body.resultData?.version ?? 0);
    const base = before?.version ?? 0;
    expect([...versions].sort((a, b) => a - b)).toEqual(given.map((_, index) => base + index + 1));
    const stored = (await storedRows(homework.id, questionId, [session.studentId])).get(session.studentId);
    const last = versions.indexOf(base + given.length);
    expect(stored).toMatchObject({ version: base + given.length, encodedAnswer: given[last] });
    // Each version's score, in version order, gives exactly the audit rows appended: one per change.
    const scores = given
      .map((text, index) => ({ version: versions[index] ?? 0, score: text === right ? 10 : 0 }))
      .sort((a, b) => a.version - b.version)
      .map((entry) => entry.score);
    const expected: [number | null, number][] = [];
    let previous: number | null = before ? before.score : null;
    for (const score of scores) {
      if (score !== previous) expected.push([previous, score]);
      previous = score;
    }
    const audit = await auditOf(stored?.id ?? 0);
    expect(audit.slice(auditBefore.length)).toEqual(expected);
  });

  it('answers into the attempt the student last answered in only while it takes answers (not once submitted)', async () => {
    const { homework, sessions } = await classSessions(3);
    const session = sessions[2];
    if (!session) throw new Error('no session');
    const [questionId = 0] = homework.questionIds;
    // The next question answered is the homework's next one of a base type (a plain encoded answer).
    const typed = await h()
      .db.select({ id: questions.id, type: questions.questionType })
      .from(questions)
      .where(inArray(questions.id, homework.questionIds.slice(1)));
    const nextQuestionId =
      homework.questionIds.slice(1).find((id) => {
        const type = typed.find((row) => row.id === id)?.type;
        return (BASE_QUESTION_TYPES as readonly string[]).includes(type ?? '');
      }) ?? 0;
    // The first answer finds the homework; the next one, to another question, goes to the same attempt.
    const first = await answer(questionId, session.token, await rightAnswerTo(questionId), homework.id);
    expect(first.body.resultData?.eHomeworkId).toBe(homework.id);
    const next = await answer(
      nextQuestionId,
      session.token,
      await rightAnswerTo(nextQuestionId),
      homework.id,
    );
    expect(next.body.resultData?.eHomeworkId).toBe(homework.id);
    const stored = (await storedRows(homework.id, questionId, [session.studentId])).get(session.studentId);
    // The attempt is submitted: the remembered attempt is checked again and takes no more answers.
    await h()
      .db.update(attempts)
      .set({ submittedAt: new Date(), submitStatus: 'NORMAL' })
      .where(and(eq(attempts.homeworkId, homework.id), eq(attempts.studentId, session.studentId)));
    try {
      const late = await answer(questionId, session.token, 'late##late', homework.id);
      // Not into the submitted attempt: refused, or stored in another homework of theirs holding the question.
      expect(late.body.resultData?.eHomeworkId).not.toBe(homework.id);
      const after = (await storedRows(homework.id, questionId, [session.studentId])).get(session.studentId);
      expect(after).toMatchObject({ version: stored?.version, encodedAnswer: stored?.encodedAnswer });
    } finally {
      await h()
        .db.update(attempts)
        .set({ submittedAt: null, submitStatus: 'NOT_SUBMIT' })
        .where(and(eq(attempts.homeworkId, homework.id), eq(attempts.studentId, session.studentId)));
    }
  });

  it('fails only the answer the database refuses, storing its neighbours', async () => {
    await h().db.execute(
      sql.raw(`CREATE FUNCTION test_refuse_boom() RETURNS trigger AS $$
        BEGIN
          IF NEW.encoded_answer LIKE 'boom%' THEN RAISE EXCEPTION 'refused by test trigger'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`),
    );
    await h().db.execute(
      sql.raw(`CREATE TRIGGER test_refuse_boom BEFORE INSERT OR UPDATE ON answers
        FOR EACH ROW EXECUTE FUNCTION test_refuse_boom()`),
    );
    try {
      const { homework, sessions } = await classSessions(12);
      const questionId = homework.questionIds[0] ?? 0;
      const right = await rightAnswerTo(questionId);
      const studentIds = sessions.map((session) => session.studentId);
      const before = await storedRows(homework.id, questionId, studentIds);
      const poisoned = new Set([2, 7]);
      const group = groupCommitOf(h().database);
      const jobsBefore = group.stats.jobs;
      const responses = await Promise.all(
        sessions.map((session, index) =>
          answer(questionId, session.token, poisoned.has(index) ? 'boom##boom' : right, homework.id),
        ),
      );
      // The poisoned answers shared statements with good ones: those statements failed and ran again answer by answer.
      expect(group.stats.jobs - jobsBefore).toBeGreaterThan(sessions.length);
      const after = await storedRows(homework.id, questionId, studentIds);
      sessions.forEach((session, index) => {
        const response = responses[index];
        const was = before.get(session.studentId);
        const row = after.get(session.studentId);
        if (poisoned.has(index)) {
          expect(response?.status).toBe(500);
          expect(response?.body).toMatchObject({ resultStatus: false, resultData: null });
          expect(row?.version).toBe(was?.version);
        } else {
          expect(response?.status).toBe(200);
          expect(response?.body.resultData?.version).toBe((was?.version ?? 0) + 1);
          expect(row).toMatchObject({ version: (was?.version ?? 0) + 1, encodedAnswer: right });
        }
      });
    } finally {
      await h().db.execute(sql.raw('DROP TRIGGER test_refuse_boom ON answers'));
      await h().db.execute(sql.raw('DROP FUNCTION test_refuse_boom()'));
    }
  });
});
