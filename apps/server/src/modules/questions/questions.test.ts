import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CallBody } from '@harbour/api-client/contract';
import { TASK_SHEET_HAND_IN } from '@harbour/domain';
import {
  BASE_QUESTION_TYPES,
  type BaseQuestion,
  COMPOSITE_QUESTION_TYPES,
  findAnswerKeys,
  parseQuestion,
} from '@harbour/question-engine/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import { assetsFolder } from '../../assets';
import { answers, attempts, questions, scoreAudit } from '../../db/schema';
import { rightAnswerOf } from '../../db/seed/homework';
import { injectCall, refusal } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { questionContentOf, seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';

const C = '/ael/school/common';

describe.each(testDatabases())('questions on $name', (kind) => {
  const h = useHarness(kind);
  const get = async (url: string, token: string) =>
    (await h().app.inject({ method: 'GET', url, headers: { accesstoken: token } })).json();
  /** POST /questions/{id}/answer, its answer typed; `id` may be a malformed one (the path is sent as given). */
  const answer = (id: number | string, token: string, body: CallBody<'submitQuestionAnswer'>) =>
    injectCall(h().app, 'submitQuestionAnswer', { params: { questionId: String(id) }, token, body });
  const contentOf = async (id: number) =>
    (await questionContentOf(h().db, id)) as Record<string, unknown> & {
      questionAnswer?: string;
      combinationQuestions?: BaseQuestion[];
    };
  /** A simulated student of 3A in the in-progress English homework. */
  const studentSession = async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '3A');
    const studentId = await ids.firstStudentOf(classId);
    const homework = await ids.inProgressHomeworkOf(classId, 'ENGLISH');
    const teacher = await h().login('demo-teacher');
    const simulated = await injectCall(h().app, 'simulateLogin', { token: teacher, body: { studentId } });
    return { token: simulated.body.resultData?.accessToken ?? '', studentId, homework };
  };

  it('seeds at least 3 questions of every type in every subject, each one the engine reads', async () => {
    const rows = await h()
      .db.select({
        content: questions.content,
        type: questions.questionType,
        subject: questions.subjectCode,
        id: questions.id,
      })
      .from(questions)
      // The bank's questions: a task sheet's hidden hand-in question is the sheet itself, with no explanation.
      .where(ne(questions.textbookType, TASK_SHEET_HAND_IN));
    for (const subject of ['CHINESE', 'ENGLISH', 'MATH']) {
      for (const type of [...BASE_QUESTION_TYPES, ...COMPOSITE_QUESTION_TYPES]) {
        const count = rows.filter((row) => row.subject === subject && row.type === type).length;
        expect([subject, type, count >= 3]).toEqual([subject, type, true]);
      }
    }
    for (const row of rows) {
      const parsed = parseQuestion({ ...(row.content as object), questionId: String(row.id) });
      expect([row.id, parsed.ok]).toEqual([row.id, true]);
      if (parsed.ok) expect(parsed.question.questionAnalysis?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('serves every picture and audio file the bank refers to', async () => {
    const rows = await h().db.select({ content: questions.content }).from(questions);
    const media = new Set(JSON.stringify(rows).match(/\/media\/[a-z]+\/[a-z0-9.-]+/g));
    expect([...media].some((url) => url.endsWith('.mp3'))).toBe(true);
    expect([...media].some((url) => url.endsWith('.svg'))).toBe(true);
    for (const url of media) {
      const [, , folder, file] = url.split('/');
      expect([url, existsSync(join(assetsFolder('media'), folder ?? '', file ?? ''))]).toEqual([url, true]);
    }
  });

  it('searches by subject, grade, type, text and knowledge point, page by page', async () => {
    const token = await h().login('demo-headmaster');
    const all = await get(`${C}/questions/search?subjectCode=ENGLISH&pageSize=100`, token);
    expect(all.resultData.total).toBeGreaterThanOrEqual(17 * 3);
    const page2 = await get(`${C}/questions/search?subjectCode=ENGLISH&pageSize=10&page=2`, token);
    expect(page2.resultData.list).toHaveLength(10);
    expect(page2.resultData.list[0].questionId).toBe(all.resultData.list[10].questionId);
    const fill = await get(`${C}/questions/search?subjectCode=MATH&questionType=COMPLETION`, token);
    expect(fill.resultData.list.every((q: { questionType: string }) => q.questionType === 'COMPLETION')).toBe(
      true,
    );
    const text = await get(`${C}/questions/search?text=${encodeURIComponent('baby cat')}`, token);
    expect(text.resultData.total).toBeGreaterThan(0);
    const wildcard = await get(`${C}/questions/search?text=${encodeURIComponent('%_')}`, token);
    expect(wildcard.resultData.total).toBe(0);
    const point = await get(`${C}/questions/search?knowledgePoint=Fractions`, token);
    expect(
      point.resultData.list.every((q: { knowledgePoints: string[] }) =>
        q.knowledgePoints.includes('Fractions'),
      ),
    ).toBe(true);
    expect(point.resultData.total).toBeGreaterThan(0);
    const grade = await get(`${C}/questions/search?gradeCode=3`, token);
    expect(grade.resultData.list.every((q: { gradeCode: number }) => q.gradeCode === 3)).toBe(true);
  });

  it('gives staff the full question and a student-scoped token no answer key, for every question', async () => {
    const staff = await h().login('demo-headmaster');
    const { token } = await studentSession();
    const { demoSchoolId } = await seededIds(h().db);
    const rows = await h()
      .db.select({ id: questions.id })
      .from(questions)
      .where(eq(questions.schoolId, demoSchoolId));
    let keysSeenByStaff = 0;
    for (const { id } of rows) {
      const teacherView = await get(`${C}/questions/${id}/preview?language=ENGLISH`, staff);
      if (findAnswerKeys(teacherView.resultData.question).length > 0) keysSeenByStaff++;
      const studentView = await get(`${C}/questions/${id}/preview`, token);
      expect(studentView.resultData.studentView).toBe(true);
      expect([id, findAnswerKeys(studentView.resultData.question)]).toEqual([id, []]);
    }
    expect(keysSeenByStaff).toBeGreaterThan(rows.length / 2);
  });

  it('checks a teacher trying a question without storing it', async () => {
    const ids = await seededIds(h().db);
    const id = await ids.questionOf('demo', 'MATH', 'COMPLETION');
    const key = String((await contentOf(id)).questionAnswer);
    const right = key
      .split('##')
      .map((blank) => blank.split('|')[0])
      .join('##');
    const response = await answer(id, await h().login('demo-headmaster'), {
      studentAnswer: right,
      combineQuestionId: null,
    });
    expect(response.body.resultData).toEqual({
      questionRightStatus: 'RIGHT',
      studentAnswer: right,
      childQuestions: null,
      eHomeworkId: null,
      version: null,
      // A teacher's try is no student's: no tries counted, no explanation sent with it.
      triesLeft: null,
      questionAnalysis: null,
    });
    const wrong = await answer(id, await h().login('demo-headmaster'), { studentAnswer: '0##0' });
    expect(wrong.body.resultData?.questionRightStatus).toBe('WRONG');
  });

  it('stores a student answer in the homework attempt, versions it and audits the score change', async () => {
    const { token, studentId, homework } = await studentSession();
    const questionId = homework.questionIds[0] ?? 0;
    const key = String((await contentOf(questionId)).questionAnswer);
    const right = key
      .split('##')
      .map((blank) => blank.split('|')[0])
      .join('##');
    const first = (
      await answer(questionId, token, {
        studentAnswer: 'wrong##wrong',
        childQuestions: null,
        eHomeworkId: homework.id,
      })
    ).body;
    expect(first.resultData).toMatchObject({ eHomeworkId: homework.id, version: 1 });
    const second = (await answer(questionId, token, { studentAnswer: right, eHomeworkId: homework.id })).body;
    expect(second.resultData).toMatchObject({
      questionRightStatus: 'RIGHT',
      eHomeworkId: homework.id,
      version: 2,
    });
    const [attempt] = await h()
      .db.select()
      .from(attempts)
      .where(and(eq(attempts.homeworkId, homework.id), eq(attempts.studentId, studentId)));
    const [stored] = await h()
      .db.select()
      .from(answers)
      .where(and(eq(answers.attemptId, attempt?.id ?? 0), eq(answers.questionId, questionId)));
    expect(stored).toMatchObject({ encodedAnswer: right, rightStatus: 'RIGHT', score: 10, version: 2 });
    const audit = await h()
      .db.select()
      .from(scoreAudit)
      .where(eq(scoreAudit.answerId, stored?.id ?? 0));
    expect(audit.map((row) => [row.oldScore, row.newScore, row.source])).toEqual([
      [null, 0, 'AUTO'],
      [0, 10, 'AUTO'],
    ]);
  });

  it('refuses a student answer holding a NUL character as a bad field, storing nothing', async () => {
    const { token, studentId, homework } = await studentSession();
    const questionId = homework.questionIds[0] ?? 0;
    const storedVersion = async () => {
      const [row] = await h()
        .db.select({ version: answers.version })
        .from(answers)
        .innerJoin(attempts, eq(attempts.id, answers.attemptId))
        .where(
          and(
            eq(attempts.homeworkId, homework.id),
            eq(attempts.studentId, studentId),
            eq(answers.questionId, questionId),
          ),
        );
      return row?.version ?? 0;
    };
    const before = await storedVersion();
    const response = await answer(questionId, token, { studentAnswer: 'a\u0000b##c' });
    // Refused by the contract's text type, before the engine reads it: no text of a request holds a NUL.
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(refusal('body.studentAnswer 的值無效', 100400));
    expect(await storedVersion()).toBe(before);
  });

  it('refuses an answer to another class homework (403), storing nothing', async () => {
    const { token } = await studentSession();
    const ids = await seededIds(h().db);
    const own = await ids.inProgressHomeworkOf(await ids.classIdByName('demo', '3A'), 'ENGLISH');
    const other = await ids.inProgressHomeworkOf(await ids.classIdByName('demo', '1A'), 'ENGLISH');
    const questionId = other.questionIds.find((id) => !own.questionIds.includes(id)) ?? 0;
    expect(questionId).toBeGreaterThan(0);
    const before = await h().db.select({ id: answers.id }).from(answers);
    const response = await answer(questionId, token, { studentAnswer: 'x', eHomeworkId: other.id });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ resultStatus: false, resultData: null, errorCode: 100403 });
    expect(await h().db.select({ id: answers.id }).from(answers)).toHaveLength(before.length);
  });

  it('keeps the score audit append-only', async () => {
    await expect(h().db.execute(sql`UPDATE score_audit SET new_score = 99`)).rejects.toThrow();
    await expect(h().db.execute(sql`DELETE FROM score_audit`)).rejects.toThrow();
  });

  it('checks a composite whole (childQuestions) and one sub-question (combineQuestionId)', async () => {
    const ids = await seededIds(h().db);
    const id = await ids.questionOf('demo', 'ENGLISH', 'COMBINATION_READING');
    const children = (await contentOf(id)).combinationQuestions ?? [];
    expect(children.length).toBeGreaterThan(1);
    const token = await h().login('demo-headmaster');
    const whole = (
      await answer(id, token, {
        childQuestions: children.map((child) => ({
          questionId: child.questionId,
          studentAnswer: rightAnswerOf(child),
        })),
      })
    ).body;
    expect(whole.resultData?.questionRightStatus).toBe('RIGHT');
    expect(whole.resultData?.childQuestions).toHaveLength(children.length);
    const first = children[0];
    const one = (
      await answer(first?.questionId ?? '', token, {
        combineQuestionId: id,
        studentAnswer: first ? rightAnswerOf(first) : '',
      })
    ).body;
    expect(one.resultData?.questionRightStatus).toBe('RIGHT');
    const missing = await answer('nope', token, { combineQuestionId: id, studentAnswer: '1' });
    expect(missing.status).toBe(404);
  });

  it('answers malformed encodings with a clear error and never a 500', async () => {
    const token = await h().login('demo-headmaster');
    const ids = await seededIds(h().db);
    const connecting = await ids.questionOf('demo', 'ENGLISH', 'CONNECTING');
    const garbled = await answer(connecting, token, { studentAnswer: ';;;;' });
    expect(garbled.status).toBe(200);
    expect(garbled.body).toMatchObject({ resultStatus: false, resultData: null, errorCode: 300101 });
    expect(garbled.body.errorMessage).toContain('CONNECTING');
    const nasty = [
      '',
      '##',
      '|||',
      '-',
      ';',
      '[U:',
      '[$$]',
      '\u0000',
      '💥'.repeat(50),
      'a'.repeat(19_000),
      '1-;-1',
      '{"x":1}',
    ];
    const { demoSchoolId } = await seededIds(h().db);
    const rows = await h()
      .db.select({ id: questions.id })
      .from(questions)
      .where(eq(questions.schoolId, demoSchoolId))
      .limit(60);
    for (const { id } of rows) {
      for (const studentAnswer of nasty) {
        const response = await answer(id, token, { studentAnswer });
        expect([id, studentAnswer.slice(0, 10), response.status < 500]).toEqual([
          id,
          studentAnswer.slice(0, 10),
          true,
        ]);
      }
    }
    const tooLong = await answer(connecting, token, { studentAnswer: 'a'.repeat(20_001) });
    expect(tooLong.status).toBe(400);
  });
});
