// Speed of the decoders and checkers on hostile answers (long runs of the encodings' own markers), at
// 200,000 and 2,000,000 characters. The unit tests prove the work is linear by counting it; this
// measures what it costs on this machine. Each size is timed in rounds of CPU time of this process and
// the fastest round counts (time spent waiting for a core is not the code's cost).
// Usage: pnpm --filter @harbour/question-core bench   (runs the build first through turbo; or build, then
// node bench/hostile-answers.mjs)
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';

// The built package, as a consumer imports it.
const entry = new URL('../dist/index.js', import.meta.url);
const samples = new URL('../dist/samples.js', import.meta.url);
if (!existsSync(entry) || !existsSync(samples)) {
  console.error('Build the package first: pnpm --filter @harbour/question-core build');
  process.exit(1);
}
const { registry } = await import(entry.href);
const { sampleBaseQuestions } = await import(samples.href);

const UNITS = ['[U:', '[T:', '[作答##', '[$$]', '[U:a]', ']', '#', '-;', '|##', 'ｋ', '$$', '小'];
const SHORT = 200_000;
const LONG = 2_000_000;
const ROUNDS = 5;
/** A round repeats the call until it has used this much CPU, so that short calls are not timer noise. */
const ROUND_CPU_MS = 20;

function cpuMs() {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Fastest CPU milliseconds per call over the rounds. */
function msPerCall(work) {
  work();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    let calls = 0;
    const started = cpuMs();
    let used = 0;
    do {
      work();
      calls += 1;
      used = cpuMs() - started;
    } while (used < ROUND_CPU_MS);
    best = Math.min(best, used / calls);
  }
  return best;
}

const rows = [];
for (const [type, module] of Object.entries(registry)) {
  const question = sampleBaseQuestions.find((q) => q.questionType === type);
  if (!question) continue;
  const work = (input) => {
    module.check(question, input);
    module.hasAnswer(question, module.decode(question, input));
  };
  // The slowest unit of the long input stands for the type, with its short counterpart.
  let worst = { unit: '', short: 0, long: 0 };
  for (const unit of UNITS) {
    const long = msPerCall(() => work(unit.repeat(Math.ceil(LONG / unit.length))));
    if (long < worst.long) continue;
    const short = msPerCall(() => work(unit.repeat(Math.ceil(SHORT / unit.length))));
    worst = { unit, short, long };
  }
  rows.push({ type, ...worst });
}

const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
console.log(
  `Hostile answers, type module's decode + hasAnswer + check (Node ${process.version}, fastest of ${ROUNDS} rounds, CPU time)`,
);
console.log(`load average: ${one}, ${five}, ${fifteen}`);
console.log('type                 slowest unit   ms at 200,000   ms at 2,000,000   ratio');
for (const row of rows) {
  const ratio = row.short > 0 ? (row.long / row.short).toFixed(1) : '–';
  console.log(
    `${row.type.padEnd(20)} ${JSON.stringify(row.unit).padEnd(14)} ${row.short.toFixed(3).padStart(13)} ${row.long.toFixed(3).padStart(17)} ${ratio.padStart(7)}`,
  );
}
