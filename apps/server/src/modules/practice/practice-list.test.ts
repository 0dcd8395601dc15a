import type { PracticeListQuery } from '@harbour/api-client/contract';
import { HOMEWORK_TIME_STATUSES, type HomeworkTimeStatus } from '@harbour/domain';
import { injectCall } from '../../test/calls';
import { testDatabases } from '../../test/databases';
import { useHarness } from '../../test/harness';
import { type HomeworkTimesRow, insertHomeworkRows } from '../../test/homework-rows';

const DAY = 24 * 3600_000;
const PAGE_SIZE = 4;

describe.each(testDatabases())('practice list paging on $name', (kind) => {
  const statements: string[] = [];
  const h = useHarness(kind, {}, { logQuery: (query) => statements.push(query) });
  // Rows of every time status, days from any boundary, several to a page and more than a page each.
  const now = Date.now();
  const at = (days: number, minutes: number) => new Date(now + days * DAY + minutes * 60_000);
  const counts: Record<HomeworkTimeStatus, number> = {
    NOT_PUBLISHED: 5,
    SCHEDULED: 6,
    ONGOING: 9,
    EXPIRED: 5,
    ARCHIVED: 7,
  };
  const timesOf = (status: HomeworkTimeStatus, i: number): HomeworkTimesRow => {
    // Pairs of rows share an end time, so the id breaks the tie in the order.
    const minutes = Math.floor(i / 2);
    switch (status) {
      case 'NOT_PUBLISHED':
        return { publishTime: i % 2 ? null : at(1, 0), startTime: at(2, 0), endTime: at(20, minutes) };
      case 'SCHEDULED':
        return { publishTime: at(-1, 0), startTime: at(2, 0), endTime: at(10, minutes) };
      case 'ONGOING':
        return { publishTime: at(-3, 0), startTime: at(-2, 0), endTime: at(3, minutes) };
      case 'EXPIRED':
        return { publishTime: at(-30, 0), startTime: at(-29, 0), endTime: at(-10, minutes) };
      case 'ARCHIVED':
        return { publishTime: at(-200, 0), startTime: at(-199, 0), endTime: at(-150, minutes) };
    }
  };
  // Zero-padded, so every collation orders the names alike; in reverse of insertion, unlike the ids.
  const nameOf = (i: number) => `paging-probe ${String(99 - i).padStart(2, '0')}`;
  const rows = HOMEWORK_TIME_STATUSES.flatMap((status) =>
    Array.from({ length: counts[status] }, (_, i) => ({ status, ...timesOf(status, i) })),
  );
  let expected: { id: number; name: string; status: HomeworkTimeStatus; startTime: Date; endTime: Date }[] =
    [];

  beforeAll(async () => {
    const ids = await insertHomeworkRows(
      h().db,
      rows.map((row, i) => ({ ...row, homeworkName: nameOf(i) })),
    );
    // The list's order: latest end first, then the highest id.
    expected = rows
      .map((row, i) => ({
        id: ids[i]!,
        name: nameOf(i),
        status: row.status,
        startTime: row.startTime,
        endTime: row.endTime,
      }))
      .sort((a, b) => b.endTime.getTime() - a.endTime.getTime() || b.id - a.id);
  });

  const list = async (query: {
    page: number;
    timeStatus?: HomeworkTimeStatus | undefined;
    sort?: PracticeListQuery['sort'];
  }) => {
    const { status, body } = await injectCall(h().app, 'getPractices', {
      query: { keyword: 'paging-probe', pageSize: PAGE_SIZE, ...query },
      token: await h().login('demo-headmaster'),
    });
    expect(status).toBe(200);
    if (!body.resultData) throw new Error(`list refused: ${body.errorMessage}`);
    return body.resultData;
  };

  it('pages each time status across every page: the total and each page as filtering every row would give', async () => {
    for (const status of [undefined, ...HOMEWORK_TIME_STATUSES]) {
      const matching = expected.filter((row) => status === undefined || row.status === status);
      expect(matching.length).toBeGreaterThan(PAGE_SIZE);
      const pages = Math.ceil(matching.length / PAGE_SIZE);
      const seen: number[] = [];
      // One page past the last answers the total and an empty list.
      for (let page = 1; page <= pages + 1; page++) {
        const body = await list({ page, timeStatus: status });
        expect([status, page, body.total, body.page, body.pageSize]).toEqual([
          status,
          page,
          matching.length,
          page,
          PAGE_SIZE,
        ]);
        expect(body.list.map((item) => item.eHomeworkId)).toEqual(
          matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) => row.id),
        );
        if (status) for (const item of body.list) expect(item.timeStatus).toBe(status);
        seen.push(...body.list.map((item) => item.eHomeworkId));
      }
      expect(seen).toEqual(matching.map((row) => row.id));
    }
  });

  it('sorts by name, start, end and status both ways across every page, as sorting every row would', async () => {
    type Row = (typeof expected)[number];
    const keys: Record<'name' | 'start' | 'end' | 'status', (row: Row) => string | number> = {
      name: (row) => row.name,
      start: (row) => row.startTime.getTime(),
      end: (row) => row.endTime.getTime(),
      status: (row) => HOMEWORK_TIME_STATUSES.indexOf(row.status),
    };
    for (const [column, key] of Object.entries(keys)) {
      for (const descending of [false, true]) {
        const sort = `${descending ? '-' : ''}${column}` as PracticeListQuery['sort'];
        // Ties keep the list's own order (`expected`: latest end, then highest id).
        const want = expected
          .map((row, at) => ({ row, at }))
          .sort((a, b) => {
            const [x, y] = [key(a.row), key(b.row)];
            const order = x < y ? -1 : x > y ? 1 : 0;
            return (descending ? -order : order) || a.at - b.at;
          })
          .map(({ row }) => row.id);
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(want.length / PAGE_SIZE); page++)
          seen.push(...(await list({ page, sort })).list.map((item) => item.eHomeworkId));
        expect([sort, seen]).toEqual([sort, want]);
      }
    }
  });

  it('refuses a sort that is not a column of the list, naming the field', async () => {
    const response = await h().app.inject({
      method: 'GET',
      url: '/ael/school/practice/practices?sort=password',
      headers: { accesstoken: await h().login('demo-headmaster') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('sort');
  });

  it('reads one page of homework from the database, never every matching row', async () => {
    await list({ page: 1 });
    statements.length = 0;
    await list({ page: 2, timeStatus: 'ONGOING' });
    const homeworkReads = statements.filter((sql) => /\bfrom "homeworks"/i.test(sql));
    expect(homeworkReads.length).toBeGreaterThan(0);
    // Each statement over homeworks either counts in the database or is limited to a page.
    for (const sql of homeworkReads) expect(sql).toMatch(/^select count\(\*\)|\blimit \$\d+/i);
  });
});
