import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@harbour/api-client/contract';
import { createLocalStorage, storageFromConfig } from '../../storage';
import { multipartBody, SAMPLE_FILES } from '../../storage/sample-files';
import { testDatabases } from '../../test/databases';
import { seededIds } from '../../test/fixtures';
import { useHarness } from '../../test/harness';

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

  async function authorise(token: string, kindName: string) {
    const response = await h().app.inject({
      method: 'GET',
      url: `${C}/oss/auth?kind=${kindName}`,
      headers: { accesstoken: token },
    });
    expect(response.statusCode).toBe(200);
    return response.json().resultData as { uploadUrl: string; keyPrefix: string; maxBytes: number };
  }

  async function upload(token: string, uploadUrl: string, body: ReturnType<typeof multipartBody>) {
    return h().app.inject({
      method: 'POST',
      url: uploadUrl,
      headers: { ...body.headers, accesstoken: token },
      payload: body.payload,
    });
  }

  it('authorises an upload scoped to the school, the user and the kind', async () => {
    const token = await h().login('demo-teacher');
    const ids = await seededIds(h().db);
    const response = await h().app.inject({
      method: 'GET',
      url: `${C}/oss/auth?kind=audio`,
      headers: { accesstoken: token },
    });
    expect(response.json()).toEqual({
      resultStatus: true,
      resultData: {
        provider: 'local',
        kind: 'audio',
        keyPrefix: expect.stringMatching(new RegExp(`^schools/${ids.demoSchoolId}/users/\\d+/audio/$`)),
        uploadUrl: expect.stringMatching(/^\/ael\/school\/common\/oss\/upload\?token=[\w.%-]+$/),
        expiresAt: expect.any(String),
        maxBytes: 20 * 1_048_576,
        accept: ['audio/mpeg'],
        oss: null,
      },
      errorMessage: null,
      errorCode: null,
    });
    const expires = Date.parse(response.json().resultData.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(10 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000);
  });

  it('stores a PNG photo under the prefix and serves it back at its URL', async () => {
    const token = await h().login('demo-teacher');
    const grant = await authorise(token, 'image');
    const png = SAMPLE_FILES.png();
    // The declared name and type say nothing: the bytes are a PNG.
    const response = await upload(token, grant.uploadUrl, multipartBody(png, 'photo.jpeg', 'image/jpeg'));
    expect(response.statusCode).toBe(200);
    const stored = response.json().resultData;
    expect(stored).toEqual({
      key: expect.stringMatching(new RegExp(`^${grant.keyPrefix}\\d{8}/[0-9a-f]{24}\\.png$`)),
      url: expect.stringMatching(/^\/uploads\/schools\/.+\.png$/),
      size: png.byteLength,
      contentType: 'image/png',
    });
    const served = await h().app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
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
      expect([kindName, response.json().resultData?.contentType]).toEqual([kindName, contentType]);
    }
  });

  it('refuses a PNG renamed .pdf with "Upload failed" naming the field, in hk and en, and stores nothing', async () => {
    const token = await h().freshLogin('demo-headmaster');
    const before = await filesUnder(folder);
    for (const [locale, message] of [
      ['hk', '上載失敗：file 須為 PDF 檔案'],
      ['en', 'Upload failed: file must be a PDF file'],
    ] as const) {
      const switched = await h().app.inject({
        method: 'POST',
        url: `${C}/language/switch`,
        headers: { accesstoken: token },
        payload: { locale },
      });
      expect(switched.statusCode).toBe(200);
      const grant = await authorise(token, 'pdf');
      const response = await upload(
        token,
        grant.uploadUrl,
        multipartBody(SAMPLE_FILES.png(), 'task-sheet.pdf', 'application/pdf'),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        resultStatus: false,
        resultData: null,
        errorMessage: message,
        errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE,
      });
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
      expect([url.slice(0, 40), response.statusCode]).toEqual([url.slice(0, 40), status]);
      expect(response.json()).toMatchObject({ resultStatus: false, resultData: null });
      expect(response.json().errorMessage).toMatch(/Upload failed|上載失敗|body|query/);
    }
    const notMultipart = await h().app.inject({
      method: 'POST',
      url: image.uploadUrl,
      headers: { accesstoken: token, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().errorMessage).toMatch(/file/);
    expect(await filesUnder(folder)).toEqual(before);
  });

  it("refuses another user's upload token (403) and an anonymous upload (401)", async () => {
    const teacher = await h().login('demo-teacher');
    const otherSchool = await h().login('other-teacher');
    const grant = await authorise(teacher, 'image');
    const body = multipartBody(SAMPLE_FILES.png(), 'a.png', 'image/png');
    expect((await upload(otherSchool, grant.uploadUrl, body)).statusCode).toBe(403);
    expect((await upload(await h().login('demo-panel'), grant.uploadUrl, body)).statusCode).toBe(403);
    const anonymous = await h().app.inject({ method: 'POST', url: grant.uploadUrl, ...body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a simulated student upload a recording under their own prefix', async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '3A');
    const studentId = await ids.firstStudentOf(classId);
    const teacher = await h().login('demo-teacher');
    const simulated = await h().app.inject({
      method: 'POST',
      url: `${C}/login/simulate`,
      headers: { accesstoken: teacher },
      payload: { studentId },
    });
    const studentToken = simulated.json().resultData.accessToken as string;
    const grant = await authorise(studentToken, 'audio');
    expect(grant.keyPrefix).toBe(`schools/${ids.demoSchoolId}/users/s${studentId}/audio/`);
    const response = await upload(
      studentToken,
      grant.uploadUrl,
      multipartBody(SAMPLE_FILES.mp3(), '1700000000000.mp3', 'audio/mpeg'),
    );
    expect(response.json().resultData).toMatchObject({ contentType: 'audio/mpeg' });
    // The teacher's own grant is not the student's.
    expect(
      (await upload(teacher, grant.uploadUrl, multipartBody(SAMPLE_FILES.mp3(), 'a', 'x'))).statusCode,
    ).toBe(403);
  });

  it('documents the calls under the files tag', async () => {
    const document = (await h().app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(document.paths[`${C}/oss/auth`].get.tags).toEqual(['files']);
    expect(document.paths[`${C}/oss/upload`].post.tags).toEqual(['files']);
  });
});

/** A stand-in for the OSS endpoint (the network side only): it records every PUT and answers 200. */
const ossObjects = new Map<string, { type: string; body: Buffer }>();
const fakeOss = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (request.method === 'PUT' && String(request.headers.authorization).startsWith('OSS test-id:'))
    ossObjects.set(request.url ?? '', {
      type: String(request.headers['content-type']),
      body: Buffer.concat(chunks),
    });
  response.writeHead(request.method === 'PUT' ? 200 : 403, { ETag: '"fake"', 'content-length': '0' });
  response.end();
});
await new Promise<void>((resolve) => fakeOss.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  await new Promise((resolve) => fakeOss.close(resolve));
});

