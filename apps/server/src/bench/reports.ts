import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { classesPerGradeAt, DEMO_PASSWORD, seedIfEmpty } from '../db/seed';
import { seededRandom } from '../db/seed/random';
import { rowsOf } from '../db/sql';
import { readEnv } from '../env';
import { benchArgs } from './args';
import type {
  ReportBenchCase,
  ReportBenchCheck,
  ReportBenchContext,
  ReportBenchReply,
  ReportBenchRequest,
} from './report-bench';
import { cases as errorCenterCases } from './reports-error-center';
import { cases as homeworkCases } from './reports-homework';
import { cases as performanceCases } from './reports-performance';
import { cases as schoolCases, checks as schoolChecks } from './reports-school';

// The report benchmark: on PostgreSQL, a fresh database seeded at `--scale` (10 by default, the
// scale of `pnpm seed --scale 10`; `--year` adds a full school's year, `pnpm seed --year`), then every case of
// reports-homework.ts, reports-performance.ts, reports-error-center.ts and reports-school.ts (and the
// teaching-calendar calls below), each sending its requests spread over
// many classes, homework and students. Requests go one at a time through Fastify's inject (no socket), the
// cases taking turns request by request so that all of them see the same moments of this shared machine;
// the time measured is the server's own (reply.elapsedTime: from the request's arrival in Fastify to the
// reply sent: routing, validation, authentication, the queries and serialisation). Each case's p95 is
// printed against its target with PASS or FAIL; a case whose requests fail is ERROR, one with nothing to
// ask SKIP. The harness runs whatever cases the files hold. A `fresh` case (cold) runs first, each request the
// first of a fresh app on fresh connections. Then the checks (reports-school.ts) recompute figures from the
// tables; a difference fails the run (exit code 1) whatever the times.

const DEFAULT_REQUESTS = 200;
const DEFAULT_WARMUP = 20;

/** The teaching calendar's calls, measured with the reports they serve. */
const calendarCases: ReportBenchCase[] = [
  {
    name: 'units of a class in a term (teacher)',
    targetP95Ms: 100,
    request: (context) => {
      const schedule = context.pick(context.teacherSchedules);
      return schedule
        ? { url: `/ael/school/common/classes/${schedule.classId}/term/${schedule.termId}/schedules` }
        : null;
    },
  },
  {
    name: 'papers of a unit (headmaster)',
    targetP95Ms: 100,
    request: (context) => {
      const schedule = context.pick(context.schedules);
      return schedule
        ? { url: `/ael/school/common/schedules/${schedule.id}/papers`, as: 'headmaster' }
        : null;
    },
  },
];

interface Entry {
  area: string;
  benchCase: ReportBenchCase;
}

const AREAS: [string, readonly ReportBenchCase[]][] = [
  ['calendar', calendarCases],
  ['homework', homeworkCases],
  ['performance', performanceCases],
  ['mistakes', errorCenterCases],
  ['school', schoolCases],
];

const CHECKS: readonly ReportBenchCheck[] = schoolChecks;
/** Requests of a fresh (cold) case unless it says. */
const DEFAULT_FRESH_REQUESTS = 5;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** What the seed made at this scale (written down in BENCHMARKS.md). */
async function describeSeed(database: Database) {
  const [row] = rowsOf<Record<string, string | number>>(
    await database.db.execute(
      sql.raw(`
      SELECT
        (SELECT count(*) FROM classes) AS classes,
        (SELECT count(*) FROM students) AS students,
        (SELECT count(*) FROM staff_users) AS staff,
        (SELECT count(*) FROM homeworks) AS homework,
        (SELECT count(*) FROM homeworks h WHERE EXISTS (SELECT 1 FROM attempts a WHERE a.homework_id = h.id
          AND a.submit_status <> 'NOT_SUBMIT')) AS homework_submitted,
        (SELECT round(avg(n), 1) FROM (SELECT count(*) AS n FROM homework_questions GROUP BY homework_id) q)
          AS questions_per_homework,
        (SELECT count(*) FROM attempts WHERE submit_status <> 'NOT_SUBMIT') AS submissions,
        (SELECT count(*) FROM answers) AS answers,
        (SELECT count(*) FROM schedules) AS schedules,
        (SELECT count(*) FROM terms) AS terms`),
    ),
  );
  return row ?? {};
}

