import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BaseQuestion } from '@harbour/question-engine/core';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';
import {
  answers,
  attempts,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  questions,
  students,
} from '../db/schema';
import { DEMO_PASSWORD, seedIfEmpty } from '../db/seed';
import { rightAnswerOf } from '../db/seed/homework';
import { readEnv } from '../env';
import { withScratchDatabase } from './args';

/*
 * Crash bench: a burst of 500 answers and submissions from many students, over
 * loopback to a real server process, which is killed with SIGKILL in the middle of the burst. The server is
 * then restarted on the same database (its recovery), stopped, and the database is read directly: every
 * answer and submission the server acknowledged must be there, and none twice. Run on PGlite (a data folder)
 * and on PostgreSQL (a fresh database) by `pnpm bench`.
 */

/** Operations of the burst: answers, and each student's submission once their answers are acknowledged. */
const OPERATIONS = 500;
/** Students answering at once, each one request after another. */
const CONCURRENT_STUDENTS = 16;
/** The server is killed once this many operations have been acknowledged. */
const KILL_AFTER_ACKS = 250;

const mainScript = fileURLToPath(new URL('./main.js', import.meta.url));

interface Planned {
  studentId: number;
  account: string;
  homeworkId: number;
  questions: {
    questionId: number;
    studentAnswer: string /** Version stored before the burst; 0 for none. */;
    before: number;
  }[];
}

/**
 * Students of the open practice homework who have not submitted it, with the right answer to each of its
 * questions that has one (essays and speaking may be left empty), and the answers they already saved.
 */
async function plan(database: Database): Promise<Planned[]> {
  const db = database.db;
  const now = new Date();
  const open = await db
    .select({ homeworkId: homeworks.id, classId: homeworkTargets.classId })
    .from(homeworks)
    .innerJoin(homeworkTargets, eq(homeworkTargets.homeworkId, homeworks.id))
    .where(
      and(
        lte(homeworks.startTime, now),
        gt(homeworks.endTime, now),
        isNull(homeworks.durationMinutes),
        isNull(homeworkTargets.groupId),
      ),
    )
    .orderBy(asc(homeworks.id));
  const planned: Planned[] = [];
  const taken = new Set<number>();
  let operations = 0;
  for (const { homeworkId, classId } of open) {
    if (operations >= OPERATIONS) break;
    const rows = await db
      .select({ questionId: questions.id, content: questions.content })
      .from(homeworkQuestions)
      .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
      .where(eq(homeworkQuestions.homeworkId, homeworkId))
      .orderBy(asc(homeworkQuestions.sortOrder));
    const keyed = rows.flatMap((row) => {
      const studentAnswer = safeRightAnswer(row.content);
      return studentAnswer === null ? [] : [{ questionId: row.questionId, studentAnswer }];
    });
    if (keyed.length === 0) continue;
    const pupils = await db
      .select({ id: students.id, account: students.account, attemptId: attempts.id })
      .from(students)
      .leftJoin(attempts, and(eq(attempts.studentId, students.id), eq(attempts.homeworkId, homeworkId)))
      .where(and(eq(students.classId, classId), isNull(attempts.submittedAt)))
      .orderBy(asc(students.classNumber));
    for (const pupil of pupils) {
      if (operations >= OPERATIONS) break;
      if (taken.has(pupil.id)) continue;
      const own = keyed.slice(0, Math.min(keyed.length, OPERATIONS - operations - 1));
      if (own.length === 0) break;
      const saved =
        pupil.attemptId === null
          ? []
          : await db
              .select({ questionId: answers.questionId, version: answers.version })
              .from(answers)
              .where(and(eq(answers.attemptId, pupil.attemptId), eq(answers.childKey, '')));
      const versions = new Map(saved.map((row) => [row.questionId, row.version]));
      taken.add(pupil.id);
      planned.push({
        studentId: pupil.id,
        account: pupil.account,
        homeworkId,
        questions: own.map((question) => ({ ...question, before: versions.get(question.questionId) ?? 0 })),
      });
      operations += own.length + 1;
    }
  }
  return planned;
}

