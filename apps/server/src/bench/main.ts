import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BaseQuestion } from '@harbour/question-engine/core';
import { and, asc, eq, gt, isNull, like, lte, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { classes, homeworkQuestions, homeworks, homeworkTargets, questions, students } from '../db/schema';
import { DEMO_PASSWORD, seedIfEmpty } from '../db/seed';
import { rightAnswerOf, SEEDED_OPEN_HOMEWORK } from '../db/seed/homework';
import { rowsOf } from '../db/sql';
import { readEnv } from '../env';
import { DEFAULT_GROUP_COMMIT, type GroupCommitOptions, groupCommitOf } from '../modules/questions';
import { benchArgs, withScratchDatabase } from './args';
import type { LoadPlan, LoadResult } from './load';

/** Targets of the issue, on PostgreSQL. */
export const TARGET_ANSWERS_PER_SECOND = 2_000;
export const TARGET_P99_MS = 50;
export const TARGET_SHARE_OF_CEILING = 0.3;
/** Load shape: connections and seconds per run; students whose tokens rotate. */
const CONNECTIONS = 32;
const DURATION_SECONDS = 10;
/** Unmeasured load first, the same for every route, so the JIT has compiled the hot path before measuring. */
const WARMUP_SECONDS = 3;
const STUDENTS = 30;

const run = promisify(execFile);
const loadScript = fileURLToPath(new URL('./bench-load.js', import.meta.url));

/** CPU time (ms) of each PostgreSQL process of this machine, by pid (empty where /proc cannot tell). */
function postgresCpu(): Map<number, number> {
  const cpu = new Map<number, number>();
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.includes('(postgres)')) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // utime + stime, in clock ticks of 10 ms.
        cpu.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * 10);
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    // Not Linux.
  }
  return cpu;
}

/** A load run, with the CPU time spent by this server and by the PostgreSQL backends serving it. */
interface Measured extends LoadResult {
  serverCpuMs: number;
  /** The server's share spent in the kernel (system time), in ms. */
  serverSystemMs: number;
  /** null when not measured (PGlite, the ceiling, or no /proc). */
  postgresCpuMs: number | null;
}

/** Pids of the PostgreSQL backends serving the database under test. */
type Backends = () => Promise<number[]>;

async function load(plan: Omit<LoadPlan, 'durationSeconds'>, backends?: Backends): Promise<Measured> {
  await loadOnce({ ...plan, durationSeconds: WARMUP_SECONDS });
  return loadOnce({ ...plan, durationSeconds: DURATION_SECONDS }, backends);
}

async function loadOnce(plan: LoadPlan, backends?: Backends): Promise<Measured> {
  const server = process.cpuUsage();
  const postgres = postgresCpu();
  const { stdout } = await run(process.execPath, [loadScript, JSON.stringify(plan)], { maxBuffer: 1 << 20 });
  const spent = process.cpuUsage(server);
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult;
  let postgresCpuMs: number | null = null;
  if (backends && postgres.size > 0) {
    const after = postgresCpu();
    postgresCpuMs = 0;
    for (const pid of await backends()) postgresCpuMs += (after.get(pid) ?? 0) - (postgres.get(pid) ?? 0);
  }
  return {
    ...result,
    serverCpuMs: (spent.user + spent.system) / 1000,
    serverSystemMs: spent.system / 1000,
    postgresCpuMs,
  };
}

/** Slices each route's measured seconds are cut into, alternating with the other route. */
const ROUNDS = 2;

/** One measurement from equal slices of the same route: summed counts and CPU, the worst percentiles. */
function combine(slices: Measured[]): Measured {
  const sum = (pick: (slice: Measured) => number) => slices.reduce((total, slice) => total + pick(slice), 0);
  const postgres = slices.map((slice) => slice.postgresCpuMs);
  return {
    requestsPerSecond: sum((slice) => slice.requestsPerSecond) / slices.length,
    p50: Math.max(...slices.map((slice) => slice.p50)),
    p99: Math.max(...slices.map((slice) => slice.p99)),
    non2xx: sum((slice) => slice.non2xx),
    errors: sum((slice) => slice.errors),
    total: sum((slice) => slice.total),
    cpuMs: sum((slice) => slice.cpuMs),
    serverCpuMs: sum((slice) => slice.serverCpuMs),
    serverSystemMs: sum((slice) => slice.serverSystemMs),
    postgresCpuMs: postgres.some((ms) => ms === null) ? null : sum((slice) => slice.postgresCpuMs ?? 0),
  };
}

