import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { configureApiClient, SCHOOL_TOKEN_KEY } from '../client';
import { choosableChaptersQueryOptions } from './courses';
import { createWorkPaper } from './distribution';
import { batchPublishMutationOptions, practicesQueryOptions } from './practice';
import { classPracticesQueryOptions } from './schedule';

interface Seen {
  method: string;
  url: string;
  contentType: string;
  body: string;
}
let server: Server;
let seen: Seen[] = [];
let data: unknown = null;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ resultStatus: true, resultData: data, errorMessage: null, errorCode: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const store = new Map<string, string>([[SCHOOL_TOKEN_KEY, 'tok']]);
  configureApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    storage: { getItem: (k) => store.get(k) ?? null, removeItem: (k) => void store.delete(k) },
    onNavigate: () => undefined,
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
  data = null;
});

it('builds the list and choosable-chapter URLs from their queries', async () => {
  data = { total: 0, page: 1, pageSize: 20, list: [] };
  await new QueryClient().fetchQuery(practicesQueryOptions({ timeStatus: 'ONGOING', page: 2 }));
  data = { classAccess: true, chapters: [] };
  await new QueryClient().fetchQuery(
    choosableChaptersQueryOptions({ subjectCode: 'MATH', gradeCode: 3, textbookType: 'A_PLUS', classId: 7 }),
  );
  expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
    'GET /ael/school/practice/practices?timeStatus=ONGOING&page=2',
    'GET /ael/school/common/chapters/choosable?subjectCode=MATH&gradeCode=3&textbookType=A_PLUS&classId=7',
  ]);
});

it('a batch publish posts the items and makes homework lists and calendars stale', async () => {
  const client = new QueryClient();
  const list = practicesQueryOptions({}).queryKey;
  const calendar = classPracticesQueryOptions(1, { year: 2026, month: 11 }).queryKey;
  client.setQueryData(list, { total: 0, page: 1, pageSize: 20, list: [] });
  client.setQueryData(calendar, []);
  data = { total: 1, succeeded: 1, failed: 0, message: null, items: [] };
  const item = {
    homeworkName: 'Unit 1',
    subjectCode: 'MATH' as const,
    gradeCode: 3,
    textbookType: 'A_PLUS' as const,
    chapterId: 4,
    processType: '1' as const,
    startTime: '2026-11-23T00:00:00Z',
    endTime: '2026-11-25T00:00:00Z',
    targets: [{ scope: 'SINGLE_CLASS' as const, classId: 7 }],
  };
  await new MutationObserver(client, batchPublishMutationOptions(client)).mutate({ items: [item] });
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/ael/school/practice/practices/batch' });
  expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ items: [item] });
  expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  expect(client.getQueryState(calendar)?.isInvalidated).toBe(true);
});

it('uploads a task sheet as multipart with its fields and the file part', async () => {
  data = {};
  await createWorkPaper({
    workPaperName: 'Sheet',
    subjectCode: 'ENGLISH',
    gradeCode: 3,
    file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    fileName: 'sheet.pdf',
  });
  expect(seen[0]?.url).toBe('/ael/school/practice/workpapers');
  expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(seen[0]?.body).toContain('name="workPaperName"\r\n\r\nSheet');
  expect(seen[0]?.body).toContain('name="file"; filename="sheet.pdf"');
});