function safeRightAnswer(content: unknown): string | null {
  try {
    const answer = rightAnswerOf(content as BaseQuestion);
    return answer === '' ? null : answer;
  } catch {
    return null;
  }
}

/** A server process on the bench's database. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const merged: NodeJS.ProcessEnv = {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    };
    // PGlite when no URL is given: the bench's own PostgreSQL settings must not reach the server.
    if (!env.DATABASE_URL) delete merged.DATABASE_URL;
    const child = spawn(process.execPath, [mainScript], {
      env: merged,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /https?:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        resolve({ child, base: `http://127.0.0.1:${match[1]}` });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

interface Envelope {
  resultStatus: boolean;
  resultData: Record<string, unknown> | null;
  errorMessage: string;
}

async function post(base: string, path: string, body: object, token?: string): Promise<Envelope> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      ...(token ? { accesstoken: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

interface Acks {
  answers: {
    studentId: number;
    homeworkId: number;
    questionId: number;
    studentAnswer: string;
    before: number;
  }[];
  submits: { studentId: number; homeworkId: number }[];
  /** Requests sent but not answered when the server died. */
  inFlight: number;
  /** Requests refused by the server (should be none before the kill). */
  refused: string[];
}

/** The burst: each student answers their questions one after another, then submits; killed midway. */
async function burst(base: string, planned: Planned[], kill: () => void): Promise<Acks> {
  const acks: Acks = { answers: [], submits: [], inFlight: 0, refused: [] };
  const tokens = new Map<number, string>();
  for (const student of planned) {
    const login = await post(base, '/ael/student/common/login', {
      account: student.account,
      password: DEMO_PASSWORD,
    });
    if (!login.resultStatus) throw new Error(`student login refused: ${login.errorMessage}`);
    tokens.set(student.studentId, String(login.resultData?.accessToken));
  }
  let killed = false;
  const acknowledged = () => {
    if (!killed && acks.answers.length + acks.submits.length >= KILL_AFTER_ACKS) {
      killed = true;
      kill();
    }
  };
  const queue = [...planned];
  const worker = async () => {
    for (let student = queue.shift(); student; student = queue.shift()) {
      const token = tokens.get(student.studentId);
      for (const question of student.questions) {
        if (killed) return;
        acks.inFlight += 1;
        try {
          const answer = await post(
            base,
            `/ael/school/common/questions/${question.questionId}/answer`,
            {
              studentAnswer: question.studentAnswer,
              combineQuestionId: null,
              eHomeworkId: student.homeworkId,
            },
            token,
          );
          acks.inFlight -= 1;
          if (!answer.resultStatus) {
            acks.refused.push(answer.errorMessage);
            continue;
          }
          acks.answers.push({ studentId: student.studentId, homeworkId: student.homeworkId, ...question });
          acknowledged();
        } catch {
          return; // The server died with this request in flight.
        }
      }
      if (killed) return;
      acks.inFlight += 1;
      try {
        const submit = await post(
          base,
          `/ael/student/practice/ehomeworks/${student.homeworkId}/submit`,
          { timeUp: false },
          token,
        );
        acks.inFlight -= 1;
        if (!submit.resultStatus) acks.refused.push(submit.errorMessage);
        else {
          acks.submits.push({ studentId: student.studentId, homeworkId: student.homeworkId });
          acknowledged();
        }
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_STUDENTS }, worker));
  return acks;
}

interface Verdict {
  acknowledgedAnswers: number;
  acknowledgedSubmits: number;
  lostAnswers: number;
  lostSubmits: number;
  /** Acknowledged answers applied more than once (their version moved by more than one). */
  duplicated: number;
  inFlightAtKill: number;
  /** Submissions refused with submitTips (questions without a key the bench can give, left empty). */
  refused: number;
}

