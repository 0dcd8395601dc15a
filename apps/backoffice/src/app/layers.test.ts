// @vitest-environment node
// (the check runs node on files; no DOM)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const checkLayers = join(repository, 'scripts/check-layers.mjs');

/** Runs the layer check (the one `pnpm lint` runs) on a repository root. */
function check(root: string) {
  const run = spawnSync(process.execPath, [checkLayers, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** A throwaway repository holding the given files. */
function fixture(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const src = 'apps/backoffice/src';
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
function checkFixture(files: Record<string, string>) {
  const root = fixture(files);
  roots.push(root);
  return check(root);
}

it("passes the back-office's own source", () => {
  expect(check(repository)).toMatchObject({ status: 0 });
});

it('refuses a feature importing another feature', () => {
  const result = checkFixture({
    [`${src}/features/dashboard/components/page.tsx`]: "import { rule } from '../../publish/logic/rule';\n",
    [`${src}/features/publish/logic/rule.ts`]: 'export const rule = 1;\n',
  });
  expect(result.status).toBe(1);
  expect(result.output).toContain('the feature "dashboard" imports the feature "publish"');
});

it('refuses the shared layer importing a feature, and a feature importing the app', () => {
  const result = checkFixture({
    [`${src}/shared/labels.ts`]: "export * from '../features/publish/logic/rule';\n",
    [`${src}/features/publish/logic/rule.ts`]: "import { router } from '../../../app/router';\n",
    [`${src}/app/router.tsx`]: "import '../features/publish/logic/rule';\n",
  });
  expect(result.status).toBe(1);
  expect(result.output).toContain('shared/labels.ts:1');
  expect(result.output).toContain('the shared layer imports the feature "publish"');
  expect(result.output).toContain('the feature "publish" imports the app layer');
  // The app may import any feature.
  expect(result.output).not.toContain('app/router.tsx');
});

it('refuses a package importing an app, by path or by name', () => {
  const result = checkFixture({
    'packages/ui/src/a.ts': "import '../../../apps/backoffice/src/shared/labels';\n",
    'packages/ui/src/b.ts': "import { x } from '@harbour/backoffice';\n",
    [`${src}/shared/labels.ts`]: 'export {};\n',
  });
  expect(result.status).toBe(1);
  expect(result.output).toContain('packages/ui/src/a.ts:1');
  expect(result.output).toContain('packages/ui/src/b.ts:1');
});

it('lets a feature import inside itself, the shared layer and packages', () => {
  const result = checkFixture({
    [`${src}/features/publish/components/page.tsx`]:
      "import { rule } from '../logic/rule';\nimport { labels } from '../../../shared/labels';\nimport { Button } from '@harbour/ui';\n",
    [`${src}/features/publish/logic/rule.ts`]: 'export const rule = 1;\n',
    [`${src}/shared/labels.ts`]: 'export const labels = 1;\n',
  });
  expect(result).toMatchObject({ status: 0 });
});

const student = 'apps/student/src';

it('refuses the student app importing a back-office file, by path or by name', () => {
  const result = checkFixture({
    [`${student}/components/icon.tsx`]: "import { labels } from '../../../backoffice/src/shared/labels';\n",
    [`${student}/pages/home.tsx`]: "import { router } from '@harbour/backoffice/router';\n",
    [`${src}/shared/labels.ts`]: 'export const labels = 1;\n',
  });
  expect(result.status).toBe(1);
  expect(result.output).toContain(`${student}/components/icon.tsx:1`);
  expect(result.output).toContain(`${student}/pages/home.tsx:1`);
  expect(result.output).toContain('the student app imports the backoffice app');
});

it("refuses a student feature importing another feature, and lets it import inside itself and the app's shared code", () => {
  const result = checkFixture({
    [`${student}/features/homework/page.tsx`]:
      "import { saver } from './saver';\nimport { labels } from '../../shared/labels';\nimport { login } from '../login/page';\n",
    [`${student}/features/homework/saver.ts`]: 'export const saver = 1;\n',
    [`${student}/features/login/page.tsx`]: 'export const login = 1;\n',
    [`${student}/shared/labels.ts`]: 'export const labels = 1;\n',
  });
  expect(result.status).toBe(1);
  expect(result.output).toContain('the feature "homework" imports the feature "login"');
  expect(result.output.trim().split('\n')).toHaveLength(2);
});

it('refuses a hand-made cache change in either app, and lets the api-client and tests make one', () => {
  const result = checkFixture({
    [`${src}/features/marking/components/page.tsx`]:
      "const x = 1;\nvoid queryClient.invalidateQueries({ queryKey: ['marking'] });\n",
    'apps/student/src/pages/login.tsx': 'queryClient.setQueryData(key, session);\n',
    [`${src}/features/marking/components/page.test.tsx`]: 'queryClient.setQueryData(key, unit);\n',
    'packages/api-client/src/calls.ts': 'await queryClient.invalidateQueries({ predicate });\n',
  });
  expect(result.status).toBe(1);
  expect(result.output).toContain(
    "features/marking/components/page.tsx:2: 'invalidateQueries' changes the query cache by hand",
  );
  expect(result.output).toContain("apps/student/src/pages/login.tsx:1: 'setQueryData'");
  expect(result.output).not.toContain('page.test.tsx');
  expect(result.output).not.toContain('packages/api-client');
});
