import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { mediaAnswerSchema } from '@harbour/api-client/contract';
import { BASE_QUESTION_TYPES } from '@harbour/question-engine/core';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { checkUpload, createLocalStorage } from '../../storage';
import { type Database, openDatabase } from '../client';
import { SEEDED_ALL_TYPES_HOMEWORK, SEEDED_FUTURE_HOMEWORK, SEEDED_OPEN_HOMEWORK } from './homework';
import { DEMO_PASSWORD, DEMO_STUDENT_ACCOUNT, seedIfEmpty } from './index';
import { SEEDED_TASK_SHEET, SEEDED_TASK_SHEET_LINES } from './task-sheet';

// The demo school as the teacher's screens and the student app read it: seeded on a real PGlite at a fixed
// clock, with its photos and recordings written to a local storage folder.

const NOW = new Date('2026-11-25T02:00:00Z');
const folder = mkdtempSync(join(tmpdir(), 'harbour-seed-test-'));
const storage = createLocalStorage({ root: folder, secret: 'seed-test-secret-0123456789' });
let database: Database;
let client: PGlite;

async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return (Array.isArray(result) ? result : (result.rows ?? [])) as T[];
}
const all = <T>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);
async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await all<{ n: number }>(query);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  client = new PGlite();
  database = await openDatabase({ pglite: client });
  await database.migrate();
  await seedIfEmpty(database.db, { now: NOW, storage });
}, 180_000);

afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the seeded school', () => {
  it('gives every student the demo password, one hash for all, and demo-student an account in 3B', async () => {
    const hashes = await all<{ hash: string | null; n: number }>(
      sql`SELECT password_hash AS hash, count(*)::int AS n FROM students GROUP BY password_hash`,
    );
    expect(hashes).toHaveLength(1);
    expect(await verify(hashes[0]?.hash ?? '', DEMO_PASSWORD)).toBe(true);
    const [student] = await all<{ className: string; classNumber: number }>(sql`
      SELECT c.class_name AS "className", s.class_number AS "classNumber"
      FROM students s JOIN classes c ON c.id = s.class_id WHERE s.account = ${DEMO_STUDENT_ACCOUNT}`);
    expect(student).toEqual({ className: '3B', classNumber: 1 });
    expect(await count(sql`SELECT count(*)::int AS n FROM students WHERE account = 'demo-s3b02'`)).toBe(1);
  });

  it('keeps homework question counts, questions and scores consistent', async () => {
    // Tests are seeded as published: without feedback, one try; and there are some.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM homeworks
        WHERE process_type IN ('3a', '3b', '4') AND (immediate_feedback OR max_tries IS DISTINCT FROM 1)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM homeworks WHERE process_type IN ('3a', '3b', '4')`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM homeworks h
        WHERE h.question_count <> (SELECT count(*) FROM homework_questions q WHERE q.homework_id = h.id)`),
    ).toBe(0);
    // Answers only to questions of their homework, within the full mark.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM answers x JOIN attempts a ON a.id = x.attempt_id
        LEFT JOIN homework_questions q ON q.homework_id = a.homework_id AND q.question_id = x.question_id
        WHERE q.question_id IS NULL OR x.score < 0 OR x.score > q.max_score`),
    ).toBe(0);
    // Every score has its audit: the last audit row of an answer gives its score; a marking gives it too.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM answers x
        WHERE x.score IS DISTINCT FROM
          (SELECT s.new_score FROM score_audit s WHERE s.answer_id = x.id ORDER BY s.id DESC LIMIT 1)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM markings m JOIN answers x ON x.id = m.answer_id
        WHERE m.score <> x.score OR x.right_status <> 'NOT_CORRECT'`),
    ).toBe(0);
  });

  it('records submissions by their time: on time before the end, late after it, missing without one', async () => {
    const wrong = await all<{ id: number; status: string }>(sql`
      SELECT a.id, a.submit_status AS status FROM attempts a JOIN homeworks h ON h.id = a.homework_id
      WHERE NOT CASE a.submit_status
        WHEN 'NORMAL' THEN a.submitted_at IS NOT NULL AND a.submitted_at <= h.end_time
        WHEN 'DELAY' THEN a.submitted_at IS NOT NULL AND a.submitted_at > h.end_time
        WHEN 'OVERDUE' THEN a.submitted_at IS NULL AND h.end_time <= ${NOW.toISOString()}::timestamptz
        WHEN 'NOT_SUBMIT' THEN a.submitted_at IS NULL AND h.end_time > ${NOW.toISOString()}::timestamptz
        ELSE false END
      OR a.submitted_at < h.start_time OR a.submitted_at > ${NOW.toISOString()}::timestamptz
      OR a.started_at IS NULL OR a.started_at > COALESCE(a.submitted_at, a.started_at)`);
    expect(wrong).toEqual([]);
    // A test is handed in within its duration.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM attempts a JOIN homeworks h ON h.id = a.homework_id
        WHERE h.process_type IN ('3a', '3b', '4') AND a.submitted_at IS NOT NULL
          AND (a.submit_status <> 'NORMAL' OR a.submitted_at - a.started_at > h.duration_minutes * interval '1 minute')`),
    ).toBe(0);
  });

  it('has on-time, late and missing students in every ended homework of a class, tests on time or missing', async () => {
    const spread = await all<{
      name: string;
      test: boolean;
      normal: number;
      late: number;
      missing: number;
    }>(sql`
      SELECT h.homework_name AS name, h.process_type IN ('3a', '3b', '4') AS test,
        count(*) FILTER (WHERE a.submit_status = 'NORMAL')::int AS normal,
        count(*) FILTER (WHERE a.submit_status = 'DELAY')::int AS late,
        count(*) FILTER (WHERE a.submitted_at IS NULL)::int AS missing
      FROM homeworks h
      JOIN homework_targets t ON t.homework_id = h.id
      JOIN students s ON s.class_id = t.class_id
      LEFT JOIN attempts a ON a.homework_id = h.id AND a.student_id = s.id
      WHERE h.end_time < ${NOW.toISOString()}::timestamptz AND h.distribute_range = 'SINGLE_CLASS'
        AND h.school_id = (SELECT id FROM schools WHERE name_en = 'Harbour College')
      GROUP BY h.id`);
    expect(spread.length).toBeGreaterThan(300);
    expect(spread.filter((h) => h.normal === 0 || h.missing === 0 || (!h.test && h.late === 0))).toEqual([]);
    expect(spread.filter((h) => h.test && h.late > 0)).toEqual([]);
    // Most students hand their homework in.
    const handedIn = spread.reduce((sum, h) => sum + h.normal + h.late, 0);
    const total = spread.reduce((sum, h) => sum + h.normal + h.late + h.missing, 0);
    expect(handedIn / total).toBeGreaterThan(0.75);
    expect(handedIn / total).toBeLessThan(0.97);
  });

  it('spreads right, part-right and wrong answers, with questions most students get wrong', async () => {
    const statuses = await all<{ status: string; n: number }>(
      sql`SELECT right_status AS status, count(*)::int AS n FROM answers GROUP BY right_status`,
    );
    const share = (status: string) =>
      (statuses.find((s) => s.status === status)?.n ?? 0) / statuses.reduce((sum, s) => sum + s.n, 0);
    expect(share('RIGHT')).toBeGreaterThan(0.35);
    expect(share('PART_RIGHT')).toBeGreaterThan(0.05);
    expect(share('WRONG')).toBeGreaterThan(0.1);
    expect(share('NOT_CORRECT')).toBeGreaterThan(0.02);
    // Some questions of a homework: answered by 10 or more, wrong for most of them.
    const hard = await count(sql`SELECT count(*)::int AS n FROM (
        SELECT a.homework_id, x.question_id FROM answers x JOIN attempts a ON a.id = x.attempt_id
        WHERE x.child_key = '' GROUP BY a.homework_id, x.question_id
        HAVING count(*) >= 10 AND count(*) FILTER (WHERE x.right_status = 'WRONG') * 2 > count(*)) q`);
    expect(hard).toBeGreaterThan(20);
  });

  it('has essays with photos and typed text and recordings waiting for marking, stored as real files', async () => {
    const waiting = await all<{ local: unknown; type: string }>(sql`
      SELECT x.local_answer AS local, q.question_type AS type
      FROM answers x
      JOIN attempts a ON a.id = x.attempt_id
      JOIN questions q ON q.id = x.question_id
      LEFT JOIN markings m ON m.answer_id = x.id
      WHERE x.right_status = 'NOT_CORRECT' AND m.id IS NULL AND a.submitted_at IS NOT NULL`);
    const parsed = waiting.map((row) => mediaAnswerSchema.parse(row.local));
    const photos = parsed.filter((a) => a.answerType === 'PICTURE' && 'imgUrl' in a && a.imgUrl.length > 0);
    const texts = parsed.filter((a) => a.answerType === 'TEXT' && 'text' in a && a.text.length > 20);
    const recordings = parsed.filter((a) => 'makeList' in a && a.makeList.length + a.uploadList.length > 0);
    expect(photos.length).toBeGreaterThan(50);
    expect(texts.length).toBeGreaterThan(50);
    expect(recordings.length).toBeGreaterThan(50);
    // Every media answer is valid, and every file it names is stored, recorded as an upload and accepted.
    const every = await all<{ local: unknown }>(
      sql`SELECT local_answer AS local FROM answers WHERE local_answer IS NOT NULL`,
    );
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM answers WHERE right_status = 'NOT_CORRECT' AND local_answer IS NULL`,
      ),
    ).toBe(0);
    const urls = every.flatMap((row) => {
      const answer = mediaAnswerSchema.parse(row.local);
      return 'imgUrl' in answer
        ? answer.imgUrl
        : [...answer.makeList, ...answer.uploadList].map((c) => c.url);
    });
    // Stored by key, as the server stores a student's media answer (readers get signed URLs).
    const keys = urls;
    const recorded = new Set(
      (await all<{ key: string }>(sql`SELECT file_key AS key FROM uploads`)).map((row) => row.key),
    );
    expect(keys.filter((key) => !recorded.has(key))).toEqual([]);
    expect(recorded.size).toBe(keys.length);
    for (const key of [
      keys[0],
      keys[keys.length - 1],
      ...keys.filter((k) => k.endsWith('.mp3')).slice(0, 1),
    ]) {
      const bytes = readFileSync(join(folder, key ?? ''));
      const kind = key?.endsWith('.mp3') ? 'audio' : 'image';
      await expect(checkUpload(new Uint8Array(bytes), kind, 'file')).resolves.toMatchObject({
        size: bytes.length,
      });
      expect(key).toMatch(new RegExp(`^schools/\\d+/users/s\\d+/${kind}/\\d{8}/[0-9a-f]{24}\\.(png|mp3)$`));
    }
  });

  it('marks what a teacher marked and waits for the rest: correction status follows the answers', async () => {
    const homework = await all<{ status: string; test: boolean; unmarked: number; submitted: number }>(sql`
      SELECT h.correction_status AS status, h.process_type IN ('3a', '3b', '4') AS test,
        (SELECT count(*) FROM answers x JOIN attempts a ON a.id = x.attempt_id
          LEFT JOIN markings m ON m.answer_id = x.id
          WHERE a.homework_id = h.id AND a.submitted_at IS NOT NULL AND x.right_status = 'NOT_CORRECT'
            AND m.id IS NULL)::int AS unmarked,
        (SELECT count(*) FROM attempts a WHERE a.homework_id = h.id AND a.submitted_at IS NOT NULL)::int AS submitted
      FROM homeworks h WHERE h.end_time < ${NOW.toISOString()}::timestamptz`);
    expect(homework.filter((h) => h.unmarked > 0 && h.status !== 'WAIT_CORRECT')).toEqual([]);
    expect(
      homework.filter((h) => h.submitted > 0 && h.status === 'WAIT_CORRECT' && h.unmarked === 0 && !h.test),
    ).toEqual([]);
    // Tests handed in and waiting to be marked.
    expect(
      homework.filter((h) => h.test && h.submitted > 0 && h.status === 'WAIT_CORRECT').length,
    ).toBeGreaterThan(20);
    expect(homework.filter((h) => h.status === 'ANNOUNCED').length).toBeGreaterThan(100);
  });

  it("gives demo-student's class one task sheet, open, with its PDF stored and one hand-in question", async () => {
    const sheets = await all<{ name: string; description: string; file_key: string; questions: number }>(sql`
      SELECT w.name, w.description, w.file_key,
        (SELECT count(*) FROM homework_questions hq WHERE hq.homework_id = h.id)::int AS questions
      FROM work_papers w JOIN homeworks h ON h.id = w.homework_id
      JOIN homework_targets t ON t.homework_id = h.id
      JOIN students s ON s.class_id = t.class_id AND s.account = ${DEMO_STUDENT_ACCOUNT}
      WHERE h.process_type = '13' AND h.start_time <= ${NOW.toISOString()}::timestamptz
        AND h.end_time > ${NOW.toISOString()}::timestamptz`);
    expect(sheets).toEqual([
      {
        name: `3B ${SEEDED_TASK_SHEET}`,
        description: SEEDED_TASK_SHEET_LINES.join(';'),
        file_key: expect.stringMatching(/\/pdf\/seed\/reading-worksheet\.pdf$/),
        questions: 1,
      },
    ]);
    expect(
      readFileSync(join(folder, sheets[0]?.file_key ?? ''))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it("leaves demo-student this week's homework to do, one of them with every type, open for others too", async () => {
    const open = await all<{ name: string; mine: number; submitted: number; types: string[] }>(sql`
      SELECT h.homework_name AS name,
        (SELECT count(*) FROM attempts a JOIN students s ON s.id = a.student_id
          WHERE a.homework_id = h.id AND s.account = ${DEMO_STUDENT_ACCOUNT})::int AS mine,
        (SELECT count(*) FROM attempts a WHERE a.homework_id = h.id AND a.submitted_at IS NOT NULL)::int AS submitted,
        (SELECT array_agg(DISTINCT q.question_type) FROM homework_questions hq
          JOIN questions q ON q.id = hq.question_id WHERE hq.homework_id = h.id) AS types
      FROM homeworks h JOIN homework_targets t ON t.homework_id = h.id
      JOIN students s ON s.class_id = t.class_id AND s.account = ${DEMO_STUDENT_ACCOUNT}
      WHERE h.start_time <= ${NOW.toISOString()}::timestamptz AND h.end_time > ${NOW.toISOString()}::timestamptz
        AND h.end_time < ${new Date(NOW.getTime() + 7 * 86_400_000).toISOString()}::timestamptz`);
    expect(open.filter((h) => h.mine > 0)).toEqual([]);
    const allTypes = open.find((h) => h.name.endsWith(SEEDED_ALL_TYPES_HOMEWORK));
    expect(allTypes?.submitted).toBeGreaterThan(0);
    expect(BASE_QUESTION_TYPES.filter((type) => !allTypes?.types.includes(type))).toEqual([]);
    // The open homework the tests answer shares no question with another homework due this week of its class.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM homeworks o
        JOIN homework_targets ot ON ot.homework_id = o.id
        JOIN homework_questions oq ON oq.homework_id = o.id
        JOIN homework_targets wt ON wt.class_id = ot.class_id
        JOIN homeworks w ON w.id = wt.homework_id AND w.id <> o.id
          AND w.start_time <= ${NOW.toISOString()}::timestamptz AND w.end_time > ${NOW.toISOString()}::timestamptz
          AND w.homework_name NOT LIKE '%本月練習%'
        JOIN homework_questions wq ON wq.homework_id = w.id AND wq.question_id = oq.question_id
        WHERE o.homework_name LIKE ${`% ${SEEDED_OPEN_HOMEWORK}`}`),
    ).toBe(0);
    // The homework the tests answer stays untouched.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM attempts a JOIN homeworks h ON h.id = a.homework_id
        WHERE h.homework_name LIKE ${`% ${SEEDED_OPEN_HOMEWORK}`} OR h.homework_name LIKE ${`% ${SEEDED_FUTURE_HOMEWORK}`}`),
    ).toBe(0);
  });

  describe('seeded again from the same seed and clock', () => {
    let again: Database;
    // Seeding is setup: a second school in its own PGlite, under the hook guard like the first.
    beforeAll(async () => {
      again = await openDatabase({ pglite: new PGlite() });
      await again.migrate();
      await seedIfEmpty(again.db, { now: NOW });
    });
    afterAll(async () => {
      await again?.close();
    });

    it('holds the same rows', async () => {
      // Password hashes are salted: everything but them is the same.
      const digest = async (db: Database['db']) => {
        const hash = createHash('sha256');
        for (const query of [
          sql`SELECT id, account, name, class_id, class_number FROM students ORDER BY id`,
          sql`SELECT * FROM homeworks ORDER BY id`,
          sql`SELECT * FROM homework_questions ORDER BY homework_id, question_id`,
          sql`SELECT * FROM attempts ORDER BY id`,
          sql`SELECT * FROM answers ORDER BY id`,
          sql`SELECT * FROM markings ORDER BY id`,
          sql`SELECT * FROM score_audit ORDER BY id`,
          sql`SELECT id, owner, kind, file_key, size, created_at FROM uploads ORDER BY id`,
          sql`SELECT * FROM schedule_papers ORDER BY id`,
        ]) {
          hash.update(JSON.stringify(await rows(db, query)));
        }
        return hash.digest('hex');
      };
      expect(await digest(again.db)).toBe(await digest(database.db));
    });
  });
});