async function buildContext(
  database: Database,
  inject: ReportBenchContext['inject'],
  tokens: ReportBenchContext['tokens'],
  seed: number,
): Promise<ReportBenchContext> {
  const { db } = database;
  const teacherClasses = rowsOf<{ class_id: number; subject_code: string }>(
    await db.execute(
      sql.raw(`SELECT t.class_id, t.subject_code FROM teaching_assignments t
        JOIN staff_users s ON s.id = t.teacher_id WHERE s.account = 'demo-teacher'`),
    ),
  );
  const teacherClassIds = [...new Set(teacherClasses.map((row) => Number(row.class_id)))];
  const teaches = new Set(teacherClasses.map((row) => `${row.class_id}:${row.subject_code}`));
  const homework = rowsOf<{
    id: number;
    class_ids: number[];
    subject_code: string;
    process_type: string;
    submissions: number;
  }>(
    await db.execute(
      sql.raw(`
      SELECT h.id, array_agg(DISTINCT t.class_id) FILTER (WHERE t.class_id IS NOT NULL) AS class_ids,
        h.subject_code, h.process_type,
        (SELECT count(*) FROM attempts a WHERE a.homework_id = h.id AND a.submit_status <> 'NOT_SUBMIT')::int
          AS submissions
      FROM homeworks h JOIN homework_targets t ON t.homework_id = h.id
      GROUP BY h.id
      HAVING EXISTS (SELECT 1 FROM attempts a WHERE a.homework_id = h.id AND a.submit_status <> 'NOT_SUBMIT')
      ORDER BY h.id`),
    ),
  ).map((row) => ({
    id: Number(row.id),
    classIds: (row.class_ids ?? []).map(Number),
    subjectCode: row.subject_code,
    processType: row.process_type,
    submissions: Number(row.submissions),
  }));
  const teacherHomework = homework.filter((one) =>
    one.classIds.some((classId) => teaches.has(`${classId}:${one.subjectCode}`)),
  );
  const schedules = rowsOf<{ id: number; class_id: number; term_id: number; subject_code: string }>(
    await db.execute(
      sql.raw(`SELECT s.id, s.class_id, s.term_id, s.subject_code FROM schedules s
        WHERE EXISTS (SELECT 1 FROM schedule_papers p WHERE p.schedule_id = s.id AND p.homework_id IS NOT NULL)
        ORDER BY s.id`),
    ),
  ).map((row) => ({
    id: Number(row.id),
    classId: Number(row.class_id),
    termId: Number(row.term_id),
    subjectCode: row.subject_code,
  }));
  const students = rowsOf<{ id: number; class_id: number }>(
    await db.execute(
      sql.raw(`SELECT s.id, s.class_id FROM students s WHERE EXISTS (SELECT 1 FROM attempts a
        WHERE a.student_id = s.id AND a.submit_status <> 'NOT_SUBMIT') ORDER BY s.id`),
    ),
  ).map((row) => ({ id: Number(row.id), classId: Number(row.class_id) }));
  const classes = rowsOf<{ id: number; class_name: string }>(
    await db.execute(
      sql.raw(`SELECT c.id, c.class_name FROM classes c WHERE EXISTS (SELECT 1 FROM students s
        WHERE s.class_id = c.id) ORDER BY c.id`),
    ),
  ).map((row) => ({ id: Number(row.id), className: row.class_name }));
  const byTeacherFirst = <T extends { id: number }>(list: T[], mine: (item: T) => boolean) => [
    ...list.filter(mine),
    ...list.filter((item) => !mine(item)),
  ];
  // The school year whose units hold the most homework: the whole-school cases ask it.
  const years = rowsOf<{ school_year: number; term_ids: number[] }>(
    await db.execute(
      sql.raw(`SELECT t.school_year, array_agg(DISTINCT t.id ORDER BY t.id) AS term_ids FROM terms t
        LEFT JOIN schedules s ON s.term_id = t.id LEFT JOIN schedule_papers p ON p.schedule_id = s.id
        GROUP BY t.school_year ORDER BY count(p.homework_id) DESC, t.school_year DESC`),
    ),
  );
  const terms = rowsOf<{ id: number }>(
    await db.execute(
      sql.raw(`SELECT id FROM terms WHERE school_year = (SELECT max(school_year) FROM terms) ORDER BY id`),
    ),
  ).map((row) => ({ id: Number(row.id) }));
  const random = seededRandom(seed);
  let queries = 0;
  const teacherIds = new Set(teacherHomework.map((one) => one.id));
  const teaching = teacherClasses.map((row) => ({
    classId: Number(row.class_id),
    subjectCode: row.subject_code,
  }));
  return {
    inject,
    tokens,
    homework: byTeacherFirst(homework, (one) => teacherIds.has(one.id)),
    teacherHomework,
    schedules,
    students,
    classes: byTeacherFirst(classes, (one) => teacherClassIds.includes(one.id)),
    terms,
    teacherClassIds,
    teaching,
    teacherSchedules: schedules.filter((one) => teaches.has(`${one.classId}:${one.subjectCode}`)),
    reportYear: Number(years[0]?.school_year ?? new Date().getUTCFullYear()),
    reportTermIds: (years[0]?.term_ids ?? []).map(Number),
    query: <Row>(text: string, values: unknown[] = []) =>
      database.preparedText<Row>(`bench_query_${++queries}`, text, values),
    random,
    pick: <T>(list: readonly T[]) =>
      list.length === 0 ? undefined : list[Math.floor(random() * list.length)],
  };
}

