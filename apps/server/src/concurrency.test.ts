import { randomUUID } from 'node:crypto';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '@harbour/api-client/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { chapters, courses, homeworks, idempotencyKeys, publicationAudit, workPapers } from './db/schema';
import { IDEMPOTENCY_ABANDONED_MS } from './plugins/idempotency';
import { SAMPLE_FILES } from './storage/sample-files';
import { testDatabases } from './test/databases';
import { seededIds } from './test/fixtures';
import { useHarness } from './test/harness';
import { multipartForm } from './test/multipart-form';

/**
 * Requests that race (no double writes, no lost races): repeated Idempotency-Keys, deletes of one
 * homework by several teachers, and a task sheet distributed and deleted at once. On PostgreSQL the
 * requests really run side by side (a pool of connections); each race is run many times.
 */

const P = '/ael/school/practice/practices';
const W = '/ael/school/practice/workpapers';
const HOUR = 3600_000;
/** Rounds of each race. */
const ROUNDS = 8;

describe.each(testDatabases())('racing requests on $name', (kind) => {
  const h = useHarness(kind);
  let classId = 0;
  let chapterId = 0;

  beforeAll(async () => {
    const seeded = await seededIds(h().db);
    classId = await seeded.classIdByName('demo', '3A');
    const [course] = await h()
      .db.select({ id: courses.id })
      .from(courses)
      .where(
        and(
          eq(courses.schoolId, seeded.demoSchoolId),
          eq(courses.subjectCode, 'ENGLISH'),
          eq(courses.gradeCode, 3),
          eq(courses.textbookType, 'A_PLUS'),
        ),
      );
    const [chapter] = await h()
      .db.select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.courseId, course?.id ?? 0))
      .orderBy(asc(chapters.sortOrder));
    chapterId = chapter?.id ?? 0;
  });

  const send = async (account: string, options: InjectOptions) => {
    const token = await h().login(account);
    const response = await h().app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), accesstoken: token },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const publishBody = (homeworkName: string) => ({
    homeworkName,
    subjectCode: 'ENGLISH',
    gradeCode: 3,
    textbookType: 'A_PLUS',
    chapterId,
    processType: '1',
    startTime: new Date(Date.now() + HOUR).toISOString(),
    endTime: new Date(Date.now() + 48 * HOUR).toISOString(),
    targets: [{ scope: 'SINGLE_CLASS', classId }],
  });
  const homeworksNamed = async (name: string) =>
    Number(
      (await h().db.select({ n: count() }).from(homeworks).where(eq(homeworks.homeworkName, name)))[0]?.n,
    );
  const deleteAudits = async (homeworkId: number) =>
    Number(
      (
        await h()
          .db.select({ n: count() })
          .from(publicationAudit)
          .where(and(eq(publicationAudit.homeworkId, homeworkId), eq(publicationAudit.action, 'DELETE')))
      )[0]?.n,
    );

  describe('Idempotency-Key', () => {
    it('ten concurrent publishes with one key create one homework and all get its answer', async () => {
      const name = `Idempotent ${randomUUID().slice(0, 8)}`;
      const key = randomUUID();
      const payload = publishBody(name);
      await h().login('demo-teacher');
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          send('demo-teacher', {
            method: 'POST',
            url: P,
            headers: { [IDEMPOTENCY_KEY_HEADER]: key },
            payload,
          }),
        ),
      );
      expect(await homeworksNamed(name)).toBe(1);
      const ids = new Set(results.map((result) => result.body.resultData?.homeworkInfo.eHomeworkId));
      expect(results.every((result) => result.status === 200 && result.body.resultStatus)).toBe(true);
      expect(ids.size).toBe(1);
      expect(results.filter((result) => result.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    });

    it('a repeat later gets the first answer and writes nothing; without a key each publish writes', async () => {
      const name = `Repeat ${randomUUID().slice(0, 8)}`;
      const key = randomUUID();
      const request = {
        method: 'POST' as const,
        url: P,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        payload: publishBody(name),
      };
      const first = await send('demo-teacher', request);
      const again = await send('demo-teacher', request);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await homeworksNamed(name)).toBe(1);
      // The key is the user's: another teacher's request with the same key is another action.
      await send('demo-headmaster', request);
      expect(await homeworksNamed(name)).toBe(2);
      // No key, no memory: the check above is the key's doing.
      await send('demo-teacher', { method: 'POST', url: P, payload: publishBody(name) });
      await send('demo-teacher', { method: 'POST', url: P, payload: publishBody(name) });
      expect(await homeworksNamed(name)).toBe(4);
    });

    it('a batch whose process died mid-request: the retry writes nothing twice', async () => {
      const names = [1, 2, 3].map((k) => `Crash ${k} ${randomUUID().slice(0, 8)}`);
      const key = randomUUID();
      const request = {
        method: 'POST' as const,
        url: `${P}/batch`,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { items: names.map(publishBody) },
      };
      await h().login('demo-teacher');
      // The process stops right after the first item's transaction commits: the database is left as a kill
      // leaves it, the first item written and its key unanswered.
      const db = h().db;
      const transaction = db.transaction;
      let committed: () => void = () => undefined;
      const crashed = new Promise<void>((resolve) => {
        committed = resolve;
      });
      db.transaction = (async (...args: Parameters<typeof transaction>) => {
        await transaction.apply(db, args);
        committed();
        return new Promise<never>(() => undefined);
      }) as typeof transaction;
      void send('demo-teacher', request);
      await crashed;
      db.transaction = transaction;
      expect(await Promise.all(names.map(homeworksNamed))).toEqual([1, 0, 0]);
      const [lost] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(lost?.statusCode).toBeNull();
      // The client retries once the lost request's time is over (the clock moved on, as after a restart).
      await db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_ABANDONED_MS - 1000) })
        .where(eq(idempotencyKeys.key, key));
      const retry = await send('demo-teacher', request);
      expect(retry.status).toBe(200);
      expect(retry.body.resultData).toMatchObject({ total: 3, succeeded: 3, failed: 0 });
      expect(await Promise.all(names.map(homeworksNamed))).toEqual([1, 1, 1]);
      const [first] = await db
        .select({ id: homeworks.id })
        .from(homeworks)
        .where(eq(homeworks.homeworkName, names[0] ?? ''));
      expect(retry.body.resultData.items[0].eHomeworkId).toBe(first?.id);
      // Its answer is kept: a further repeat replays it.
      const again = await send('demo-teacher', request);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(retry.body);
      expect(await Promise.all(names.map(homeworksNamed))).toEqual([1, 1, 1]);
    });

    it('refuses the same key with a different request (409) and a malformed key (400), writing nothing', async () => {
      const key = randomUUID();
      const name = `Keyed ${randomUUID().slice(0, 8)}`;
      await send('demo-teacher', {
        method: 'POST',
        url: P,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        payload: publishBody(name),
      });
      const other = await send('demo-teacher', {
        method: 'POST',
        url: P,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        payload: publishBody(`${name} changed`),
      });
      expect(other.status).toBe(409);
      expect(other.body.errorCode).toBe(ERROR_CODES.IDEMPOTENCY_KEY_REUSED);
      const malformed = await send('demo-teacher', {
        method: 'POST',
        url: P,
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'x'.repeat(300) },
        payload: publishBody(`${name} malformed`),
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errorMessage).toContain(`headers.${IDEMPOTENCY_KEY_HEADER}`);
      expect(await homeworksNamed(`${name} changed`)).toBe(0);
      expect(await homeworksNamed(`${name} malformed`)).toBe(0);
    });
  });

  it(`three teachers deleting one homework at once: one succeeds, the others are refused, one audit row (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const published = await send('demo-teacher', {
        method: 'POST',
        url: P,
        payload: publishBody(`Race delete ${round}`),
      });
      const id = published.body.resultData.homeworkInfo.eHomeworkId as number;
      const results = await Promise.all(
        ['demo-headmaster', 'demo-director', 'demo-teacher'].map((account) =>
          send(account, { method: 'DELETE', url: `${P}/${id}` }),
        ),
      );
      const succeeded = results.filter((result) => result.status === 200 && result.body.resultStatus);
      expect(succeeded, `round ${round}`).toHaveLength(1);
      for (const refused of results.filter((result) => !result.body.resultStatus)) {
        expect(refused.status).toBe(404);
      }
      expect(await deleteAudits(id)).toBe(1);
    }
  });

  it(`a task sheet distributed and deleted at once: exactly one wins and no homework is left without its sheet (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const uploaded = await send('demo-teacher', {
        method: 'POST',
        url: W,
        ...multipartForm(
          { workPaperName: `Race sheet ${round}`, subjectCode: 'ENGLISH', gradeCode: '3', workPaperDesc: '' },
          { bytes: SAMPLE_FILES.pdf(), fileName: 'sheet.pdf', contentType: 'application/pdf' },
        ),
      });
      const workPaperId = uploaded.body.resultData.workPaperId as number;
      const homeworkName = `Race sheet homework ${randomUUID().slice(0, 8)}`;
      const [distributed, deleted] = await Promise.all([
        send('demo-teacher', {
          method: 'POST',
          url: `${W}/${workPaperId}/distribute`,
          payload: {
            homeworkName,
            startTime: new Date(Date.now() + HOUR).toISOString(),
            endTime: new Date(Date.now() + 48 * HOUR).toISOString(),
            targets: [{ scope: 'SINGLE_CLASS', classId }],
          },
        }),
        send('demo-teacher', { method: 'DELETE', url: `${W}/${workPaperId}` }),
      ]);
      const wins = [distributed, deleted].filter(
        (result) => result.status === 200 && result.body.resultStatus,
      );
      expect(wins, `round ${round}`).toHaveLength(1);
      const [sheet] = await h().db.select().from(workPapers).where(eq(workPapers.id, workPaperId));
      const made = await homeworksNamed(homeworkName);
      if (distributed.body.resultStatus) {
        expect(sheet?.homeworkId).toBe(distributed.body.resultData.eHomeworkId);
        expect(deleted.body.errorCode).toBe(ERROR_CODES.WORK_PAPER_DISTRIBUTED);
        expect(made).toBe(1);
      } else {
        expect(sheet).toBeUndefined();
        expect(made).toBe(0);
      }
    }
  });
});
