import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CallName,
  type CallResult,
  type Envelope,
  ERROR_CODES,
  type UploadKind,
} from '@harbour/api-client/contract';
import { UPLOAD_PART_SIZE } from '@harbour/domain';
import { eq } from 'drizzle-orm';
import { staffUsers, uploads } from '../../db/schema';
import { createLocalStorage } from '../../storage';
import { SAMPLE_FILES } from '../../storage/sample-files';
import { refusal } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { fakeOssStorage } from '../../test/fake-oss';
import { useHarness } from '../../test/harness';
import { DAILY_UPLOAD_QUOTA } from './commit';
import { createUploadParts } from './multipart';

// Uploads in parts (question-engine spec §7) over real HTTP: initiate, parts of at most 256000 bytes, complete.

const C = '/ael/school/common';
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** Every file under a folder, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A 600 kB mp3: a real mp3 of the question bank followed by more of its frames' bytes. */
function mp3Of(size: number): Buffer {
  const sample = SAMPLE_FILES.mp3();
  return Buffer.concat(Array.from({ length: Math.ceil(size / sample.byteLength) }, () => sample)).subarray(
    0,
    size,
  );
}

const root = await mkdtemp(join(tmpdir(), 'harbour-multipart-test-'));
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A client of one server over HTTP: each call's envelope, typed by the call. */
function httpClient(base: () => string) {
  async function send<K extends CallName>(
    _name: K,
    token: string,
    method: string,
    path: string,
    body?: Uint8Array | object,
  ): Promise<{ status: number; body: Envelope<CallResult<K>> }> {
    const headers: Record<string, string> = { accesstoken: token };
    let payload: Uint8Array | string | undefined;
    if (body instanceof Uint8Array) {
      headers['content-type'] = 'application/octet-stream';
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${base()}${path}`, { method, headers, body: payload ?? null });
    return { status: response.status, body: (await response.json()) as Envelope<CallResult<K>> };
  }
  return {
    async authorise(token: string, kind: UploadKind) {
      const answer = await send('getOssAuth', token, 'GET', `${C}/oss/auth?kind=${kind}`);
      if (!answer.body.resultData) throw new Error(`no grant: ${answer.body.errorMessage}`);
      return answer.body.resultData;
    },
    initiate: (token: string, multipartUrl: string) => send('initiateUpload', token, 'POST', multipartUrl),
    async begin(token: string, kind: UploadKind) {
      const grant = await this.authorise(token, kind);
      const answer = await this.initiate(token, grant.multipartUrl);
      if (!answer.body.resultData) throw new Error(`not begun: ${answer.body.errorMessage}`);
      return answer.body.resultData;
    },
    part: (token: string, uploadId: string, partNumber: number, bytes: Uint8Array) =>
      send('uploadPart', token, 'PUT', `${C}/oss/multipart/${uploadId}/parts/${partNumber}`, bytes),
    complete: (token: string, uploadId: string, parts: { partNumber: number; etag: string }[]) =>
      send('completeUpload', token, 'POST', `${C}/oss/multipart/${uploadId}/complete`, { parts }),
    get: (url: string) => fetch(url.startsWith('http') ? url : `${base()}${url}`),
  };
}

/** The parts of a file, numbered from 1. */
function partsOf(file: Buffer): { partNumber: number; bytes: Buffer }[] {
  const count = Math.max(1, Math.ceil(file.byteLength / UPLOAD_PART_SIZE));
  return Array.from({ length: count }, (_, index) => ({
    partNumber: index + 1,
    bytes: file.subarray(index * UPLOAD_PART_SIZE, (index + 1) * UPLOAD_PART_SIZE),
  }));
}

describe.each(testDatabases())('uploads in parts on $name', (kind) => {
  const folder = join(root, kind.name, 'uploads');
  const partsDir = join(root, kind.name, 'upload-parts');
  const h = useHarness(kind, {
    storage: createLocalStorage({ root: folder, secret: 'multipart test secret' }),
    uploadPartsDir: partsDir,
  });
  let base = '';
  const client = httpClient(() => base);
  beforeAll(async () => {
    base = await h().app.listen({ port: 0, host: '127.0.0.1' });
  });
  // Each test starts with no upload in progress (and checks what it leaves).
  beforeEach(async () => {
    await rm(partsDir, { recursive: true, force: true });
  });

  it('begins an upload for a grant: part size 256000 and the kind size limit in parts', async () => {
    const token = await h().login('demo-teacher');
    const grant = await client.authorise(token, 'audio');
    expect(grant.multipartUrl).toMatch(/^\/ael\/school\/common\/oss\/multipart\?token=[\w.%-]+$/);
    const begun = await client.initiate(token, grant.multipartUrl);
    expect(begun.status).toBe(200);
    expect(begun.body.resultData).toEqual({
      uploadId: expect.stringMatching(/^[0-9a-f]{32}$/),
      partSize: 256000,
      maxParts: Math.ceil((20 * 1_048_576) / 256000),
      expiresAt: grant.expiresAt,
    });
  });

  it('stores a 600 kB mp3 sent in 3 parts and serves the same bytes; the parts are gone', async () => {
    const token = await h().login('demo-teacher');
    const mp3 = mp3Of(600_000);
    const upload = await client.begin(token, 'audio');
    const parts = partsOf(mp3);
    expect(parts.map((part) => part.bytes.byteLength)).toEqual([256000, 256000, 88000]);
    const sent = [];
    for (const part of parts) {
      const answer = await client.part(token, upload.uploadId, part.partNumber, part.bytes);
      expect(answer.body.resultData).toEqual({
        partNumber: part.partNumber,
        size: part.bytes.byteLength,
        etag: md5(part.bytes),
      });
      sent.push({ partNumber: part.partNumber, etag: md5(part.bytes) });
    }
    expect(await filesUnder(partsDir)).toHaveLength(4); // meta.json and three parts, on disk
    const stored = await client.complete(token, upload.uploadId, sent);
    expect(stored.body.resultData).toEqual({
      key: expect.stringMatching(/^schools\/\d+\/users\/\d+\/audio\/\d{8}\/[0-9a-f]{24}\.mp3$/),
      url: expect.stringMatching(/^\/uploads\/schools\/.+\.mp3\?expires=\d+&signature=[\w-]+$/),
      size: 600_000,
      contentType: 'audio/mpeg',
    });
    const served = await client.get(stored.body.resultData?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(mp3)).toBe(true);
    expect(await filesUnder(partsDir)).toEqual([]);
  });

  it('assembles parts sent out of order in part-number order', async () => {
    const token = await h().login('demo-teacher');
    const mp3 = mp3Of(600_000);
    const upload = await client.begin(token, 'audio');
    const parts = partsOf(mp3);
    for (const part of [parts[2], parts[0], parts[1]]) {
      if (!part) throw new Error('no part');
      expect((await client.part(token, upload.uploadId, part.partNumber, part.bytes)).status).toBe(200);
    }
    // Named in any order too.
    const named = [2, 3, 1].map((n) => ({
      partNumber: n,
      etag: md5(parts[n - 1]?.bytes ?? Buffer.alloc(0)),
    }));
    const stored = (await client.complete(token, upload.uploadId, named)).body.resultData;
    const served = Buffer.from(await (await client.get(stored?.url ?? '')).arrayBuffer());
    expect(served.equals(mp3)).toBe(true);
  });

  it('stores a small photo sent as one part', async () => {
    const token = await h().login('demo-teacher');
    const png = SAMPLE_FILES.png();
    const upload = await client.begin(token, 'image');
    await client.part(token, upload.uploadId, 1, png);
    const stored = await client.complete(token, upload.uploadId, [{ partNumber: 1, etag: md5(png) }]);
    expect(stored.body.resultData).toMatchObject({ size: png.byteLength, contentType: 'image/png' });
  });

  it('refuses a part over 256000 bytes with "Upload failed" and drops the upload', async () => {
    const token = await h().login('demo-teacher');
    const before = await filesUnder(folder);
    const upload = await client.begin(token, 'audio');
    const mp3 = mp3Of(UPLOAD_PART_SIZE + 1);
    const refused = await client.part(token, upload.uploadId, 1, mp3);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual(
      refusal('上載失敗：第 1 部分大於 256000 位元組', ERROR_CODES.UPLOAD_TOO_LARGE),
    );
    expect(await filesUnder(partsDir)).toEqual([]);
    // The upload is gone: completing it is refused and stores nothing.
    const complete = await client.complete(token, upload.uploadId, [{ partNumber: 1, etag: md5(mp3) }]);
    expect(complete.status).toBe(404);
    expect(complete.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.NOT_FOUND });
    expect(await filesUnder(folder)).toEqual(before);
  });

  it('counts uploads in parts against the daily quota: begun ones count, and no part is taken once it is spent', async () => {
    const token = await h().login('demo-director');
    const [director] = await h()
      .db.select({ id: staffUsers.id, schoolId: staffUsers.schoolId })
      .from(staffUsers)
      .where(eq(staffUsers.account, 'demo-director'));
    const owner = String(director?.id);
    const stored = (count: number, from: number) =>
      h()
        .db.insert(uploads)
        .values(
          Array.from({ length: count }, (_, index) => ({
            schoolId: director?.schoolId ?? 0,
            owner,
            kind: 'image',
            fileKey: `schools/${director?.schoolId}/users/${owner}/image/x/${from + index}.png`,
            size: 1,
          })),
        );
    await stored(DAILY_UPLOAD_QUOTA - 2, 0);
    const quotaReached = refusal(
      `上載失敗：你今日已上載 ${DAILY_UPLOAD_QUOTA} 個檔案，已達上限，請明天再試`,
      ERROR_CODES.RATE_LIMITED,
    );
    const first = await client.begin(token, 'audio');
    const second = await client.begin(token, 'audio');
    // Two files stored or begun are left of the day: a third upload in parts does not begin.
    const third = await client.initiate(token, (await client.authorise(token, 'audio')).multipartUrl);
    expect(third.status).toBe(429);
    expect(third.body).toEqual(quotaReached);
    const part = mp3Of(1000);
    expect((await client.part(token, first.uploadId, 1, part)).body.resultStatus).toBe(true);
    // Files stored another way spend the day: the parts of an upload begun before are refused, and it is dropped.
    await stored(2, DAILY_UPLOAD_QUOTA);
    const refused = await client.part(token, second.uploadId, 1, part);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(quotaReached);
    expect((await filesUnder(partsDir)).filter((path) => path.includes(second.uploadId))).toEqual([]);
    await h().db.delete(uploads).where(eq(uploads.owner, owner));
  });

  it('refuses a part beyond the kind size limit in parts', async () => {
    const token = await h().login('demo-teacher');
    const upload = await client.begin(token, 'image');
    const refused = await client.part(token, upload.uploadId, upload.maxParts + 1, SAMPLE_FILES.png());
    expect(refused.body).toMatchObject({ resultStatus: false, errorCode: ERROR_CODES.UPLOAD_TOO_LARGE });
    expect(await filesUnder(partsDir)).toEqual([]);
  });

  it('refuses a PNG posing as an mp3 at complete: nothing stored, the parts gone', async () => {
    const token = await h().login('demo-teacher');
    const before = await filesUnder(folder);
    const png = SAMPLE_FILES.png();
    const upload = await client.begin(token, 'audio');
    expect((await client.part(token, upload.uploadId, 1, png)).status).toBe(200);
    const refused = await client.complete(token, upload.uploadId, [{ partNumber: 1, etag: md5(png) }]);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual(refusal('上載失敗：file 須為 MP3 檔案', ERROR_CODES.UPLOAD_WRONG_TYPE));
    expect(await filesUnder(folder)).toEqual(before);
    expect(await filesUnder(partsDir)).toEqual([]);
  });

  it("refuses another user's uploadId (403) and leaves the owner's upload alone", async () => {
    const owner = await h().login('demo-teacher');
    const png = SAMPLE_FILES.png();
    const upload = await client.begin(owner, 'image');
    await client.part(owner, upload.uploadId, 1, png);
    for (const account of ['demo-panel', 'other-teacher']) {
      const other = await h().login(account);
      const part = await client.part(other, upload.uploadId, 2, png);
      expect([account, part.status, part.body.errorCode]).toEqual([account, 403, ERROR_CODES.FORBIDDEN]);
      const complete = await client.complete(other, upload.uploadId, [{ partNumber: 1, etag: md5(png) }]);
      expect([account, complete.status, complete.body.resultData]).toEqual([account, 403, null]);
    }
    const stored = await client.complete(owner, upload.uploadId, [{ partNumber: 1, etag: md5(png) }]);
    expect(stored.body.resultData).toMatchObject({ contentType: 'image/png' });
    // An unknown uploadId: 404.
    const unknown = await client.part(owner, '0'.repeat(32), 1, png);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe('上載失敗：此上載不存在、已完成或已過期，請重新上載');
  });

  it('refuses a complete with a missing, duplicate or changed part: nothing stored, the parts gone', async () => {
    const token = await h().login('demo-teacher');
    const before = await filesUnder(folder);
    const parts = partsOf(mp3Of(600_000));
    const named = parts.map((part) => ({ partNumber: part.partNumber, etag: md5(part.bytes) }));
    const cases = [
      // Part 2 never sent, though named; part 2 not named; part 1 named twice; part 3 named with part 1's etag.
      { skip: 2, parts: named, message: '上載失敗：缺少第 2 部分' },
      { skip: 0, parts: [named[0], named[2]], message: '上載失敗：缺少第 2 部分' },
      { skip: 0, parts: [named[0], named[0], named[1], named[2]], message: '上載失敗：第 1 部分重複' },
      {
        skip: 0,
        parts: [named[0], named[1], { partNumber: 3, etag: named[0]?.etag }],
        message: '上載失敗：第 3 部分與已上載的不符',
      },
    ];
    for (const testCase of cases) {
      const upload = await client.begin(token, 'audio');
      for (const part of parts) {
        if (part.partNumber !== testCase.skip)
          await client.part(token, upload.uploadId, part.partNumber, part.bytes);
      }
      const refused = await client.complete(
        token,
        upload.uploadId,
        testCase.parts as { partNumber: number; etag: string }[],
      );
      expect([refused.status, refused.body]).toEqual([
        400,
        refusal(testCase.message, ERROR_CODES.VALIDATION),
      ]);
      expect(await filesUnder(partsDir)).toEqual([]);
    }
    expect(await filesUnder(folder)).toEqual(before);
  });

  it('keeps the grant one-time: a spent grant begins no upload, and two uploads of one grant store one file', async () => {
    const token = await h().login('demo-classteacher');
    const png = SAMPLE_FILES.png();
    const grant = await client.authorise(token, 'image');
    const first = (await client.initiate(token, grant.multipartUrl)).body.resultData;
    const second = (await client.initiate(token, grant.multipartUrl)).body.resultData;
    if (!first || !second) throw new Error('not begun');
    for (const upload of [first, second]) await client.part(token, upload.uploadId, 1, png);
    const done = await client.complete(token, first.uploadId, [{ partNumber: 1, etag: md5(png) }]);
    expect(done.body.resultStatus).toBe(true);
    const before = await filesUnder(folder);
    const again = await client.complete(token, second.uploadId, [{ partNumber: 1, etag: md5(png) }]);
    expect([again.status, again.body.errorMessage]).toEqual([
      400,
      '上載失敗：此上載授權已使用，請重新取得授權',
    ]);
    const spent = await client.initiate(token, grant.multipartUrl);
    expect([spent.status, spent.body.errorCode]).toEqual([400, ERROR_CODES.VALIDATION]);
    expect(await filesUnder(folder)).toEqual(before);
    expect(await filesUnder(partsDir)).toEqual([]);
  });

  it('refuses an expired grant, at the start and for an upload begun before it expired', async () => {
    const token = await h().login('demo-teacher');
    const grant = await client.authorise(token, 'image');
    const prefix = grant.keyPrefix;
    const sign = (expiresAt: number, id: string) =>
      `${C}/oss/multipart?token=${encodeURIComponent(
        h().app.storage.signUploadToken({ id, keyPrefix: prefix, kind: 'image', expiresAt }),
      )}`;
    const expired = await client.initiate(token, sign(Date.now() - 1000, 'a'.repeat(32)));
    expect([expired.status, expired.body.errorMessage]).toEqual([400, '上載失敗：上載授權無效或已過期']);
    const expiresAt = Date.now() + 60_000;
    const soon = (await client.initiate(token, sign(expiresAt, 'b'.repeat(32)))).body.resultData;
    if (!soon) throw new Error('not begun');
    await client.part(token, soon.uploadId, 1, SAMPLE_FILES.png());
    // The grant runs out between the part and the completion: the server's clock moves past it.
    vi.useFakeTimers({ toFake: ['Date'], now: expiresAt + 1 });
    const late = await client
      .complete(token, soon.uploadId, [{ partNumber: 1, etag: md5(SAMPLE_FILES.png()) }])
      .finally(() => vi.useRealTimers());
    expect([late.status, late.body.errorMessage]).toEqual([400, '上載失敗：上載授權無效或已過期']);
    expect(await filesUnder(partsDir)).toEqual([]);
  });

  it('sweeps uploads abandoned for an hour', async () => {
    const token = await h().login('demo-teacher');
    const abandoned = await client.begin(token, 'image');
    await client.part(token, abandoned.uploadId, 1, SAMPLE_FILES.png());
    const fresh = await client.begin(token, 'image');
    const [folderName] = (await readdir(partsDir)).filter((name) => name.startsWith(abandoned.uploadId));
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(join(partsDir, folderName ?? ''), longAgo, longAgo);
    expect(await createUploadParts(partsDir).sweep()).toBe(1);
    expect((await readdir(partsDir)).map((name) => name.slice(0, 32))).toEqual([fresh.uploadId]);
    const gone = await client.part(token, abandoned.uploadId, 2, SAMPLE_FILES.png());
    expect(gone.status).toBe(404);
  });
});

const { objects: ossObjects, storage: ossStorage } = fakeOssStorage('oss multipart test secret');

describe.each(testDatabases())('uploads in parts with STORAGE=oss on $name', (kind) => {
  const partsDir = join(root, `${kind.name}-oss`, 'upload-parts');
  const h = useHarness(kind, {
    storage: ossStorage(),
    uploadPartsDir: partsDir,
  });
  let base = '';
  const client = httpClient(() => base);
  beforeAll(async () => {
    base = await h().app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('uses the same calls: the server assembles the parts and writes the file to the bucket', async () => {
    ossObjects.clear();
    const token = await h().login('demo-teacher');
    const grant = await client.authorise(token, 'audio');
    expect(grant).toMatchObject({ provider: 'oss', oss: null });
    expect(JSON.stringify(grant)).not.toContain('test-secret');
    const begun = (await client.initiate(token, grant.multipartUrl)).body.resultData;
    if (!begun) throw new Error('not begun');
    const mp3 = mp3Of(600_000);
    const parts = partsOf(mp3);
    for (const part of parts) await client.part(token, begun.uploadId, part.partNumber, part.bytes);
    const stored = (
      await client.complete(
        token,
        begun.uploadId,
        parts.map((part) => ({ partNumber: part.partNumber, etag: md5(part.bytes) })),
      )
    ).body.resultData;
    if (!stored) throw new Error('not stored');
    expect(stored.url).toMatch(/^https:\/\/harbour-test\.oss\.example\/schools\/.+\.mp3\?Expires=/);
    expect([...ossObjects.keys()]).toEqual([stored.key]);
    expect(ossObjects.get(stored.key)?.body.equals(mp3)).toBe(true);
    expect(ossObjects.get(stored.key)?.type).toBe('audio/mpeg');
    expect(await filesUnder(partsDir)).toEqual([]);
  });
});