describe.each(testDatabases())('uploads with STORAGE=oss on $name', (kind) => {
  const h = useHarness(kind, {
    storage: storageFromConfig({
      STORAGE: 'oss',
      DATA_DIR: root,
      OSS_REGION: 'oss-cn-hongkong',
      OSS_BUCKET: 'harbour-test',
      OSS_ACCESS_KEY_ID: 'test-id',
      OSS_ACCESS_KEY_SECRET: 'test-secret',
      OSS_ENDPOINT: `http://127.0.0.1:${(fakeOss.address() as AddressInfo).port}`,
      OSS_PUBLIC_URL: 'https://cdn.example',
      UPLOAD_TOKEN_SECRET: 'oss files test secret',
    }),
  });

  it("lets pages load the bucket's files (content security policy)", async () => {
    const response = await h().app.inject({ method: 'GET', url: '/media/pictures/math-1.svg' });
    const policy = response.headers['content-security-policy'];
    for (const directive of ['img-src', 'media-src', 'frame-src'])
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.example`));
  });

  it('authorises with a PostObject policy for the school prefix and stores the checked bytes in the bucket', async () => {
    const ids = await seededIds(h().db);
    const token = await h().login('demo-teacher');
    const auth = (
      await h().app.inject({
        method: 'GET',
        url: `${C}/oss/auth?kind=image`,
        headers: { accesstoken: token },
      })
    ).json().resultData;
    expect(auth).toMatchObject({
      provider: 'oss',
      keyPrefix: expect.stringMatching(`^schools/${ids.demoSchoolId}/`),
    });
    const policy = JSON.parse(Buffer.from(auth.oss.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual([
      ['starts-with', '$key', auth.keyPrefix],
      ['content-length-range', 1, 10 * 1_048_576],
    ]);
    expect(auth.oss).toMatchObject({
      accessKeyId: 'test-id',
      bucketName: 'harbour-test',
      signature: expect.any(String),
    });
    expect(JSON.stringify(auth)).not.toContain('test-secret');

    const png = SAMPLE_FILES.png();
    const upload = multipartBody(png, 'a.png', 'image/png');
    const stored = (
      await h().app.inject({
        method: 'POST',
        url: auth.uploadUrl,
        headers: { ...upload.headers, accesstoken: token },
        payload: upload.payload,
      })
    ).json();
    expect(stored.resultStatus, stored.errorMessage).toBe(true);
    expect(stored.resultData.url).toBe(`https://cdn.example/${stored.resultData.key}`);
    expect(ossObjects.get(`/${stored.resultData.key}`)).toEqual({ type: 'image/png', body: png });

    const before = ossObjects.size;
    const body = multipartBody(SAMPLE_FILES.pdf(), 'a.png', 'image/png');
    const refused = await h().app.inject({
      method: 'POST',
      url: auth.uploadUrl,
      headers: { ...body.headers, accesstoken: token },
      payload: body.payload,
    });
    expect(refused.json()).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE });
    expect(ossObjects.size).toBe(before);
  });
});