/**
 * Measures the answer call and its ceiling (the same requests to a constant route) in alternating slices,
 * after a warm-up of each, so that both see the same moments of this shared machine.
 */
async function alternate(
  ceilingPlan: Omit<LoadPlan, 'durationSeconds'>,
  answerPlan: Omit<LoadPlan, 'durationSeconds'>,
  backends?: Backends,
): Promise<{ ceiling: Measured; answer: Measured }> {
  await loadOnce({ ...ceilingPlan, durationSeconds: WARMUP_SECONDS });
  await loadOnce({ ...answerPlan, durationSeconds: WARMUP_SECONDS });
  const ceilings: Measured[] = [];
  const answers: Measured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ceilings.push(await loadOnce({ ...ceilingPlan, durationSeconds: DURATION_SECONDS / ROUNDS }));
    answers.push(await loadOnce({ ...answerPlan, durationSeconds: DURATION_SECONDS / ROUNDS }, backends));
  }
  return { ceiling: combine(ceilings), answer: combine(answers) };
}

/** CPU microseconds per request of the server, the load generator and the PostgreSQL backends. */
function cpuLine(result: Measured): string {
  const per = (ms: number) => `${((1000 * ms) / Math.max(1, result.total)).toFixed(0)} µs`;
  const postgres = result.postgresCpuMs === null ? '' : `, PostgreSQL backends ${per(result.postgresCpuMs)}`;
  return `  CPU per request: server ${per(result.serverCpuMs)} (system ${per(result.serverSystemMs)}), load generator ${per(result.cpuMs)}${postgres}`;
}

function percentOf(result: LoadResult, ceiling: LoadResult): string {
  return `${((100 * result.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(0)}%`;
}

function line(name: string, result: LoadResult, share = ''): string {
  return `${name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(result.p50).padStart(3)} ms  p99 ${String(result.p99).padStart(3)} ms  non-2xx ${result.non2xx}${share ? ` ${share}` : ''}`;
}

/**
 * A bare Fastify app whose routes return a constant: the most this machine serves. GET /constant is the
 * reference; POST /constant receives the very requests the answer call receives (JSON body, token header),
 * which Fastify reads and parses as it would for any route, and is the ceiling the answer call is compared to.
 */