/** Reads the database after the restart: every acknowledged write is there, none twice. */
async function verify(database: Database, planned: Planned[], acks: Acks): Promise<Verdict> {
  const db = database.db;
  const studentIds = planned.map((p) => p.studentId);
  const stored = await db
    .select({
      studentId: attempts.studentId,
      homeworkId: attempts.homeworkId,
      questionId: answers.questionId,
      encodedAnswer: answers.encodedAnswer,
      version: answers.version,
    })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(inArray(attempts.studentId, studentIds));
  const key = (s: number, h: number, q: number) => `${s}:${h}:${q}`;
  const byKey = new Map(stored.map((row) => [key(row.studentId, row.homeworkId, row.questionId), row]));
  let lostAnswers = 0;
  let duplicated = 0;
  for (const ack of acks.answers) {
    const row = byKey.get(key(ack.studentId, ack.homeworkId, ack.questionId));
    if (!row || row.encodedAnswer !== ack.studentAnswer) lostAnswers += 1;
    else if (row.version !== ack.before + 1) duplicated += 1;
  }
  const submitted = await db
    .select({ studentId: attempts.studentId, homeworkId: attempts.homeworkId })
    .from(attempts)
    .where(and(inArray(attempts.studentId, studentIds), sql`${attempts.submittedAt} IS NOT NULL`));
  const submittedKeys = new Set(submitted.map((row) => `${row.studentId}:${row.homeworkId}`));
  const lostSubmits = acks.submits.filter(
    (ack) => !submittedKeys.has(`${ack.studentId}:${ack.homeworkId}`),
  ).length;
  return {
    acknowledgedAnswers: acks.answers.length,
    acknowledgedSubmits: acks.submits.length,
    lostAnswers,
    lostSubmits,
    duplicated,
    inFlightAtKill: acks.inFlight,
    refused: acks.refused.length,
  };
}

/** One database: seed, plan, serve, burst, SIGKILL, restart, stop, verify. */
async function crashRun(name: string, open: () => Promise<Database>, serverEnv: NodeJS.ProcessEnv) {
  const setup = await open();
  await setup.migrate();
  await seedIfEmpty(setup.db);
  const planned = await plan(setup);
  await setup.close();
  const operations = planned.reduce((sum, p) => sum + p.questions.length + 1, 0);
  if (operations < KILL_AFTER_ACKS * 1.5) throw new Error(`${name}: only ${operations} operations planned`);

  const first = await startServer(serverEnv);
  let killedAt = 0;
  const acks = await burst(first.base, planned, () => {
    killedAt = Date.now();
    first.child.kill('SIGKILL');
  });
  await stopped(first.child);

  const restartStarted = Date.now();
  const second = await startServer(serverEnv);
  const restartMs = Date.now() - restartStarted;
  const health = await fetch(`${second.base}/ael/school/common/version/system`).then((r) => r.status);
  second.child.kill('SIGTERM');
  await stopped(second.child);

  const check = await open();
  const verdict = await verify(check, planned, acks);
  await check.close();
  const ok = verdict.lostAnswers === 0 && verdict.lostSubmits === 0 && verdict.duplicated === 0;
  console.log(
    `${name}: ${operations} operations planned (${planned.length} students, ${CONCURRENT_STUDENTS} at once); ` +
      `SIGKILL after ${verdict.acknowledgedAnswers} answers and ${verdict.acknowledgedSubmits} submissions ` +
      `acknowledged, ${verdict.inFlightAtKill} in flight; restarted in ${restartMs} ms (health ${health}); ` +
      `lost ${verdict.lostAnswers} answers and ${verdict.lostSubmits} submissions, ${verdict.duplicated} applied twice ` +
      `(${verdict.refused} submissions refused with submitTips before the kill) → ${ok ? 'OK' : 'FAILED'}`,
  );
  if (killedAt === 0) throw new Error(`${name}: the burst ended before the kill`);
  return ok;
}

const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const env = readEnv();
const results: boolean[] = [];

if (args.only !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'harbour-crash-'));
  try {
    results.push(await crashRun('PGlite', () => openDatabase({ dataDir: dir }), { DATA_DIR: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const url = env.DATABASE_URL ?? env.TEST_DATABASE_URL;
if (args.only !== 'pglite' && url) {
  await withScratchDatabase(url, `harbour_crash_${process.pid}`, async (crashUrl) => {
    results.push(
      await crashRun('PostgreSQL', () => openDatabase({ url: crashUrl }), { DATABASE_URL: crashUrl }),
    );
  });
} else if (args.only !== 'pglite') {
  console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL).');
}

if (results.some((ok) => !ok)) process.exitCode = 1;
