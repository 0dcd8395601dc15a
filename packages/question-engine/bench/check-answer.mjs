// Throughput of checkAnswer: a 10-blank fill-in with alternatives, a 40-question mixed paper, and a
// baseline that only compares the two joined strings. Bundles the TypeScript sources with esbuild,
// then times each case in rounds and keeps the best round, both in wall time and in CPU time of
// this process (CPU time is what "per core" means on a shared, busy machine).
// Usage: pnpm --filter @harbour/question-engine bench
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Target of the issue: fill-in checks per second on one core. */
const FILL_IN_TARGET_PER_SECOND = 1_000_000;
/** Target of the issue: at most this many times slower than the baseline. */
const BASELINE_FACTOR_TARGET = 5;
const ROUNDS = 9;
const ROUND_MS = 300;

const dir = mkdtempSync(join(tmpdir(), 'qe-bench-'));
const outfile = join(dir, 'cases.mjs');
await build({
  entryPoints: [new URL('./cases.ts', import.meta.url).pathname],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outfile,
  logLevel: 'silent',
});
const cases = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

function measure(fn) {
  // Calibrate a batch size of about 10 ms, warm up, then keep the best of the rounds.
  let batch = 1;
  for (;;) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    if (Number(process.hrtime.bigint() - start) > 10e6) break;
    batch *= 2;
  }
  let bestWall = 0;
  let bestCpu = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let ops = 0;
    const cpu0 = process.cpuUsage();
    const start = process.hrtime.bigint();
    let elapsed = 0;
    while (elapsed < ROUND_MS * 1e6) {
      for (let i = 0; i < batch; i++) fn();
      ops += batch;
      elapsed = Number(process.hrtime.bigint() - start);
    }
    const cpu = process.cpuUsage(cpu0);
    bestWall = Math.max(bestWall, ops / (elapsed / 1e9));
    bestCpu = Math.max(bestCpu, ops / ((cpu.user + cpu.system) / 1e6));
  }
  return { wall: bestWall, cpu: bestCpu };
}

const format = (n) => Math.round(n).toLocaleString('en-US').padStart(13);
const fill = measure(cases.checkFillIn);
const baseline = measure(cases.baseline);
const paper = measure(cases.checkPaper);
// Sanity: the cases must really check something.
const verdict = cases.checkFillIn();

console.log(`checkAnswer benchmark (Node ${process.version}, best of ${ROUNDS} rounds of ${ROUND_MS} ms)`);
console.log(`fill-in verdict: ${verdict.status} ${JSON.stringify(verdict.items)}`);
console.log('case                                          ops/s (wall)   ops/s (CPU)');
console.log(`checkAnswer, 10-blank fill-in              ${format(fill.wall)} ${format(fill.cpu)}`);
console.log(`baseline: compare the two joined strings   ${format(baseline.wall)} ${format(baseline.cpu)}`);
console.log(`checkAnswer, 40-question paper (per paper) ${format(paper.wall)} ${format(paper.cpu)}`);
console.log(
  `  = questions checked per second           ${format(paper.wall * 40)} ${format(paper.cpu * 40)}`,
);
const ratio = baseline.cpu / fill.cpu;
console.log(
  `fill-in: ${format(fill.cpu).trim()} checks/s per core (target ${FILL_IN_TARGET_PER_SECOND.toLocaleString('en-US')}) ${fill.cpu >= FILL_IN_TARGET_PER_SECOND ? 'ok' : 'BELOW TARGET'}`,
);
console.log(
  `fill-in is ${ratio.toFixed(2)}x slower than the baseline (target <= ${BASELINE_FACTOR_TARGET}x) ${ratio <= BASELINE_FACTOR_TARGET ? 'ok' : 'ABOVE TARGET'}`,
);

// Hostile answers: cost per character of about 200,000-character runs of the encodings' markers.
const perChar = (opsPerSecond) => (1e6 / opsPerSecond / cases.HOSTILE_CHARACTERS).toFixed(4).padStart(10);
const parseHostile = measure(cases.parseHostilePunctuation);
const checkHostile = measure(cases.checkHostilePunctuation);
const fillHostile = measure(cases.checkHostileFillIn);
console.log('');
console.log(
  `hostile answers (${cases.HOSTILE_CHARACTERS.toLocaleString('en-US')} characters per op)  µs/char (wall)  µs/char (CPU)`,
);
console.log(
  `punctuation parser (registry decode)                ${perChar(parseHostile.wall)}  ${perChar(parseHostile.cpu)}`,
);
console.log(
  `checkAnswer, punctuation (refused by length)        ${perChar(checkHostile.wall)}  ${perChar(checkHostile.cpu)}`,
);
console.log(
  `checkAnswer, fill-in                                ${perChar(fillHostile.wall)}  ${perChar(fillHostile.cpu)}`,
);