interface Outcome {
  area: string;
  name: string;
  target: number;
  times: number[];
  errors: number;
  firstError: string | null;
  skipped: boolean;
}

interface RunOptions {
  scale: number;
  /** A full school's year (`pnpm seed --year`). */
  year: boolean;
  only: string | undefined;
  requestsOverride?: number | undefined;
  /** Opens another pool on the bench's database (the cold case's fresh connections). */
  openFresh: () => Promise<Database>;
}

async function runReports(database: Database, options: RunOptions) {
  const { scale, year, only, requestsOverride } = options;
  await database.migrate();
  console.log(
    `seeding the demo school at scale ${scale} (${classesPerGradeAt(scale)} classes a grade)${year ? ' with a full school year' : ''}…`,
  );
  const seedStarted = Date.now();
  const seeded = await seedIfEmpty(database.db, { scale, year });
  console.log(
    seeded ? `seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s:` : 'already seeded (--reuse):',
    await describeSeed(database),
  );
  // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans rely on.
  await database.db.execute(sql`VACUUM ANALYZE`);

  const app = await buildApp({ database });
  let recording: string | null = null;
  let lastElapsed = 0;
  app.addHook('onResponse', async (_request, reply) => {
    if (recording !== null) lastElapsed = reply.elapsedTime;
  });
  await app.ready();
  try {
    const login = async (account: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/ael/school/common/login',
        payload: { account, password: DEMO_PASSWORD },
      });
      const token = (response.json() as { resultData?: { accessToken?: string } }).resultData?.accessToken;
      if (!token) throw new Error(`login of ${account} failed: ${response.statusCode} ${response.body}`);
      return token;
    };
    const tokens = { teacher: await login('demo-teacher'), headmaster: await login('demo-headmaster') };
    const inject = async (request: ReportBenchRequest): Promise<ReportBenchReply> => {
      const response = await app.inject({
        method: request.method ?? 'GET',
        url: request.url,
        headers: { accesstoken: tokens[request.as ?? 'teacher'] },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      let json: unknown = null;
      try {
        json = response.json();
      } catch {
        json = response.body;
      }
      return { status: response.statusCode, json };
    };
    const context = await buildContext(database, inject, tokens, 19);
    console.log(
      `context: ${context.homework.length} homework with submissions (${context.teacherHomework.length} of demo-teacher's), ${context.schedules.length} units with homework, ${context.students.length} students who handed in, ${context.classes.length} classes, ${context.terms.length} terms this year; whole-school cases ask ${context.reportYear}`,
    );

    const entries: Entry[] = AREAS.flatMap(([area, list]) => list.map((benchCase) => ({ area, benchCase })));
    const chosen = entries.filter(
      (entry) => !only || `${entry.area} ${entry.benchCase.name}`.toLowerCase().includes(only.toLowerCase()),
    );
    const outcomes: Outcome[] = chosen.map((entry) => ({
      area: entry.area,
      name: entry.benchCase.name,
      target: entry.benchCase.targetP95Ms,
      times: [],
      errors: 0,
      firstError: null,
      skipped: false,
    }));
    const send = async (index: number, k: number, measured: boolean) => {
      const entry = chosen[index] as Entry;
      const outcome = outcomes[index] as Outcome;
      let request: ReportBenchRequest | null;
      try {
        request = entry.benchCase.request(context, k);
      } catch (error) {
        outcome.errors++;
        outcome.firstError ??= `request(): ${(error as Error).message}`;
        return;
      }
      if (request === null) {
        if (k === 0) outcome.skipped = true;
        return;
      }
      recording = entry.benchCase.name;
      lastElapsed = Number.NaN;
      const reply = await inject(request);
      recording = null;
      const body = reply.json as { resultStatus?: boolean; errorMessage?: string } | null;
      if (reply.status !== 200 || body?.resultStatus === false) {
        outcome.errors++;
        outcome.firstError ??= `${request.method ?? 'GET'} ${request.url}: ${reply.status} ${body?.errorMessage ?? ''}`;
        return;
      }
      if (measured && Number.isFinite(lastElapsed)) outcome.times.push(lastElapsed);
    };
    // Cold cases first, just after VACUUM ANALYZE: each request is the first of a fresh app on a fresh pool
    // (new backends), with the tokens of the sessions above (stored in the database).
    for (let i = 0; i < chosen.length; i++) {
      const entry = chosen[i] as Entry;
      const outcome = outcomes[i] as Outcome;
      if (!entry.benchCase.fresh) continue;
      const count = entry.benchCase.requests ?? DEFAULT_FRESH_REQUESTS;
      for (let k = 0; k < count; k++) {
        const request = entry.benchCase.request(context, k);
        if (request === null) {
          outcome.skipped = true;
          break;
        }
        const freshDatabase = await options.openFresh();
        const freshApp = await buildApp({ database: freshDatabase });
        let elapsed = Number.NaN;
        freshApp.addHook('onResponse', async (_request, reply) => {
          elapsed = reply.elapsedTime;
        });
        await freshApp.ready();
        try {
          const response = await freshApp.inject({
            method: request.method ?? 'GET',
            url: request.url,
            headers: { accesstoken: tokens[request.as ?? 'teacher'] },
            ...(request.body === undefined ? {} : { payload: request.body as object }),
          });
          const body = response.json() as { resultStatus?: boolean; errorMessage?: string } | null;
          if (response.statusCode !== 200 || body?.resultStatus === false) {
            outcome.errors++;
            outcome.firstError ??= `${request.url}: ${response.statusCode} ${body?.errorMessage ?? ''}`;
          } else if (Number.isFinite(elapsed)) outcome.times.push(elapsed);
        } finally {
          await freshApp.close();
          await freshDatabase.close();
        }
      }
    }
    const counts = chosen.map((entry) =>
      entry.benchCase.fresh
        ? { warmup: 0, requests: 0 }
        : {
            warmup: entry.benchCase.warmup ?? DEFAULT_WARMUP,
            requests: requestsOverride ?? entry.benchCase.requests ?? DEFAULT_REQUESTS,
          },
    );
    // Warm-up, then the measured requests: the cases take turns, request by request.
    const maxWarmup = Math.max(0, ...counts.map((count) => count.warmup));
    for (let k = 0; k < maxWarmup; k++) {
      for (let i = 0; i < chosen.length; i++) if (k < (counts[i]?.warmup ?? 0)) await send(i, k, false);
    }
    const maxRequests = Math.max(0, ...counts.map((count) => count.requests));
    for (let k = 0; k < maxRequests; k++) {
      for (let i = 0; i < chosen.length; i++) {
        if (k < (counts[i]?.requests ?? 0) && !outcomes[i]?.skipped) await send(i, k, true);
      }
    }
    // The checks: figures of a report against a recomputation from the tables.
    let differing = 0;
    for (const check of only
      ? CHECKS.filter((one) => `school ${one.name}`.toLowerCase().includes(only.toLowerCase()))
      : CHECKS) {
      const started = Date.now();
      const problems = await check.run(context);
      console.log(
        `check: ${check.name}: ${problems.length === 0 ? 'EQUAL' : `DIFFERS (${problems.length})`} (${Date.now() - started} ms)`,
      );
      for (const problem of problems) console.error(`  DIFFERS ${problem}`);
      if (problems.length > 0) differing++;
    }
    return { outcomes, differing };
  } finally {
    await app.close();
  }
}

