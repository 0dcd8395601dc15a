import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { createQuestionPlayerAdapter } from '../adapters/question-player';
import { SCHOOL_TOKEN_KEY } from '../client';
import { ResponseMismatchError } from '../response-check';
import { stubServer } from '../test/stub-server';
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

const stub = stubServer();

it('a query factory builds the path and query string and resolves resultData', async () => {
  stub.data = [{ totalDate: '2026-11-02', homeworks: [] }];
  const client = new QueryClient();
  const days = await client.fetchQuery(classPracticesQueryOptions(7, { year: 2026, month: 11 }));
  expect(days).toEqual(stub.data);
  expect(stub.seen[0]).toMatchObject({
    method: 'GET',
    url: '/ael/school/v2/schedule/classes/7/practices?year=2026&month=11',
  });
});

it('leaves undefined query values out of the URL', async () => {
  stub.data = [];
  await new QueryClient().fetchQuery(classesDropdownQueryOptions({ subjectCode: undefined }));
  expect(stub.seen[0]?.url).toBe('/ael/school/common/classes/dropdown');
});

it('deleting a homework invalidates every calendar month', async () => {
  const client = new QueryClient();
  stub.data = [];
  await client.fetchQuery(classPracticesQueryOptions(7, { year: 2026, month: 11 }));
  stub.data = { eHomeworkId: 5, message: 'deleted practice successfully' };
  const observer = new MutationObserver(client, deletePracticeMutationOptions(client));
  await observer.mutate(5);
  expect(stub.seen.some((s) => s.method === 'DELETE' && s.url === '/ael/school/practice/practices/5')).toBe(
    true,
  );
  expect(
    client.getQueryState(classPracticesQueryOptions(7, { year: 2026, month: 11 }).queryKey)?.isInvalidated,
  ).toBe(true);
});

it('a profile edit sends PUT /profile with the body and invalidates the personal centre', async () => {
  const client = new QueryClient();
  const center = teacherCenterQueryOptions().queryKey;
  client.setQueryData(center, { stale: false } as never);
  stub.data = {};
  await new MutationObserver(client, updateProfileMutationOptions(client)).mutate({ nameEn: 'Chan' });
  expect(stub.seen[0]).toMatchObject({
    method: 'PUT',
    url: '/ael/school/common/profile',
    body: '{"nameEn":"Chan"}',
  });
  expect(client.getQueryState(center)?.isInvalidated).toBe(true);
});

it('the file-config call fails without navigating (silent fallback, spec §8)', async () => {
  stub.status = 500;
  await expect(getLatestUpdateFile({ deviceType: 'SCHOOL_PC', fileType: 'TEXT' })).rejects.toMatchObject({
    kind: 'http',
  });
  expect(stub.navigations).toEqual([]);
  expect(stub.store.get(SCHOOL_TOKEN_KEY)).toBe('tok');
});

it('the QuestionPlayer adapter submits the encoded answer to /questions/{id}/answer', async () => {
  stub.data = {
    questionRightStatus: 'RIGHT',
    studentAnswer: 'A',
    childQuestions: null,
    eHomeworkId: null,
    version: null,
    triesLeft: 2,
    questionAnalysis: null,
  };
  const result = await createQuestionPlayerAdapter({ eHomeworkId: 9 }).submit('A', {
    questionId: '42',
    combineQuestionId: '40',
  });
  expect(result).toEqual({
    questionRightStatus: 'RIGHT',
    studentAnswer: 'A',
    questionAnalysis: null,
    triesLeft: 2,
  });
  expect(stub.seen[0]).toMatchObject({ method: 'POST', url: '/ael/school/common/questions/42/answer' });
  expect(JSON.parse(stub.seen[0]?.body ?? '{}')).toEqual({
    studentAnswer: 'A',
    combineQuestionId: 40,
    eHomeworkId: 9,
    // The player's submit in a homework is a check the student asked for: a try.
    check: true,
  });
});

it('a client that parses answers refuses one that does not match the call’s schema', async () => {
  const parsing = stub.configure({ parseResponses: true });
  try {
    expect(parsing.parseResponses).toBe(true);
    stub.data = { version: '1.0.0', appVersion: '3.11.1' };
    await expect(getSystemVersion()).resolves.toEqual(stub.data);
    stub.data = { version: 1 };
    await expect(getSystemVersion()).rejects.toBeInstanceOf(ResponseMismatchError);
  } finally {
    stub.configure();
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
    stub.data = {};
    // biome-ignore lint/suspicious/noExplicitAny: each write takes its own variables.
    await new MutationObserver(client, options(client) as any).mutate(variables as never);
    expect([write, client.getQueryState(near)?.isInvalidated]).toEqual([write, true]);
    expect([write, client.getQueryState(calendar)?.isInvalidated]).toEqual([write, true]);
    expect([write, client.getQueryState(profile)?.isInvalidated]).toEqual([write, false]);
  }
});
