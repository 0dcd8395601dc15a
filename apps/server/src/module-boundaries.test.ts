import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The direction of the server's modules is enforced by the repository's lint (biome.json overrides of
// noRestrictedImports); these cases check the lint refuses what it must and lets the allowed imports pass.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');

/** The noRestrictedImports messages biome gives one import written in a file of the given folder. */
function restrictions(folder: string, specifier: string): string[] {
  const file = join(
    fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
    `lint-probe-${randomBytes(4).toString('hex')}.ts`,
  );
  writeFileSync(file, `import * as probe from '${specifier}';\n\nexport const used = probe;\n`);
  try {
    const run = spawnSync(biome, ['lint', '--reporter=json', relative(root, file)], {
      cwd: root,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as { diagnostics: { category: string; message: string }[] };
    return report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => diagnostic.message);
  } finally {
    rmSync(file, { force: true });
  }
}

describe('server module boundaries (lint)', () => {
  it.each([
    ['modules/courses', '../publish/service', /through its index\.ts/],
    ['modules/courses', '../homework/service', /through its index\.ts/],
    ['modules/practice', '../publish', /never another feature/],
    ['modules/distribution', '../practice', /never another feature/],
    ['modules/homework', '../practice', /imports no feature module/],
    ['modules/files', '../homework', /import no other module/],
    ['plugins', '../modules/auth/credentials', /through its index\.ts/],
    ['.', './modules/homework/queries', /through its index\.ts/],
  ])('refuses in %s an import of %s', (folder, specifier, message) => {
    const found = restrictions(folder, specifier);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toMatch(message);
  });

  it.each([
    ['modules/courses', '../homework'],
    ['modules/distribution', '../files'],
    ['modules/classes', '../auth'],
    ['modules/homework', '../auth'],
    ['modules/publish', './service'],
    ['modules/publish', '../../db/schema'],
    ['plugins', '../modules/auth'],
  ])('lets %s import %s', (folder, specifier) => {
    expect(restrictions(folder, specifier)).toEqual([]);
  });
});
