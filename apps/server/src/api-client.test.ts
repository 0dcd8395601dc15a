import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ApiError,
  classHomeworksQueryOptions,
  configureApiClient,
  createQuestionPlayerAdapter,
  ERROR_CODES,
  getClassesDropdown,
  getClassHomeworks,
  getCoursePapers,
  getCourses,
  getOssAuth,
  login,
  loginUnifyThird,
  publishHomeworkMutationOptions,
  SCHOOL_TOKEN_KEY,
  uploadFile,
  uploadFileInParts,
} from '@harbour/api-client';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createLocalStorage } from './storage';

/**
 * The api-client's calls against the real server: this app on an in-memory PGlite migrated and seeded as
 * `pnpm start` does, with local storage in a temporary folder, listening on Node's http at a free port.
 * (Here, in the server's package, so a change of the server or of the client reruns it.) The client parses
 * every answer against its call's schema, as it does in development.
 */
const MP3 = readFileSync(fileURLToPath(new URL('../assets/media/audio/english-1.mp3', import.meta.url)));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let baseUrl = '';
let close: () => Promise<void> = async () => undefined;
const store = new Map<string, string>();
const navigations: string[] = [];
const logged: unknown[][] = [];

beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'harbour-api-client-'));
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db);
  const app = await buildApp({
    database,
    storage: createLocalStorage({ root: folder, secret: 'api-client test secret' }),
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  close = async () => {
    await app.close();
    await database.close();
    await rm(folder, { recursive: true, force: true });
  };
  configureApiClient({
    baseUrl,
    storage: { getItem: (key) => store.get(key) ?? null, removeItem: (key) => void store.delete(key) },
    onNavigate: (path) => navigations.push(path),
    networkErrorMessage: () => 'Internal server error',
  });
  const session = await login({ account: 'demo-teacher', password: 'demo1234', locale: 'en' });
  store.set(SCHOOL_TOKEN_KEY, session.accessToken);
}, 180_000);
afterAll(async () => {
  await close();
});
beforeEach(() => {
  navigations.length = 0;
  logged.length = 0;
});

