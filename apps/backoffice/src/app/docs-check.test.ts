// @vitest-environment node
// (the check reads files; no DOM)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const checkDocs = join(repository, 'scripts/check-docs.mjs');

/** Runs the docs check (the one `pnpm lint` runs) on a repository root. */
function check(root: string) {
  const run = spawnSync(process.execPath, [checkDocs, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
/** A throwaway repository holding the given files, checked. */
function checkFixture(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'docs-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return check(root);
}

const source = { 'packages/domain/src/rules.ts': 'export function canWithdrawMessage() {}\n' };

it("passes the repository's own docs", () => {
  expect(check(repository)).toMatchObject({ status: 0 });
});

it('passes docs that name an existing file, folder and function', () => {
  const doc =
    'See `packages/domain/src/rules.ts`, [the rules](../packages/domain/src/), `canWithdrawMessage`.\n';
  expect(checkFixture({ ...source, 'docs/a.md': doc })).toMatchObject({ status: 0 });
});

it('fails when a file the docs name is gone', () => {
  const result = checkFixture({ ...source, 'docs/a.md': 'See `packages/domain/src/gone.ts`.\n' });
  expect(result.status).toBe(1);
  expect(result.output).toContain('docs/a.md:1: no file packages/domain/src/gone.ts');
});

it('fails when a linked file is gone', () => {
  const result = checkFixture({ ...source, 'docs/a.md': 'Read [it](missing.md).\n' });
  expect(result.output).toContain('docs/a.md:1: no file missing.md (link)');
});

it('fails when a name the docs mention is in no source file', () => {
  const result = checkFixture({ ...source, 'docs/a.md': 'Call `canRepublishMessage`.\n' });
  expect(result.status).toBe(1);
  expect(result.output).toContain('no name canRepublishMessage in the source');
});

it("skips a walkthrough's declared new files and names", () => {
  const doc =
    '<!-- check-docs: not in the repository: class-summary classSummary -->\nAdd `src/class-summary.ts` with `classSummaryOf`.\n';
  expect(checkFixture({ ...source, 'docs/a.md': doc })).toMatchObject({ status: 0 });
});
