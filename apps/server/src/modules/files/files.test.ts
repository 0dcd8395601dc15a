import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES, type UploadKind } from '@harbour/api-client/contract';
import { hongKongDate, hongKongDayStart } from '@harbour/domain';
import { eq, sql } from 'drizzle-orm';
import { staffUsers, uploads } from '../../db/schema';
import { createLocalStorage, SIGNED_URL_TTL_MS } from '../../storage';
import { multipartBody, SAMPLE_FILES } from '../../storage/sample-files';
import { answerOf, injectCall, refusal, refusalOf } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { fakeOssStorage } from '../../test/fake-oss';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';
import { withInsertsRefused } from '../../test/refused-inserts';
import { DAILY_UPLOAD_QUOTA } from './commit';

const C = '/ael/school/common';

/** Every file under a folder, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const root = await mkdtemp(join(tmpdir(), 'harbour-files-test-'));
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe.each(testDatabases())('uploads on $name', (kind) => {
  const folder = join(root, kind.name);
  const h = useHarness(kind, { storage: createLocalStorage({ root: folder, secret: 'files test secret' }) });

  async function authorise(token: string, kind: UploadKind) {
    const { status, body } = await injectCall(h().app, 'getOssAuth', { query: { kind }, token });
    expect(status).toBe(200);
    if (!body.resultData) throw new Error(`no grant: ${body.errorMessage}`);
    return body.resultData;
  }

  /** Posts a multipart upload to a grant's URL; the answer is read as the uploadFile call's. */
  async function upload(token: string, uploadUrl: string, body: ReturnType<typeof multipartBody>) {
    const response = await h().app.inject({
      method: 'POST',
      url: uploadUrl,
      headers: { ...body.headers, accesstoken: token },
      payload: body.payload,
    });
    return answerOf('uploadFile', response);
  }

  /** Uploads a file through a fresh grant of `kind`: what the storage answered it stored. */
  async function store(token: string, kind: UploadKind, body: ReturnType<typeof multipartBody>) {
    const grant = await authorise(token, kind);
    const stored = (await upload(token, grant.uploadUrl, body)).body.resultData;
    if (!stored) throw new Error('not stored');
    return stored;
  }

  it('authorises an upload scoped to the school, the user and the kind', async () => {
    const token = await h().login('demo-teacher');
    const ids = await seededIds(h().db);
    const response = await injectCall(h().app, 'getOssAuth', { query: { kind: 'audio' }, token });
    expect(response.body).toEqual({
      resultStatus: true,
      resultData: {
        provider: 'local',
        kind: 'audio',
        keyPrefix: expect.stringMatching(new RegExp(`^schools/${ids.demoSchoolId}/users/\\d+/audio/$`)),
        uploadUrl: expect.stringMatching(/^\/ael\/school\/common\/oss\/upload\?token=[\w.%-]+$/),
        multipartUrl: expect.stringMatching(/^\/ael\/school\/common\/oss\/multipart\?token=[\w.%-]+$/),
        expiresAt: expect.any(String),
        maxBytes: 20 * 1_048_576,
        accept: ['audio/mpeg'],
        oss: null,
      },
      errorMessage: null,
      errorCode: null,
    });
    const expires = Date.parse(response.body.resultData?.expiresAt ?? '') - Date.now();
    expect(expires).toBeGreaterThan(10 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000);
  });

  it('stores a PNG photo under the prefix and serves it back at its URL', async () => {
    const token = await h().login('demo-teacher');
    const grant = await authorise(token, 'image');
    const png = SAMPLE_FILES.png();
    // The declared name and type say nothing: the bytes are a PNG.
    const response = await upload(token, grant.uploadUrl, multipartBody(png, 'photo.jpeg', 'image/jpeg'));
    expect(response.status).toBe(200);
    const stored = response.body.resultData;
    expect(stored).toEqual({
      key: expect.stringMatching(new RegExp(`^${grant.keyPrefix}\\d{8}/[0-9a-f]{24}\\.png$`)),
      url: expect.stringMatching(/^\/uploads\/schools\/.+\.png\?expires=\d+&signature=[\w-]+$/),
      size: png.byteLength,
      contentType: 'image/png',
    });
    const served = await h().app.inject({ method: 'GET', url: stored?.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('serves a stored file only through its short-lived signed URL, never to be cached by others', async () => {
    const token = await h().login('demo-teacher');
    const stored = await store(token, 'image', multipartBody(SAMPLE_FILES.png(), 'a.png', 'x'));
    const path = `/uploads/${stored.key}`;
    const signed = new URL(stored.url, 'http://x').searchParams;
    const expired = h().app.storage.signedUrl(stored.key, Date.now() - SIGNED_URL_TTL_MS - 60_000);
    const otherKey = stored.key.replace(/[0-9a-f]{24}\.png$/, `${'0'.repeat(24)}.png`);
    const refused = [
      // No signature: anonymous, another school's teacher, even the uploader with their token.
      [path, {}],
      [path, { accesstoken: await h().login('other-teacher') }],
      [path, { accesstoken: token }],
      [`${path}?expires=${signed.get('expires')}&signature=${'A'.repeat(43)}`, {}],
      [`${path}?expires=${Number(signed.get('expires')) + 1}&signature=${signed.get('signature')}`, {}],
      [`/uploads/${otherKey}?${signed.toString()}`, {}],
      [expired, {}],
    ] as const;
    for (const [url, headers] of refused) {
      const response = await h().app.inject({ method: 'GET', url, headers });
      expect([url.slice(-60), response.statusCode]).toEqual([url.slice(-60), 403]);
      expect(refusalOf(response)).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.FORBIDDEN });
    }
    const served = await h().app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a PDF with a sandboxing content security policy: its scripts, if any, never run', async () => {
    const token = await h().login('demo-teacher');
    const stored = await store(token, 'pdf', multipartBody(SAMPLE_FILES.pdf(), 'a.pdf', 'x'));
    const served = await h().app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    const policy = String(served.headers['content-security-policy']).split(/;\s*/);
    expect(policy).toEqual(expect.arrayContaining(['sandbox', "script-src 'none'", "default-src 'none'"]));
    expect(served.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a PDF with JavaScript or an attachment a viewer reads, and a non-PDF after a %PDF header, storing nothing', async () => {
    const token = await h().login('demo-teacher');
    const before = await filesUnder(folder);
    const [{ count: rowsBefore = 0 } = {}] = await h()
      .db.select({ count: sql<number>`count(*)::int` })
      .from(uploads);
    const activeContent = '上載失敗：file 含有程式碼、自動動作或內嵌檔案，不獲接受';
    for (const [bytes, message] of [
      [SAMPLE_FILES.pdfWithJavaScript(), activeContent],
      [SAMPLE_FILES.pdfWithShadowedScript(), activeContent],
      [SAMPLE_FILES.pdfWithScriptInUntypedObjectStream(), activeContent],
      [SAMPLE_FILES.pdfWithFileAttachmentAnnotation(), activeContent],
      [SAMPLE_FILES.notAPdf(), '上載失敗：file 須為 PDF 檔案'],
    ] as const) {
      const grant = await authorise(token, 'pdf');
      const response = await upload(token, grant.uploadUrl, multipartBody(bytes, 'a.pdf', 'application/pdf'));
      expect(response.body).toEqual(refusal(message, ERROR_CODES.UPLOAD_WRONG_TYPE));
    }
    expect(await filesUnder(folder)).toEqual(before);
    const [{ count: rowsAfter = 0 } = {}] = await h()
      .db.select({ count: sql<number>`count(*)::int` })
      .from(uploads);
    expect(rowsAfter).toBe(rowsBefore);
  });

  it('spends a grant on its first upload: a second one, or racing ones, store one file', async () => {
    const token = await h().login('demo-classteacher');
    const once = await authorise(token, 'image');
    const body = () => multipartBody(SAMPLE_FILES.png(), 'a.png', 'image/png');
    expect((await upload(token, once.uploadUrl, body())).body.resultStatus).toBe(true);
    const before = await filesUnder(folder);
    const again = await upload(token, once.uploadUrl, body());
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      resultStatus: false,
      errorCode: ERROR_CODES.VALIDATION,
      errorMessage: '上載失敗：此上載授權已使用，請重新取得授權',
    });
    const racing = await authorise(token, 'image');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => upload(token, racing.uploadUrl, body())),
    );
    expect(results.map((result) => result.body.resultStatus).sort()).toEqual([false, false, false, true]);
    expect(results.filter((result) => result.status === 400)).toHaveLength(3);
    expect(await filesUnder(folder)).toHaveLength(before.length + 1);
  });

  it('refuses an upload beyond the daily quota (429) and stores nothing', async () => {
    const token = await h().login('demo-director');
    const ids = await seededIds(h().db);
    const [director] = await h()
      .db.select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.account, 'demo-director'));
    const owner = String(director?.id);
    const rows = Array.from({ length: DAILY_UPLOAD_QUOTA - 1 }, (_, index) => ({
      schoolId: ids.demoSchoolId,
      owner,
      kind: 'image',
      fileKey: `schools/${ids.demoSchoolId}/users/${owner}/image/x/${index}.png`,
      size: 1,
    }));
    await h().db.insert(uploads).values(rows);
    // Yesterday's uploads do not count.
    await h()
      .db.insert(uploads)
      .values({
        ...rows[0]!,
        createdAt: new Date(hongKongDayStart(hongKongDate(new Date())).getTime() - 1000),
      });
    const body = () => multipartBody(SAMPLE_FILES.png(), 'a.png', 'image/png');
    const last = await upload(token, (await authorise(token, 'image')).uploadUrl, body());
    expect(last.body.resultStatus).toBe(true);
    const before = await filesUnder(folder);
    const over = await upload(token, (await authorise(token, 'image')).uploadUrl, body());
    expect(over.status).toBe(429);
    expect(over.body).toEqual(
      refusal(
        `上載失敗：你今日已上載 ${DAILY_UPLOAD_QUOTA} 個檔案，已達上限，請明天再試`,
        ERROR_CODES.RATE_LIMITED,
      ),
    );
    expect(await filesUnder(folder)).toEqual(before);
    await h().db.delete(uploads).where(eq(uploads.owner, owner));
  });

  it('leaves no file when the write fails after the bytes were accepted', async () => {
    const token = await h().login('demo-teacher');
    const before = await filesUnder(folder);
    await withInsertsRefused(h().db, 'uploads', async () => {
      const grant = await authorise(token, 'image');
      const response = await upload(token, grant.uploadUrl, multipartBody(SAMPLE_FILES.png(), 'a.png', 'x'));
      expect(response.body).toMatchObject({ resultStatus: false, resultData: null });
    });
    expect(await filesUnder(folder)).toEqual(before);
  });

  it('stores an mp3 recording and a PDF task sheet', async () => {
    const token = await h().login('demo-classteacher');
    for (const [kindName, bytes, contentType] of [
      ['audio', SAMPLE_FILES.mp3(), 'audio/mpeg'],
      ['pdf', SAMPLE_FILES.pdf(), 'application/pdf'],
    ] as const) {
      const grant = await authorise(token, kindName);
      const response = await upload(
        token,
        grant.uploadUrl,
        multipartBody(bytes, 'x', 'application/octet-stream'),
      );
      expect([kindName, response.body.resultData?.contentType]).toEqual([kindName, contentType]);
    }
  });

  it('refuses a PNG renamed .pdf with "Upload failed" naming the field, in hk and en, and stores nothing', async () => {
    const token = await h().freshLogin('demo-headmaster');
    const before = await filesUnder(folder);
    for (const [locale, message] of [
      ['hk', '上載失敗：file 須為 PDF 檔案'],
      ['en', 'Upload failed: file must be a PDF file'],
    ] as const) {
      const switched = await injectCall(h().app, 'switchLanguage', { body: { locale }, token });
      expect(switched.status).toBe(200);
      const grant = await authorise(token, 'pdf');
      const response = await upload(
        token,
        grant.uploadUrl,
        multipartBody(SAMPLE_FILES.png(), 'task-sheet.pdf', 'application/pdf'),
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual(refusal(message, ERROR_CODES.UPLOAD_WRONG_TYPE));
    }
    expect(await filesUnder(folder)).toEqual(before);
  });

  it('answers each refusal with an envelope and stores nothing', async () => {
    const token = await h().login('demo-panel');
    const before = await filesUnder(folder);
    const image = await authorise(token, 'image');
    const audio = await authorise(token, 'audio');
    const cases = [
      // An mp3 sent for a photo, and a photo for a recording.
      [image.uploadUrl, multipartBody(SAMPLE_FILES.mp3(), 'a.png', 'image/png'), 200],
      [audio.uploadUrl, multipartBody(SAMPLE_FILES.jpeg(), 'a.mp3', 'audio/mpeg'), 200],
      // Plain text, an empty file, the wrong part name.
      [image.uploadUrl, multipartBody(SAMPLE_FILES.text(), 'a.png', 'image/png'), 200],
      [image.uploadUrl, multipartBody(Buffer.alloc(0), 'a.png', 'image/png'), 200],
      [image.uploadUrl, multipartBody(SAMPLE_FILES.png(), 'a.png', 'image/png', 'photo'), 400],
      // Over the 10 MB of an image.
      [image.uploadUrl, multipartBody(Buffer.alloc(10 * 1_048_576 + 10, 1), 'a.png', 'image/png'), 200],
      // A forged or missing token: malformed requests (400).
      [`${C}/oss/upload?token=abc.def`, multipartBody(SAMPLE_FILES.png(), 'a.png', 'image/png'), 400],
      [`${C}/oss/upload`, multipartBody(SAMPLE_FILES.png(), 'a.png', 'image/png'), 400],
    ] as const;
    for (const [url, body, status] of cases) {
      const response = await upload(token, url, body);
      expect([url.slice(0, 40), response.status]).toEqual([url.slice(0, 40), status]);
      expect(response.body).toMatchObject({ resultStatus: false, resultData: null });
      expect(response.body.errorMessage).toMatch(/Upload failed|上載失敗|body|query/);
    }
    const notMultipart = await h().app.inject({
      method: 'POST',
      url: image.uploadUrl,
      headers: { accesstoken: token, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(answerOf('uploadFile', notMultipart).body.errorMessage).toMatch(/file/);
    expect(await filesUnder(folder)).toEqual(before);
  });

  it("refuses another user's upload token (403) and an anonymous upload (401)", async () => {
    const teacher = await h().login('demo-teacher');
    const otherSchool = await h().login('other-teacher');
    const grant = await authorise(teacher, 'image');
    const body = multipartBody(SAMPLE_FILES.png(), 'a.png', 'image/png');
    expect((await upload(otherSchool, grant.uploadUrl, body)).status).toBe(403);
    expect((await upload(await h().login('demo-panel'), grant.uploadUrl, body)).status).toBe(403);
    const anonymous = await h().app.inject({ method: 'POST', url: grant.uploadUrl, ...body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a simulated student upload a recording under their own prefix', async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '3A');
    const studentId = await ids.firstStudentOf(classId);
    const teacher = await h().login('demo-teacher');
    const simulated = await injectCall(h().app, 'simulateLogin', { body: { studentId }, token: teacher });
    const studentToken = simulated.body.resultData?.accessToken ?? '';
    const grant = await authorise(studentToken, 'audio');
    expect(grant.keyPrefix).toBe(`schools/${ids.demoSchoolId}/users/s${studentId}/audio/`);
    const response = await upload(
      studentToken,
      grant.uploadUrl,
      multipartBody(SAMPLE_FILES.mp3(), '1700000000000.mp3', 'audio/mpeg'),
    );
    expect(response.body.resultData).toMatchObject({ contentType: 'audio/mpeg' });
    // The teacher's own grant is not the student's.
    expect((await upload(teacher, grant.uploadUrl, multipartBody(SAMPLE_FILES.mp3(), 'a', 'x'))).status).toBe(
      403,
    );
  });

  it('documents the calls under the files tag', async () => {
    const document = (await h().app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(document.paths[`${C}/oss/auth`].get.tags).toEqual(['files']);
    expect(document.paths[`${C}/oss/upload`].post.tags).toEqual(['files']);
  });
});

const { objects: ossObjects, storage: ossStorage } = fakeOssStorage('oss files test secret');

describe.each(testDatabases())('uploads with STORAGE=oss on $name', (kind) => {
  const h = useHarness(kind, {
    storage: ossStorage(),
  });

  it("lets pages load the bucket's files (content security policy)", async () => {
    const response = await h().app.inject({ method: 'GET', url: '/media/pictures/math-1.svg' });
    const policy = response.headers['content-security-policy'];
    for (const directive of ['img-src', 'media-src', 'connect-src'])
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://harbour-test\\.oss\\.example`));
  });

  it('authorises one upload for the school prefix (no direct-to-OSS policy) and commits the checked bytes under it', async () => {
    ossObjects.clear();
    const ids = await seededIds(h().db);
    const token = await h().login('demo-teacher');
    const auth = (await injectCall(h().app, 'getOssAuth', { query: { kind: 'image' }, token })).body
      .resultData;
    if (!auth) throw new Error('no grant');
    expect(auth).toMatchObject({
      provider: 'oss',
      keyPrefix: expect.stringMatching(`^schools/${ids.demoSchoolId}/`),
      oss: null,
    });
    expect(JSON.stringify(auth)).not.toContain('test-secret');

    const png = SAMPLE_FILES.png();
    const upload = multipartBody(png, 'a.png', 'image/png');
    const answer = answerOf(
      'uploadFile',
      await h().app.inject({
        method: 'POST',
        url: auth.uploadUrl,
        headers: { ...upload.headers, accesstoken: token },
        payload: upload.payload,
      }),
    ).body;
    const stored = answer.resultData;
    if (!stored) throw new Error(`not stored: ${answer.errorMessage}`);
    expect(stored.url).toBe(
      `https://harbour-test.oss.example/${stored.key}?Expires=${SIGNED_URL_TTL_MS / 1000}&Signature=s`,
    );
    // Committed under its key; the temporary key is gone.
    expect([...ossObjects.keys()]).toEqual([stored.key]);
    expect(ossObjects.get(stored.key)).toEqual({ type: 'image/png', body: png });

    const second = (await injectCall(h().app, 'getOssAuth', { query: { kind: 'image' }, token })).body
      .resultData;
    const body = multipartBody(SAMPLE_FILES.pdf(), 'a.png', 'image/png');
    const refused = await h().app.inject({
      method: 'POST',
      url: second?.uploadUrl ?? '',
      headers: { ...body.headers, accesstoken: token },
      payload: body.payload,
    });
    expect(answerOf('uploadFile', refused).body).toMatchObject({
      resultStatus: false,
      errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE,
    });
    expect([...ossObjects.keys()]).toEqual([stored.key]);
  });
});
