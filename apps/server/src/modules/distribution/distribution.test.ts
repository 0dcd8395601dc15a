import { readdirSync } from 'node:fs';
import {
  type CallName,
  type CallResult,
  type Envelope,
  ERROR_CODES,
  UPLOAD_KINDS,
} from '@harbour/api-client/contract';
import { hongKongDate } from '@harbour/domain';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { homeworks, workPapers } from '../../db/schema';
import { SAMPLE_FILES } from '../../storage/sample-files';
import { answerOf, type CallRequest, injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { multipartForm } from '../../test/multipart-form';
import { withInsertsRefused } from '../../test/refused-inserts';

const W = '/ael/school/practice/workpapers';
const DAY = 24 * 3600_000;

/** Every file under a folder (the local storage's uploads). */
function filesUnder(root: string | null): string[] {
  if (!root) return [];
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe.each(testDatabases())('task sheets and distribution on $name', (kind) => {
  const h = useHarness(kind);
  /** One call of the contract as an account, its answer typed by the call's schema. */
  const callAs = async <K extends CallName>(account: string, name: K, request: CallRequest<K> = {}) =>
    injectCall(h().app, name, { ...request, token: await h().login(account) });
  /** A raw request as an account (a body the call's types do not describe). */
  const rawAs = async (account: string, options: InjectOptions) => {
    const token = await h().login(account);
    return h().app.inject({ ...options, headers: { ...(options.headers ?? {}), accesstoken: token } });
  };
  /** A multipart upload of a task sheet, its answer parsed with createWorkPaper's schema. */
  const upload = async (
    account: string,
    fields: Record<string, string>,
    bytes: Buffer,
    fileName = 'sheet.pdf',
  ) => {
    const response = await rawAs(account, {
      method: 'POST',
      url: W,
      ...multipartForm(fields, { bytes, fileName, contentType: 'application/pdf' }),
    });
    const { status, body } = answerOf('createWorkPaper', response);
    return { status, body };
  };
  /** The id of an uploaded sheet (fails the test when the upload was refused). */
  const sheetId = (answer: { body: Envelope<CallResult<'createWorkPaper'>> }) => {
    if (!answer.body.resultData) throw new Error(`upload refused: ${answer.body.errorMessage}`);
    return answer.body.resultData.workPaperId;
  };
  const IN_TWO_DAYS = () => ({
    startTime: new Date(Date.now() - 3600_000).toISOString(),
    endTime: new Date(Date.now() + 2 * DAY).toISOString(),
  });
  const sheetCount = async () => Number((await h().db.select({ n: count() }).from(workPapers))[0]?.n);
  const fields = {
    workPaperName: 'Reading task sheet',
    subjectCode: 'ENGLISH',
    gradeCode: '3',
    workPaperDesc: 'Read;Answer',
  };

  it('stores a PDF checked by its bytes, lists it UNDISTRIBUTED, and serves it at its URL', async () => {
    const { body } = await upload('demo-teacher', fields, SAMPLE_FILES.pdf());
    if (!body.resultData) throw new Error(`upload refused: ${body.errorMessage}`);
    expect(body.resultData).toMatchObject({
      workPaperName: 'Reading task sheet',
      workPaperDesc: 'Read;Answer',
      status: 'UNDISTRIBUTED',
      eHomeworkId: null,
      fileName: 'sheet.pdf',
      fileSize: SAMPLE_FILES.pdf().byteLength,
    });
    const file = await h().app.inject({ method: 'GET', url: body.resultData.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const list = await callAs('demo-teacher', 'getWorkPapers', {
      query: { status: 'UNDISTRIBUTED', pageSize: 100 },
    });
    expect(list.body.resultData?.list.map((p) => p.workPaperId)).toContain(body.resultData.workPaperId);
  });

  it('refuses a PNG renamed to .pdf, a file above 20 MB, a 51-character name and a missing file, storing nothing', async () => {
    const before = await sheetCount();
    const filesBefore = filesUnder(h().app.storage.localRoot).length;
    const png = await upload('demo-teacher', fields, SAMPLE_FILES.png(), 'renamed.pdf');
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE });
    expect(png.body.errorMessage).toBe('上載失敗：file 須為 PDF 檔案');
    const longName = await upload(
      'demo-teacher',
      { ...fields, workPaperName: 'x'.repeat(51) },
      SAMPLE_FILES.pdf(),
    );
    expect(longName.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.HOMEWORK_NAME });
    const badGrade = await upload('demo-teacher', { ...fields, gradeCode: '12' }, SAMPLE_FILES.pdf());
    expect([badGrade.status, badGrade.body.errorMessage]).toEqual([400, 'body.gradeCode 的值無效']);
    const tooLarge = await upload(
      'demo-teacher',
      fields,
      Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(UPLOAD_KINDS.pdf.maxBytes)]),
    );
    expect([tooLarge.status, tooLarge.body.errorCode, tooLarge.body.errorMessage]).toEqual([
      200,
      ERROR_CODES.UPLOAD_TOO_LARGE,
      '上載失敗：file 大於 20 MB',
    ]);
    const noFile = await rawAs('demo-teacher', { method: 'POST', url: W, payload: fields });
    expect(noFile.statusCode).toBe(400);
    expect(await sheetCount()).toBe(before);
    expect(filesUnder(h().app.storage.localRoot)).toHaveLength(filesBefore);
  });

  it('distributes once as a processType 13 homework, with class and student progress', async () => {
    const seeded = await seededIds(h().db);
    const classId = await seeded.classIdByName('demo', '3A');
    const id = sheetId(
      await upload('demo-teacher', { ...fields, workPaperName: 'To distribute' }, SAMPLE_FILES.pdf()),
    );
    const window = {
      startTime: new Date(Date.now() - 3600_000).toISOString(),
      endTime: new Date(Date.now() + 2 * DAY).toISOString(),
    };
    const tooLate = await callAs('demo-teacher', 'distributeWorkPaper', {
      params: { workPaperId: id },
      body: {
        ...window,
        endTime: new Date(Date.now() - 3 * DAY).toISOString(),
        targets: [{ scope: 'SINGLE_CLASS', classId }],
      },
    });
    expect(tooLate.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.HOMEWORK_DATES });
    const done = await callAs('demo-teacher', 'distributeWorkPaper', {
      params: { workPaperId: id },
      body: { ...window, targets: [{ scope: 'SINGLE_CLASS', classId }] },
    });
    const eHomeworkId = done.body.resultData?.eHomeworkId ?? 0;
    const [homework] = await h().db.select().from(homeworks).where(eq(homeworks.id, eHomeworkId));
    expect(homework).toMatchObject({
      processType: '13',
      homeworkName: 'To distribute',
      workPaperDesc: 'Read;Answer',
    });
    const again = await callAs('demo-teacher', 'distributeWorkPaper', {
      params: { workPaperId: id },
      body: { ...window, targets: [{ scope: 'SINGLE_CLASS', classId }] },
    });
    expect(again.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.WORK_PAPER_DISTRIBUTED });

    const student = await seeded.firstStudentOf(classId);
    await seeded.submitHomework(eHomeworkId, student);
    const detail = await callAs('demo-teacher', 'getWorkPaperDetail', { params: { workPaperId: id } });
    const data = detail.body.resultData;
    expect(data?.workPaper).toMatchObject({ status: 'IN_PROGRESS', eHomeworkId, distributeObject: '3A' });
    expect(data?.classes).toHaveLength(1);
    expect(data?.classes[0]).toMatchObject({ className: '3A', finished: 1, inProgress: 0 });
    expect(data?.classes[0]?.notStarted).toBe((data?.classes[0]?.studentCount ?? 0) - 1);
    expect(data?.students.find((s) => s.studentId === student)?.status).toBe('FINISHED');
    const inProgress = await callAs('demo-teacher', 'getWorkPapers', {
      query: { status: 'IN_PROGRESS', pageSize: 100 },
    });
    expect(inProgress.body.resultData?.list.map((p) => p.workPaperId)).toContain(id);
    // In the published homework list it names its task sheet, whose PDF is its preview.
    const published = await callAs('demo-teacher', 'getPractices', { query: { keyword: 'To distribute' } });
    expect(published.body.resultData?.list.map((row) => [row.eHomeworkId, row.workPaperId])).toEqual([
      [eHomeworkId, id],
    ]);
    // So does the class's list of the day it is due (the dashboard's day list).
    const dueDay = await callAs('demo-teacher', 'getClassPracticeObjects', {
      params: { classId },
      query: { startDate: hongKongDate(new Date(window.endTime)) },
    });
    expect(
      dueDay.body.resultData?.filter((row) => row.eHomeworkId === eHomeworkId).map((row) => row.workPaperId),
    ).toEqual([id]);
    const deleteDistributed = await callAs('demo-teacher', 'deleteWorkPaper', {
      params: { workPaperId: id },
    });
    expect(deleteDistributed.body.errorCode).toBe(ERROR_CODES.WORK_PAPER_DISTRIBUTED);
  });

  it('deletes an undistributed sheet; another school and other subjects cannot reach it', async () => {
    const id = sheetId(
      await upload('demo-teacher', { ...fields, workPaperName: 'To delete' }, SAMPLE_FILES.pdf()),
    );
    const params = { workPaperId: id };
    expect((await callAs('other-headmaster', 'getWorkPaperDetail', { params })).status).toBe(404);
    expect((await callAs('demo-classteacher', 'getWorkPaperDetail', { params })).status).toBe(403);
    expect((await callAs('demo-classteacher', 'deleteWorkPaper', { params })).status).toBe(403);
    const deleted = await callAs('demo-teacher', 'deleteWorkPaper', { params });
    expect(deleted.body.resultData).toEqual({ workPaperId: id });
    expect(await h().db.select().from(workPapers).where(eq(workPapers.id, id))).toEqual([]);
  });

  it("serves a sheet's PDF only through the signed URL its readers get, sandboxed, and never after its deletion", async () => {
    const id = sheetId(
      await upload('demo-teacher', { ...fields, workPaperName: 'Private' }, SAMPLE_FILES.pdf()),
    );
    const [row] = await h().db.select().from(workPapers).where(eq(workPapers.id, id));
    const path = `/uploads/${row?.fileKey}`;
    // Without the signature: anonymous, another school, a teacher out of the sheet's scope, its own creator.
    for (const account of [null, 'other-headmaster', 'demo-classteacher', 'demo-teacher']) {
      const headers = account ? { accesstoken: await h().login(account) } : {};
      const response = await h().app.inject({ method: 'GET', url: path, headers });
      expect([account, response.statusCode]).toEqual([account, 403]);
    }
    const detail = await callAs('demo-teacher', 'getWorkPaperDetail', { params: { workPaperId: id } });
    const fileUrl = detail.body.resultData?.workPaper.fileUrl ?? '';
    expect(fileUrl).not.toBe('');
    const served = await h().app.inject({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-security-policy']).toMatch(
      /^sandbox; default-src 'none'; script-src 'none'/,
    );
    expect(filesUnder(h().app.storage.localRoot)).toContain(row?.fileKey.split('/').at(-1));

    await callAs('demo-teacher', 'deleteWorkPaper', { params: { workPaperId: id } });
    const gone = await h().app.inject({ method: 'GET', url: fileUrl });
    expect(gone.statusCode).toBe(404);
    expect(filesUnder(h().app.storage.localRoot)).not.toContain(row?.fileKey.split('/').at(-1));
  });

  it('publishes a distributed sheet again as a new undistributed sheet of the same PDF, kept until its last sheet goes', async () => {
    const seeded = await seededIds(h().db);
    const classId = await seeded.classIdByName('demo', '3A');
    const id = sheetId(
      await upload('demo-teacher', { ...fields, workPaperName: 'Again and again' }, SAMPLE_FILES.pdf()),
    );
    await callAs('demo-teacher', 'distributeWorkPaper', {
      params: { workPaperId: id },
      body: { ...IN_TWO_DAYS(), targets: [{ scope: 'SINGLE_CLASS', classId }] },
    });
    const before = await sheetCount();
    // Out of its subject: refused, nothing stored.
    expect((await callAs('demo-classteacher', 'copyWorkPaper', { params: { workPaperId: id } })).status).toBe(
      403,
    );
    expect((await callAs('other-headmaster', 'copyWorkPaper', { params: { workPaperId: id } })).status).toBe(
      404,
    );
    expect(await sheetCount()).toBe(before);

    const copied = await callAs('demo-teacher', 'copyWorkPaper', { params: { workPaperId: id } });
    const copy = copied.body.resultData;
    expect(copy).toMatchObject({
      workPaperName: 'Again and again',
      workPaperDesc: 'Read;Answer',
      subjectCode: 'ENGLISH',
      gradeCode: 3,
      status: 'UNDISTRIBUTED',
      eHomeworkId: null,
    });
    expect(copy?.workPaperId).not.toBe(id);
    expect(await sheetCount()).toBe(before + 1);
    const [original] = await h().db.select().from(workPapers).where(eq(workPapers.id, id));
    const [again] = await h()
      .db.select()
      .from(workPapers)
      .where(eq(workPapers.id, copy?.workPaperId ?? 0));
    expect(again?.fileKey).toBe(original?.fileKey);
    // The copy distributes to another class: a second publish of the same file.
    const otherClass = await seeded.classIdByName('demo', '3B');
    const second = await callAs('demo-teacher', 'distributeWorkPaper', {
      params: { workPaperId: copy?.workPaperId ?? 0 },
      body: { ...IN_TWO_DAYS(), targets: [{ scope: 'SINGLE_CLASS', classId: otherClass }] },
    });
    expect(second.body.resultData?.eHomeworkId).toBeGreaterThan(0);

    // Deleting an undistributed copy leaves the PDF its original still shows.
    const third = await callAs('demo-teacher', 'copyWorkPaper', { params: { workPaperId: id } });
    await callAs('demo-teacher', 'deleteWorkPaper', {
      params: { workPaperId: third.body.resultData?.workPaperId ?? 0 },
    });
    expect(filesUnder(h().app.storage.localRoot)).toContain(original?.fileKey.split('/').at(-1));
    const detail = await callAs('demo-teacher', 'getWorkPaperDetail', { params: { workPaperId: id } });
    const served = await h().app.inject({
      method: 'GET',
      url: detail.body.resultData?.workPaper.fileUrl ?? '',
    });
    expect(served.statusCode).toBe(200);
  });

  it('copies and deletes the same sheet at once: a copy that survives always keeps its PDF', async () => {
    const token = await h().login('demo-teacher');
    const as = { token };
    for (let round = 0; round < 25; round++) {
      const id = sheetId(
        await upload('demo-teacher', { ...fields, workPaperName: `Race ${round}` }, SAMPLE_FILES.pdf()),
      );
      const params = { workPaperId: id };
      const [copied, deleted] = await Promise.all([
        injectCall(h().app, 'copyWorkPaper', { ...as, params }),
        injectCall(h().app, 'deleteWorkPaper', { ...as, params }),
      ]);
      expect(deleted.status).toBe(200);
      // A copy either lost the race (the sheet was gone: 404) or exists with its file served.
      expect([200, 404]).toContain(copied.status);
      const copy = copied.body.resultData;
      if (!copy) continue;
      const served = await h().app.inject({ method: 'GET', url: copy.fileUrl });
      expect(served.statusCode).toBe(200);
      await injectCall(h().app, 'deleteWorkPaper', { ...as, params: { workPaperId: copy.workPaperId } });
    }
  });

  it('refuses a PDF with JavaScript and a non-PDF after a %PDF header, storing nothing', async () => {
    const before = await sheetCount();
    const filesBefore = filesUnder(h().app.storage.localRoot);
    const script = await upload('demo-teacher', fields, SAMPLE_FILES.pdfWithJavaScript());
    expect(script.body).toMatchObject({
      resultStatus: false,
      errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE,
      errorMessage: '上載失敗：file 含有程式碼、自動動作或內嵌檔案，不獲接受',
    });
    const fake = await upload('demo-teacher', fields, SAMPLE_FILES.notAPdf());
    expect(fake.body).toMatchObject({ resultStatus: false, errorMessage: '上載失敗：file 須為 PDF 檔案' });
    expect(await sheetCount()).toBe(before);
    expect(filesUnder(h().app.storage.localRoot)).toEqual(filesBefore);
  });

  it('leaves no file when the sheet is refused after its bytes were accepted', async () => {
    const before = await sheetCount();
    const filesBefore = filesUnder(h().app.storage.localRoot);
    await withInsertsRefused(h().db, 'work_papers', async () => {
      const refused = await upload('demo-teacher', fields, SAMPLE_FILES.pdf());
      expect(refused.body).toMatchObject({ resultStatus: false, resultData: null });
    });
    expect(await sheetCount()).toBe(before);
    expect(filesUnder(h().app.storage.localRoot)).toEqual(filesBefore);
  });
});