function printOutcomes(outcomes: readonly Outcome[]): boolean {
  const f = (value: number) => `${value.toFixed(1)} ms`;
  const rows = outcomes.map((outcome) => {
    const p95 = percentile(outcome.times, 95);
    let verdict: string;
    if (outcome.skipped) verdict = 'SKIP (nothing to ask)';
    else if (outcome.errors > 0) verdict = `ERROR (${outcome.errors} failed: ${outcome.firstError})`;
    else if (outcome.times.length === 0) verdict = 'SKIP (no requests)';
    else verdict = p95 <= outcome.target ? 'PASS' : 'FAIL';
    return [
      outcome.area,
      outcome.name,
      String(outcome.times.length),
      outcome.times.length ? f(percentile(outcome.times, 50)) : '-',
      outcome.times.length ? f(p95) : '-',
      outcome.times.length ? f(percentile(outcome.times, 99)) : '-',
      `≤ ${outcome.target} ms`,
      verdict,
    ];
  });
  const header = ['area', 'case', 'n', 'p50', 'p95', 'p99', 'target p95', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (column === 7 ? 0 : (row[column] ?? '').length))),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 7 ? cell : cell.padEnd(widths[column] ?? 0))).join(' | ');
  console.log(line(header));
  console.log(widths.map((width, column) => '-'.repeat(column === 7 ? 6 : width)).join('-|-'));
  for (const row of rows) console.log(line(row));
  if (outcomes.length === 0) console.log('(no cases: the case files are empty)');
  return rows.every((row) => row[7] === 'PASS' || String(row[7]).startsWith('SKIP'));
}

