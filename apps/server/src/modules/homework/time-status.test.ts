import { HOMEWORK_TIME_STATUSES, homeworkTimeStatus } from '@harbour/domain';
import { and, asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { homeworks } from '../../db/schema';
import { testDatabases } from '../../test/databases';
import { type HomeworkTimesRow, insertHomeworkRows } from '../../test/homework-rows';
import { practiceStatus, timeStatusIs } from './time-status';

describe('practiceStatus', () => {
  const start = new Date('2026-03-01T00:00:00Z');
  const end = new Date('2026-03-08T00:00:00Z');
  it('is NOT_STARTED until the start instant', () => {
    expect(practiceStatus(start, end, new Date(start.getTime() - 1))).toBe('NOT_STARTED');
  });
  it('is IN_PROGRESS from the start up to the end', () => {
    expect(practiceStatus(start, end, start)).toBe('IN_PROGRESS');
    expect(practiceStatus(start, end, new Date(end.getTime() - 1))).toBe('IN_PROGRESS');
  });
  it('is FINISHED from the end instant', () => {
    expect(practiceStatus(start, end, end)).toBe('FINISHED');
  });
});

describe.each(testDatabases())('timeStatusIs on $name', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await kind.open());
  });
  afterAll(() => drop());

  it('selects in SQL exactly the rows homeworkTimeStatus gives each status, at every boundary', async () => {
    const now = new Date('2026-05-10T04:00:00.000Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const day = 24 * 3600_000;
    const around = (ms: number) => [at(ms - 1), at(ms), at(ms + 1)];
    const times: HomeworkTimesRow[] = [];
    for (const publishTime of [null, ...around(0)])
      for (const startTime of around(0))
        for (const endTime of [...around(-90 * day), ...around(0)])
          times.push({ publishTime, startTime, endTime });
    const ids = await insertHomeworkRows(
      database.db,
      times.map((row, index) => ({ ...row, homeworkName: `time-status-${index}` })),
    );
    const expectedOf = new Map(ids.map((id, index) => [id, homeworkTimeStatus(times[index]!, now)]));
    for (const status of HOMEWORK_TIME_STATUSES) {
      const rows = await database.db
        .select({ id: homeworks.id })
        .from(homeworks)
        .where(and(inArray(homeworks.id, ids), timeStatusIs(status, now)))
        .orderBy(asc(homeworks.id));
      const expected = ids.filter((id) => expectedOf.get(id) === status);
      expect([status, rows.map((row) => row.id)]).toEqual([status, expected]);
      // Every status is met at these boundaries, so a condition that selects nothing is caught too.
      expect(expected.length).toBeGreaterThan(0);
    }
  });
});
