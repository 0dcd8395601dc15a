import { ERROR_CODES } from '@harbour/api-client/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { answers, attempts, students, uploads } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { SAMPLE_FILES } from '../../storage/sample-files';
import { injectCall, uploadByGrant } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { distributeTaskSheet } from '../../test/task-sheets';
import { hashPassword } from '../auth';

const _DAY = 24 * 3600_000;

describe.each(testDatabases())('handing in a task sheet on $name', (kind) => {
  const h = useHarness(kind);
  let eHomeworkId = 0;
  let handInId = 0;
  let otherAccount = '';

  const studentToken = async (account: string) => {
    const { body } = await injectCall(h().app, 'studentLogin', {
      body: { account, password: DEMO_PASSWORD },
    });
    if (!body.resultData) throw new Error(`student login ${account} failed: ${body.errorMessage}`);
    return body.resultData.accessToken;
  };

  /** An upload through the essay photos' path: a grant of the kind, then the file's bytes. */
  const upload = (token: string, kind: 'image' | 'pdf', bytes: Buffer, name: string, type: string) =>
    uploadByGrant(h().app, token, { kind, bytes, name, type });

  const handIn = (token: string, imgUrl: string[]) =>
    injectCall(h().app, 'submitQuestionAnswer', {
      params: { questionId: String(handInId) },
      body: { studentAnswer: '', eHomeworkId, localAnswer: { answerType: 'PICTURE', imgUrl, text: '' } },
      token,
    });

  const storedAnswers = async () =>
    Number(
      (
        await h()
          .db.select({ n: count() })
          .from(answers)
          .innerJoin(attempts, eq(attempts.id, answers.attemptId))
          .where(eq(attempts.homeworkId, eHomeworkId))
      )[0]?.n,
    );

  beforeAll(async () => {
    const seeded = await seededIds(h().db);
    const classId = await seeded.classIdByName('demo', '3B');
    const teacher = await h().login('demo-teacher');
    eHomeworkId = await distributeTaskSheet(h().app, teacher, {
      name: 'Hand-in sheet',
      instructions: 'Fill in every blank;Hand in a photo',
      classIds: [classId],
    });
    // A student of another class (3A), with the demo password.
    const [other] = await h()
      .db.select()
      .from(students)
      .where(eq(students.classId, await seeded.classIdByName('demo', '3A')))
      .orderBy(asc(students.classNumber));
    if (!other) throw new Error('no student in 3A');
    otherAccount = other.account;
    await h()
      .db.update(students)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(students.id, other.id));
  });

  it("gives the student the sheet's PDF and instructions, with one hand-in question", async () => {
    const token = await studentToken('demo-student');
    const detail = (await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId }, token })).body
      .resultData;
    expect(detail?.workPaper).toMatchObject({
      name: 'Hand-in sheet',
      instructions: ['Fill in every blank', 'Hand in a photo'],
      fileName: 'sheet.pdf',
    });
    const pdf = await h().app.inject({ method: 'GET', url: detail?.workPaper?.fileUrl ?? '' });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    expect(detail?.questions.map((q) => q.questionType)).toEqual(['ESSAY']);
    handInId = detail?.questions[0]?.questionId ?? 0;
    // Outside the bank: a teacher's question search does not list it.
    const search = await injectCall(h().app, 'searchQuestions', {
      query: { subjectCode: 'ENGLISH', questionType: 'ESSAY', pageSize: 100 },
      token: await h().login('demo-teacher'),
    });
    expect(search.body.resultData?.list.map((q) => q.questionId)).not.toContain(handInId);
  });

  it('hands in a photo and a PDF of the completed sheet, unmarked until a teacher marks it', async () => {
    const token = await studentToken('demo-student');
    const photo = await upload(token, 'image', SAMPLE_FILES.png(), 'page1.png', 'image/png');
    const pdf = await upload(token, 'pdf', SAMPLE_FILES.pdf(), 'done.pdf', 'application/pdf');
    expect([photo.resultStatus, pdf.resultStatus]).toEqual([true, true]);
    const saved = await handIn(token, [photo.resultData?.url ?? '', pdf.resultData?.url ?? '']);
    expect(saved.body.resultStatus).toBe(true);
    const [row] = await h()
      .db.select({ localAnswer: answers.localAnswer, rightStatus: answers.rightStatus })
      .from(answers)
      .innerJoin(attempts, and(eq(attempts.id, answers.attemptId), eq(attempts.homeworkId, eHomeworkId)));
    expect(row).toEqual({
      localAnswer: { answerType: 'PICTURE', imgUrl: [photo.resultData?.key, pdf.resultData?.key], text: '' },
      rightStatus: 'NOT_CORRECT',
    });
    const submitted = await injectCall(h().app, 'submitStudentHomework', {
      params: { eHomeworkId },
      body: { timeUp: false },
      token,
    });
    expect(submitted.body.resultStatus).toBe(true);
  });

  it('refuses a file whose bytes are not a PDF or an image, naming the field and storing nothing', async () => {
    const token = await studentToken('demo-student');
    const before = Number((await h().db.select({ n: count() }).from(uploads))[0]?.n);
    for (const [kind, bytes, name, type] of [
      ['pdf', SAMPLE_FILES.png(), 'renamed.pdf', 'application/pdf'],
      ['pdf', SAMPLE_FILES.text(), 'notes.pdf', 'application/pdf'],
      ['image', SAMPLE_FILES.text(), 'notes.png', 'image/png'],
    ] as const) {
      const refused = await upload(token, kind, bytes, name, type);
      expect(refused).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE });
      expect(refused.errorMessage).toContain('file');
    }
    expect(Number((await h().db.select({ n: count() }).from(uploads))[0]?.n)).toBe(before);
  });

  it('refuses the hand-in of a student of another class, storing nothing', async () => {
    const token = await studentToken(otherAccount);
    const photo = await upload(token, 'image', SAMPLE_FILES.png(), 'page1.png', 'image/png');
    const before = await storedAnswers();
    const refused = await handIn(token, [photo.resultData?.url ?? '']);
    expect(refused.body.resultStatus).toBe(false);
    expect(await storedAnswers()).toBe(before);
    const detail = await injectCall(h().app, 'getStudentHomework', { params: { eHomeworkId }, token });
    expect(detail.body.resultStatus).toBe(false);
  });
});
