import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { stubServer } from '../test/stub-server';
import { choosableChaptersQueryOptions } from './courses';
import { createWorkPaper } from './distribution';
import { batchPublishMutationOptions, practicesQueryOptions } from './practice';
import { classPracticesQueryOptions } from './schedule';

const stub = stubServer();

it('builds the list and choosable-chapter URLs from their queries', async () => {
  stub.data = { total: 0, page: 1, pageSize: 20, list: [] };
  await new QueryClient().fetchQuery(practicesQueryOptions({ timeStatus: 'ONGOING', page: 2 }));
  stub.data = { classAccess: true, chapters: [] };
  await new QueryClient().fetchQuery(
    choosableChaptersQueryOptions({ subjectCode: 'MATH', gradeCode: 3, textbookType: 'A_PLUS', classId: 7 }),
  );
  expect(stub.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
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
  stub.data = { total: 1, succeeded: 1, failed: 0, message: null, items: [] };
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
  expect(stub.seen[0]).toMatchObject({ method: 'POST', url: '/ael/school/practice/practices/batch' });
  expect(JSON.parse(stub.seen[0]?.body ?? '{}')).toEqual({ items: [item] });
  expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  expect(client.getQueryState(calendar)?.isInvalidated).toBe(true);
});

it('uploads a task sheet as multipart with its fields and the file part', async () => {
  stub.data = {};
  await createWorkPaper({
    workPaperName: 'Sheet',
    subjectCode: 'ENGLISH',
    gradeCode: 3,
    file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    fileName: 'sheet.pdf',
  });
  expect(stub.seen[0]?.url).toBe('/ael/school/practice/workpapers');
  expect(stub.seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(stub.seen[0]?.body).toContain('name="workPaperName"\r\n\r\nSheet');
  expect(stub.seen[0]?.body).toContain('name="file"; filename="sheet.pdf"');
});
