import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The direction of the server's modules is enforced by the repository's layer check (scripts/check-layers.mjs,
// run by `pnpm lint`), which resolves each import to the file it names. These probes write one import into a
// throwaway copy of the server's layout and check the script refuses what it must and lets the rest pass.

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const checkLayers = join(repository, 'scripts/check-layers.mjs');
const MODULES = ['auth', 'files', 'homework', 'courses', 'publish', 'practice', 'distribution', 'reports'];

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** The layer check's output for a server holding the modules (index and service each) and one probe file. */
function checkProbe(file: string, specifier: string) {
  const root = mkdtempSync(join(tmpdir(), 'server-layers-'));
  roots.push(root);
  const src = join(root, 'apps/server/src');
  const files: Record<string, string> = {
    'plugins/auth.ts': 'export {};\n',
    'session-token.ts': 'export {};\n',
  };
  for (const name of MODULES) {
    files[`modules/${name}/index.ts`] = "export * from './service';\n";
    files[`modules/${name}/service.ts`] = 'export const service = 1;\n';
    files[`modules/${name}/shared/rows.ts`] = 'export const rows = 1;\n';
  }
  files[file] = `import * as probe from '${specifier}';\n\nexport const used = probe;\n`;
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  const run = spawnSync(process.execPath, [checkLayers, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('server module boundaries (scripts/check-layers.mjs)', () => {
  it.each([
    ['modules/courses/probe.ts', '../publish/service', /through its index\.ts/],
    ['modules/courses/probe.ts', '../homework/service', /through its index\.ts/],
    ['modules/reports/homework/probe.ts', '../../../modules/homework/service', /through its index\.ts/],
    ['modules/reports/homework/probe.ts', '../../homework/shared/rows', /through its index\.ts/],
    ['modules/practice/probe.ts', '../publish', /may import only homework, auth, files/],
    ['modules/distribution/probe.ts', '../practice', /may import only homework, auth, files/],
    ['modules/homework/probe.ts', '../practice', /may import only auth, files/],
    ['modules/files/probe.ts', '../homework', /may import no other module/],
    ['plugins/probe.ts', '../modules/auth', /the plugins layer imports the module "auth"/],
    ['plugins/probe.ts', '../modules/auth/service', /the plugins layer imports the module "auth"/],
    ['probe.ts', './modules/homework/service', /through its index\.ts/],
    ['db/seed/probe.ts', '../../modules/homework/shared/rows', /through its index\.ts/],
  ])('refuses in %s an import of %s', (file, specifier, message) => {
    const result = checkProbe(file, specifier);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(message);
  });

  it.each([
    ['modules/courses/probe.ts', '../homework'],
    ['modules/distribution/probe.ts', '../files'],
    ['modules/courses/probe.ts', '../auth/index'],
    ['modules/homework/probe.ts', '../auth'],
    ['modules/publish/probe.ts', './service'],
    ['modules/reports/homework/probe.ts', '../shared/rows'],
    ['modules/reports/homework/probe.ts', '../../homework'],
    ['modules/publish/probe.ts', '../../session-token'],
    ['plugins/probe.ts', '../session-token'],
    ['probe.ts', './modules/reports'],
  ])('lets %s import %s', (file, specifier) => {
    expect(checkProbe(file, specifier)).toMatchObject({ status: 0 });
  });
});