async function constantServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const constant = async () => ({
    resultStatus: true,
    resultData: 'ok',
    errorMessage: null,
    errorCode: null,
  });
  app.get('/constant', constant);
  app.post('/constant', constant);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/constant`, close: () => app.close() };
}

/** Logs in, opens student sessions for a class and finds its open homework's fill-in question. */
async function prepare(database: Database, base: string) {
  const db = database.db;
  const post = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { resultData: Record<string, unknown> };
  };
  const teacher = String(
    (await post('/ael/school/common/login', { account: 'demo-teacher', password: DEMO_PASSWORD })).resultData
      .accessToken,
  );
  const [klass] = await db.select().from(classes).where(eq(classes.className, '3A')).limit(1);
  if (!klass) throw new Error('class 3A missing');
  const pupils = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.classId, klass.id))
    .orderBy(asc(students.classNumber))
    .limit(STUDENTS);
  const tokens: string[] = [];
  for (const pupil of pupils) {
    const result = await post('/ael/school/common/login/simulate', { studentId: pupil.id }, teacher);
    tokens.push(String(result.resultData.accessToken));
  }
  const now = new Date();
  const [open] = await db
    .select({ homeworkId: homeworks.id, questionId: questions.id, content: questions.content })
    .from(homeworks)
    .innerJoin(homeworkTargets, eq(homeworkTargets.homeworkId, homeworks.id))
    .innerJoin(homeworkQuestions, eq(homeworkQuestions.homeworkId, homeworks.id))
    .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
    .where(
      and(
        eq(homeworkTargets.classId, klass.id),
        eq(homeworks.subjectCode, 'ENGLISH'),
        // The class's open practice nobody has answered (at scale 10 this week's homework, which some handed
        // in, has a fill-in question too).
        like(homeworks.homeworkName, `%${SEEDED_OPEN_HOMEWORK}`),
        eq(questions.questionType, 'COMPLETION'),
        lte(homeworks.startTime, now),
        gt(homeworks.endTime, now),
        // A practice: the answers name it, and a test would first need starting.
        isNull(homeworks.durationMinutes),
      ),
    )
    .limit(1);
  if (!open) throw new Error('no open homework with a fill-in question');
  const studentAnswer = rightAnswerOf(open.content as BaseQuestion);
  return {
    tokens,
    questionId: open.questionId,
    body: JSON.stringify({ studentAnswer, combineQuestionId: null, eHomeworkId: open.homeworkId }),
  };
}

/** Group commit of the answer writes; ANSWER_BATCH_ROWS, _IN_FLIGHT and _LINGER_MS try other settings. */
function groupCommitOptions(): GroupCommitOptions {
  const knob = (name: string, fallback: number) => {
    const value = process.env[name];
    return value === undefined || value === '' ? fallback : Number(value);
  };
  return {
    maxRows: knob('ANSWER_BATCH_ROWS', DEFAULT_GROUP_COMMIT.maxRows),
    maxInFlight: knob('ANSWER_BATCH_IN_FLIGHT', DEFAULT_GROUP_COMMIT.maxInFlight),
    lingerMs: knob('ANSWER_BATCH_LINGER_MS', DEFAULT_GROUP_COMMIT.lingerMs),
  };
}

/** Pids of the backends connected to the database under test. */
async function backendsOf(database: Database): Promise<number[]> {
  const rows = await database.preparedText<{ pid: number }>(
    'bench_backends',
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
    [],
  );
  return rows.map((row) => Number(row.pid));
}

/** What one database's run measured: the answer call and its ceiling. */
interface AnswerRun {
  answer: Measured;
  ceiling: Measured;
}

const SCHOOL_YEAR_REPORT = '/ael/school/v2/report/school/year';

/**
 * `--report-loop`: demo-headmaster asks the whole-school report of the school year with the most homework
 * again and again, one request at a time, while the answers are measured; the server's own time of each
 * (reply.elapsedTime) is collected by an onResponse hook.
 */
function reportLoop(database: Database, base: string, serverTimes: number[]) {
  let running = true;
  let requests = 0;
  let failures = 0;
  const done = (async () => {
    const login = await fetch(`${base}/ael/school/common/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'demo-headmaster', password: DEMO_PASSWORD }),
    });
    const token = String(
      ((await login.json()) as { resultData: { accessToken?: string } }).resultData.accessToken,
    );
    const [year] = rowsOf<{ school_year: number }>(
      await database.db.execute(sql`SELECT t.school_year FROM terms t
        LEFT JOIN schedules s ON s.term_id = t.id LEFT JOIN schedule_papers p ON p.schedule_id = s.id
        GROUP BY t.school_year ORDER BY count(p.homework_id) DESC, t.school_year DESC LIMIT 1`),
    );
    const url = `${base}${SCHOOL_YEAR_REPORT}?schoolYear=${Number(year?.school_year)}`;
    while (running) {
      const response = await fetch(url, { headers: { accesstoken: token } });
      await response.arrayBuffer();
      requests++;
      if (response.status !== 200) failures++;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { requests, failures, serverTimes };
    },
  };
}

