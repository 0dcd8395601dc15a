import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { createQuestionPlayerAdapter } from '../adapters/question-player';
import { configureApiClient, SCHOOL_TOKEN_KEY } from '../client';
import { ResponseMismatchError } from '../response-check';
import { classesDropdownQueryOptions, classHomeworksQueryOptions } from './classes';
import { distributeWorkPaperMutationOptions } from './distribution';
import { getLatestUpdateFile } from './files';
import {
  batchDeleteMutationOptions,
  batchPublishMutationOptions,
  batchRepublishMutationOptions,
  publishHomeworkMutationOptions,
} from './practice';
import { classPracticesQueryOptions, deletePracticeMutationOptions } from './schedule';
import { teacherCenterQueryOptions, updateProfileMutationOptions } from './session';
import { getSystemVersion } from './system';

interface Seen {
  method: string;
  url: string;
  body: string;
}
let server: Server;
let seen: Seen[] = [];
let status = 200;
let data: unknown = null;
const navigations: string[] = [];
const store = new Map<string, string>([[SCHOOL_TOKEN_KEY, 'tok']]);

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ resultStatus: true, resultData: data, errorMessage: null, errorCode: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    storage: { getItem: (k) => store.get(k) ?? null, removeItem: (k) => void store.delete(k) },
    onNavigate: (path) => navigations.push(path),
    networkErrorMessage: () => 'Internal server error',
    // This stub answers placeholders, not answers of the real server: only requests are under test here.
    parseResponses: false,
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  status = 200;
  data = null;
  navigations.length = 0;
});

it('a query factory builds the path and query string and resolves resultData', async () => {
  data = [{ totalDate: '2026-11-02', homeworks: [] }];
  const client = new QueryClient();
  const days = await client.fetchQuery(classPracticesQueryOptions(7, { year: 2026, month: 11 }));
  expect(days).toEqual(data);
  expect(seen[0]).toMatchObject({
    method: 'GET',
    url: '/ael/school/v2/schedule/classes/7/practices?year=2026&month=11',
  });
});

it('leaves undefined query values out of the URL', async () => {
  data = [];
  await new QueryClient().fetchQuery(classesDropdownQueryOptions({ subjectCode: undefined }));
  expect(seen[0]?.url).toBe('/ael/school/common/classes/dropdown');
});

it('deleting a homework invalidates every calendar month', async () => {
  const client = new QueryClient();
  data = [];
  await client.fetchQuery(classPracticesQueryOptions(7, { year: 2026, month: 11 }));
  data = { eHomeworkId: 5, message: 'deleted practice successfully' };
  const observer = new MutationObserver(client, deletePracticeMutationOptions(client));
  await observer.mutate(5);
  expect(seen.some((s) => s.method === 'DELETE' && s.url === '/ael/school/practice/practices/5')).toBe(true);
  expect(
    client.getQueryState(classPracticesQueryOptions(7, { year: 2026, month: 11 }).queryKey)?.isInvalidated,
  ).toBe(true);
});

it('a profile edit sends PUT /profile with the body and invalidates the personal centre', async () => {
  const client = new QueryClient();
  const center = teacherCenterQueryOptions().queryKey;
  client.setQueryData(center, { stale: false } as never);
  data = {};
  await new MutationObserver(client, updateProfileMutationOptions(client)).mutate({ nameEn: 'Chan' });
  expect(seen[0]).toMatchObject({
    method: 'PUT',
    url: '/ael/school/common/profile',
    body: '{"nameEn":"Chan"}',
  });
  expect(client.getQueryState(center)?.isInvalidated).toBe(true);
});

it('the file-config call fails without navigating (silent fallback, spec §8)', async () => {
  status = 500;
  await expect(getLatestUpdateFile({ deviceType: 'SCHOOL_PC', fileType: 'TEXT' })).rejects.toMatchObject({
    kind: 'http',
  });
  expect(navigations).toEqual([]);
  expect(store.get(SCHOOL_TOKEN_KEY)).toBe('tok');
});

it('the QuestionPlayer adapter submits the encoded answer to /questions/{id}/answer', async () => {
  data = {
    questionRightStatus: 'RIGHT',
    studentAnswer: 'A',
    childQuestions: null,
    eHomeworkId: null,
    version: null,
  };
  const result = await createQuestionPlayerAdapter({ eHomeworkId: 9 }).submit('A', {
    questionId: '42',
    combineQuestionId: '40',
  });
  expect(result).toEqual({ questionRightStatus: 'RIGHT', studentAnswer: 'A' });
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/ael/school/common/questions/42/answer' });
  expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
    studentAnswer: 'A',
    combineQuestionId: 40,
    eHomeworkId: 9,
  });
});

it('a client that parses answers refuses one that does not match the call’s schema', async () => {
  const parsing = configureApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    storage: { getItem: (k) => store.get(k) ?? null, removeItem: (k) => void store.delete(k) },
    onNavigate: (path) => navigations.push(path),
    networkErrorMessage: () => 'Internal server error',
  });
  try {
    expect(parsing.parseResponses).toBe(true);
    data = { version: '1.0.0', appVersion: '3.11.1' };
    await expect(getSystemVersion()).resolves.toEqual(data);
    data = { version: 1 };
    await expect(getSystemVersion()).rejects.toBeInstanceOf(ResponseMismatchError);
  } finally {
    configureApiClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      storage: { getItem: (k) => store.get(k) ?? null, removeItem: (k) => void store.delete(k) },
      onNavigate: (path) => navigations.push(path),
      networkErrorMessage: () => 'Internal server error',
      parseResponses: false,
    });
  }
});

it('every write that changes homework makes the near-homework lists and calendars of classes stale', async () => {
  const writes = [
    ['publish', publishHomeworkMutationOptions, { homeworkName: 'x' }],
    ['batch publish', batchPublishMutationOptions, { items: [] }],
    ['batch republish', batchRepublishMutationOptions, { items: [] }],
    ['batch delete', batchDeleteMutationOptions, { eHomeworkIds: [1] }],
    ['distribution', distributeWorkPaperMutationOptions, { workPaperId: 3 }],
    ['delete', deletePracticeMutationOptions, 5],
  ] as const;
  for (const [write, options, variables] of writes) {
    const client = new QueryClient();
    const near = classHomeworksQueryOptions({ classId: 7, near: 'ENDING' }).queryKey;
    const calendar = classPracticesQueryOptions(7, { year: 2026, month: 11 }).queryKey;
    const profile = teacherCenterQueryOptions().queryKey;
    client.setQueryData(near, []);
    client.setQueryData(calendar, []);
    client.setQueryData(profile, { stale: false } as never);
    data = {};
    // biome-ignore lint/suspicious/noExplicitAny: each write takes its own variables.
    await new MutationObserver(client, options(client) as any).mutate(variables as never);
    expect([write, client.getQueryState(near)?.isInvalidated]).toEqual([write, true]);
    expect([write, client.getQueryState(calendar)?.isInvalidated]).toEqual([write, true]);
    expect([write, client.getQueryState(profile)?.isInvalidated]).toEqual([write, false]);
  }
});