describe('the QuestionPlayer upload adapter against the real server', () => {
  const adapter = createQuestionPlayerAdapter({ log: (...details) => logged.push(details) });

  it('uploads an essay photo and gives the stored URL, which serves the same bytes', async () => {
    const result = await adapter.upload(new Blob([PNG], { type: 'image/png' }), 'essay-1.png');
    expect(result).toEqual({
      url: expect.stringMatching(
        /^\/uploads\/schools\/\d+\/users\/\d+\/image\/.+\.png\?expires=\d+&signature=[\w-]+$/,
      ),
      type: 'image/png',
    });
    const served = await fetch(`${baseUrl}${result.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(logged).toEqual([]);
  });

  it('uploads a spoken-answer mp3 named by its timestamp', async () => {
    const result = await adapter.upload(new Blob([MP3], { type: 'audio/mpeg' }), '1763800000000.mp3');
    expect(result).toEqual({
      url: expect.stringMatching(/\/audio\/\d{8}\/[0-9a-f]{24}\.mp3\?expires=\d+&signature=[\w-]+$/),
      type: 'audio/mpeg',
    });
  });

  it('sends a 600 kB recording in 3 parts of 256000 bytes and gives the stored URL of the whole file', async () => {
    const recording = Buffer.concat(Array.from({ length: 26 }, () => MP3)).subarray(0, 600_000);
    const sent: string[] = [];
    // What goes over the wire: each request's method, path and body size.
    const original = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const size = (await request.clone().arrayBuffer()).byteLength;
      sent.push(`${request.method} ${new URL(request.url).pathname} ${size}`);
      return original(request);
    });
    let result: Awaited<ReturnType<typeof adapter.upload>>;
    try {
      result = await adapter.upload(new Blob([recording], { type: 'audio/mpeg' }), '1763800000001.mp3');
    } finally {
      spy.mockRestore();
    }
    expect(result.type).toBe('audio/mpeg');
    const served = await fetch(`${baseUrl}${result.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(recording)).toBe(true);
    expect(sent.map((line) => line.replace(/[0-9a-f]{32}/, 'ID'))).toEqual([
      'GET /ael/school/common/oss/auth 0',
      'POST /ael/school/common/oss/multipart 0',
      'PUT /ael/school/common/oss/multipart/ID/parts/1 256000',
      'PUT /ael/school/common/oss/multipart/ID/parts/2 256000',
      'PUT /ael/school/common/oss/multipart/ID/parts/3 88000',
      expect.stringMatching(/^POST \/ael\/school\/common\/oss\/multipart\/ID\/complete \d+$/),
    ]);
    expect(logged).toEqual([]);
  });

  it('gives an empty url and logs the server message when the bytes are not of the kind', async () => {
    // A photo renamed .mp3: the server reads the bytes and refuses it.
    const result = await adapter.upload(new Blob([PNG], { type: 'audio/mpeg' }), 'renamed.mp3');
    expect(result).toEqual({ url: '', type: '' });
    expect(logged).toEqual([['upload failed', 'renamed.mp3', 'Upload failed: file must be a MP3 file']]);
    expect(navigations).toEqual([]);
    expect(store.has(SCHOOL_TOKEN_KEY)).toBe(true);
  });
});

describe('typed calls against the real server', () => {
  it('getOssAuth and uploadFile: a PNG sent as a PDF task sheet is refused with the server message', async () => {
    const auth = await getOssAuth({ kind: 'pdf' });
    expect(auth).toMatchObject({ provider: 'local', kind: 'pdf', accept: ['application/pdf'], oss: null });
    const error = await uploadFile(auth, new Blob([PNG]), 'sheet.pdf').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Upload failed: file must be a PDF file',
      kind: 'result',
      errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE,
    });
    expect((error as ApiError).shouldWarn).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('uploadFileInParts: a small photo is one part; a PNG posing as an mp3 is refused at complete', async () => {
    const photo = await uploadFileInParts(await getOssAuth({ kind: 'image' }), new Blob([PNG]));
    expect(photo).toMatchObject({ size: PNG.byteLength, contentType: 'image/png' });
    const error = await uploadFileInParts(await getOssAuth({ kind: 'audio' }), new Blob([PNG])).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      message: 'Upload failed: file must be a MP3 file',
      kind: 'result',
      errorCode: ERROR_CODES.UPLOAD_WRONG_TYPE,
    });
    expect(navigations).toEqual([]);
  });

  it('loginUnifyThird answers the not-configured message as a warning', async () => {
    const error = await loginUnifyThird({ provider: 'GOOGLE', locale: 'en' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'result',
      errorCode: 100301,
      message:
        'Sign-in with Google is not configured on this server; please log in with your account and password',
    });
  });

  it('getClassHomeworks lists the near homework of a class in scope', async () => {
    const session = await login({ account: 'demo-headmaster', password: 'demo1234' });
    store.set(SCHOOL_TOKEN_KEY, session.accessToken);
    const classId = session.userInfo.gradeClasses[0]?.classes[0]?.classId ?? 0;
    const ending = await getClassHomeworks({ classId, near: 'ENDING' });
    expect(ending.length).toBeGreaterThan(0);
    const ends = ending.map((homework) => Date.parse(homework.endTime));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ends.every((end) => end > Date.now() && end <= Date.now() + 7 * 86_400_000)).toBe(true);
  });
});

describe('cache invalidation against the real server', () => {
  it('a publish makes the class’s due-soon list stale, and its refetch lists the new homework', async () => {
    const session = await login({ account: 'demo-teacher', password: 'demo1234' });
    store.set(SCHOOL_TOKEN_KEY, session.accessToken);
    const queryClient = new QueryClient();
    const [grade] = await getClassesDropdown({ subjectCode: 'ENGLISH', gradeCode: 3 });
    const classId = grade?.classes.find((c) => c.className === '3A')?.classId ?? 0;
    const [course] = await getCourses({ gradeCode: 3, subjectCode: 'ENGLISH', textbookType: 'A_PLUS' });
    const { papers } = await getCoursePapers(course?.courseId ?? 0);
    const dueSoon = classHomeworksQueryOptions({ classId, near: 'ENDING' });
    const before = await queryClient.fetchQuery(dueSoon);

    const name = `Due soon ${Date.now() % 100000}`;
    await new MutationObserver(queryClient, publishHomeworkMutationOptions(queryClient)).mutate({
      homeworkName: name,
      subjectCode: 'ENGLISH',
      gradeCode: 3,
      textbookType: 'A_PLUS',
      paperId: papers[0]?.paperId ?? 0,
      processType: '1',
      startTime: new Date(Date.now() + 3600_000).toISOString(),
      endTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      targets: [{ scope: 'SINGLE_CLASS', classId }],
    });

    expect(queryClient.getQueryState(dueSoon.queryKey)?.isInvalidated).toBe(true);
    const after = await queryClient.fetchQuery(dueSoon);
    expect(after.length).toBe(before.length + 1);
    expect(after.map((homework) => homework.homeworkName)).toContain(name);
  });
});