function percentileOf(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function benchAnswers(
  name: string,
  database: Database,
  constant: { url: string },
  getCeiling: LoadResult,
  withReportLoop = false,
): Promise<AnswerRun> {
  await database.migrate();
  // A database a report bench kept (--reuse) is already seeded: nothing is added.
  await seedIfEmpty(database.db);
  groupCommitOf(database, groupCommitOptions());
  const app = await buildApp({ database, auth: { maxSimulatedSessionsPerTeacher: STUDENTS } });
  const reportTimes: number[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith(SCHOOL_YEAR_REPORT)) reportTimes.push(reply.elapsedTime);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const { tokens, questionId, body } = await prepare(database, base);
    // Check the call stores before measuring it.
    const probe = await fetch(`${base}/ael/school/common/questions/${questionId}/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: tokens[0] ?? '' },
      body,
    });
    const probed = (await probe.json()) as {
      resultData: { questionRightStatus: string; version: number | null };
    };
    if (probed.resultData.version === null) throw new Error('the probe answer was not stored');
    const request = { method: 'POST' as const, tokens, body, connections: CONNECTIONS };
    const { ceiling, answer: result } = await alternate(
      { ...request, url: constant.url },
      { ...request, url: `${base}/ael/school/common/questions/${questionId}/answer` },
      database.kind === 'postgres' ? () => backendsOf(database) : undefined,
    );
    console.log(line('  ceiling: same requests, constant', ceiling));
    console.log(cpuLine(ceiling));
    console.log(
      line(
        `answer call on ${name}`,
        result,
        `${percentOf(result, ceiling)} of ceiling (${percentOf(result, getCeiling)} of the GET one)`,
      ),
    );
    console.log(cpuLine(result));
    const st = groupCommitOf(database).stats;
    console.log(
      `  ${st.statements} answer statements, ${(st.jobs / Math.max(1, st.statements)).toFixed(1)} answers each on average`,
    );
    if (withReportLoop) {
      // The same measurement again while the whole-school report is asked without pause.
      const loop = reportLoop(database, base, reportTimes);
      const beside = await alternate(
        { ...request, url: constant.url },
        { ...request, url: `${base}/ael/school/common/questions/${questionId}/answer` },
        database.kind === 'postgres' ? () => backendsOf(database) : undefined,
      );
      const { requests, failures, serverTimes } = await loop.stop();
      console.log(line('  ceiling, beside the report loop', beside.ceiling));
      console.log(
        line(
          `answer call on ${name}, beside the report loop`,
          beside.answer,
          `${percentOf(beside.answer, beside.ceiling)} of ceiling`,
        ),
      );
      console.log(cpuLine(beside.answer));
      const ms = (p: number) => `${percentileOf(serverTimes, p).toFixed(1)} ms`;
      console.log(
        `  whole-school report during it: ${requests} requests (${failures} failed), server time p50 ${ms(50)}, p95 ${ms(95)}, p99 ${ms(99)}, max ${ms(100)}`,
      );
    }
    return { answer: result, ceiling };
  } finally {
    await app.close();
    await database.close();
  }
}

const env = readEnv();
/** `--only pglite` or `--only postgres` runs one database (the ceiling always runs). */
// `--reuse <database>` answers on a database a report bench kept (e.g. a full school's year: `bench-reports.js
// --year --keep`), not dropped after; `--report-loop` measures the answers again beside a whole-school report loop.
const args = benchArgs({
  only: { type: 'string' },
  reuse: { type: 'string' },
  'report-loop': { type: 'boolean' },
});
console.log(
  `Harbour answer benchmark: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${DURATION_SECONDS} s measured per run, ${STUDENTS} students answering a fill-in question of an open homework (stored attempt).`,
);
console.log(`group commit: ${JSON.stringify(groupCommitOptions())}`);
const constant = await constantServer();
const getCeiling = await load({ url: constant.url, method: 'GET', tokens: [], connections: CONNECTIONS });
console.log(line('GET of a constant route (reference)', getCeiling));
console.log(cpuLine(getCeiling));

if (args.only !== 'postgres') {
  const folder = mkdtempSync(join(tmpdir(), 'harbour-bench-'));
  try {
    await benchAnswers('PGlite', await openDatabase({ dataDir: folder }), constant, getCeiling);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const url = env.DATABASE_URL ?? env.TEST_DATABASE_URL;
if (args.only === 'pglite') {
  // PostgreSQL not asked for.
} else if (!url) {
  console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL).');
} else {
  const reuse = args.reuse && /^harbour_[a-z0-9_]+$/.test(args.reuse) ? args.reuse : undefined;
  if (args.reuse && !reuse) throw new Error('--reuse takes the name of a kept bench database (harbour_…)');
  const onDatabase = async (run: (target: string) => Promise<void>) => {
    if (!reuse) return withScratchDatabase(url, `harbour_bench_${Date.now().toString(36)}`, run);
    const target = new URL(url);
    target.pathname = `/${reuse}`;
    console.log(`on the kept database ${reuse} (not dropped)`);
    await run(target.toString());
  };
  await onDatabase(async (target) => {
    const { answer, ceiling } = await benchAnswers(
      'PostgreSQL',
      await openDatabase({ url: target, poolSize: env.DATABASE_POOL_SIZE }),
      constant,
      getCeiling,
      args['report-loop'] === true,
    );
    const share = answer.requestsPerSecond / ceiling.requestsPerSecond;
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `targets on PostgreSQL: ≥ ${TARGET_ANSWERS_PER_SECOND} answers/s ${verdict(answer.requestsPerSecond >= TARGET_ANSWERS_PER_SECOND)}, p99 ≤ ${TARGET_P99_MS} ms ${verdict(answer.p99 <= TARGET_P99_MS)}, ≥ ${TARGET_SHARE_OF_CEILING * 100}% of ceiling ${verdict(share >= TARGET_SHARE_OF_CEILING)}`,
    );
  });
}
await constant.close();
