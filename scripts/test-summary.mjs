// Reads the output of `pnpm test` on standard input and prints one closing line with the totals of every
// runner (vitest files, Playwright suites, the package test): "tests: N passed, M failed".
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;

for await (const raw of createInterface({ input: process.stdin })) {
  const line = stripVTControlCharacters(raw).replace(/^@harbour\/[\w-]+:[\w-]+: /, '');
  const vitest = line.match(/^\s*Tests\s+(?:(\d+) failed \| )?(\d+) passed/);
  const vitestFailedOnly = line.match(/^\s*Tests\s+(\d+) failed \(/);
  const playwright =
    line.match(/^\s+(\d+) (passed|failed|flaky) \(/) ?? line.match(/^\s+(\d+) (failed|flaky)$/);
  const plain = line.match(/^(\d+) passed, (\d+) failed$/);
  if (vitest) {
    failed += Number(vitest[1] ?? 0);
    passed += Number(vitest[2]);
  } else if (vitestFailedOnly) {
    failed += Number(vitestFailedOnly[1]);
  } else if (playwright) {
    if (playwright[2] === 'failed') failed += Number(playwright[1]);
    else passed += Number(playwright[1]);
  } else if (plain) {
    passed += Number(plain[1]);
    failed += Number(plain[2]);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