const env = readEnv();
const args = benchArgs({
  only: { type: 'string' },
  scale: { type: 'string', default: '10' },
  requests: { type: 'string' },
  keep: { type: 'boolean' },
  reuse: { type: 'string' },
  strict: { type: 'boolean' },
  year: { type: 'boolean' },
});
const scale = Number(args.scale);
const requests = args.requests === undefined ? undefined : Number(args.requests);
console.log(
  `Harbour report benchmark: p95 server time (Fastify's reply.elapsedTime, requests one at a time through inject) of every report case on PostgreSQL at seed scale ${scale}.`,
);
if (args.only === 'pglite') {
  console.log('reports: PostgreSQL only (skipped with --only pglite).');
} else if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
  console.error('--scale takes a whole number from 1 to 100');
  process.exitCode = 2;
} else if (requests !== undefined && !(Number.isInteger(requests) && requests > 0)) {
  console.error('--requests takes a whole number over 0');
  process.exitCode = 2;
} else {
  const url = env.DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  // `--reuse <name>` runs on a database a `--keep` run left (already seeded: no seeding, not dropped).
  const reuse = args.reuse && /^harbour_reports_[a-z0-9]+$/.test(args.reuse) ? args.reuse : undefined;
  if (args.reuse && !reuse)
    throw new Error('--reuse takes the name a --keep run printed (harbour_reports_…)');
  const name = reuse ?? `harbour_reports_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    const open = () => openDatabase({ url: target.toString(), poolSize: env.DATABASE_POOL_SIZE });
    const database = await open();
    try {
      // `--only postgres` (the other benches' switch, which pnpm hands to the last command) means every case.
      const filter = args.only === 'postgres' ? undefined : args.only;
      const { outcomes, differing } = await runReports(database, {
        scale,
        year: args.year === true,
        only: filter,
        requestsOverride: requests,
        openFresh: open,
      });
      const met = printOutcomes(outcomes);
      console.log(`report targets: ${met ? 'every case met' : 'NOT all met'}`);
      if (!met && args.strict) process.exitCode = 1;
      if (differing > 0) {
        console.error(`FIGURES DIFFER: ${differing} check(s) found the report unlike the recomputation`);
        process.exitCode = 1;
      }
    } finally {
      await database.close();
    }
  } finally {
    // `--keep` leaves the database for EXPLAIN (its name is printed).
    if (args.keep || reuse) console.log(`kept database ${name} (run again on it with --reuse ${name})`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
