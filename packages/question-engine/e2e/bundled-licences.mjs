// The licence check of the pack test: each JS file of the engine's dist may bundle only code under a
// permissive licence, so the MIT package carries no copyleft code. Which packages a dist file bundles is
// read from esbuild's metafile of the build (tsup writes dist/metafile-esm.json; it is not packed): every
// input under node_modules belongs to a package whose package.json `license` is read. Code of this
// repository (workspace packages, bundled from their own folders) is the engine's own.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** SPDX identifiers of licences that ask nothing of a bundle but the notice. */
export const PERMISSIVE_LICENCES = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
]);

/** Whether an SPDX expression lets the code be used under permissive terms (one OR branch suffices). */
export function isPermissive(expression) {
  if (typeof expression !== 'string' || expression.trim() === '') return false;
  return expression
    .replace(/[()]/g, ' ')
    .split(/\s+OR\s+/)
    .some((branch) =>
      branch
        .trim()
        .split(/\s+AND\s+/)
        .every((id) => PERMISSIVE_LICENCES.has(id.trim())),
    );
}

/** The package folder holding a bundled file: the path up to its node_modules/<name> or <@scope>/<name>. */
function packageFolder(absolute) {
  const match = absolute.match(/^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//);
  return match ? match[1] : undefined;
}

/** The licence of a package folder, as its package.json gives it (`license`, or the old `licenses` list). */
function licenceOf(folder) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  if (typeof manifest.license === 'string') return manifest.license;
  if (Array.isArray(manifest.licenses)) return manifest.licenses.map((entry) => entry.type).join(' OR ');
  return '';
}

/**
 * The third-party packages each dist JS file bundles, with their licences, and those that are not
 * permissive. `pkgDir` is the engine's folder after its build.
 */
export function bundledLicences(pkgDir) {
  const metafilePath = join(pkgDir, 'dist/metafile-esm.json');
  if (!existsSync(metafilePath)) throw new Error(`${metafilePath} is missing: the build writes it`);
  const metafile = JSON.parse(readFileSync(metafilePath, 'utf8'));
  // esbuild names inputs relative to the folder it ran in (the package folder).
  const bundled = [];
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    const packages = new Map();
    for (const input of Object.keys(inputs)) {
      const folder = packageFolder(resolve(pkgDir, input));
      if (folder && !packages.has(folder)) packages.set(folder, licenceOf(folder));
    }
    for (const [folder, licence] of packages) {
      const name = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name;
      bundled.push({ file: output, name, licence, permissive: isPermissive(licence) });
    }
  }
  return { bundled, refused: bundled.filter((entry) => !entry.permissive) };
}

// Run alone: `node e2e/bundled-licences.mjs` after a build, from the package folder.
if (process.argv[1] === import.meta.filename) {
  const { bundled, refused } = bundledLicences(resolve(dirname(import.meta.filename), '..'));
  for (const entry of bundled) console.log(`${entry.file}: ${entry.name} (${entry.licence || 'no licence'})`);
  if (refused.length > 0) {
    console.error(
      `not permissive: ${refused.map((entry) => `${entry.file} bundles ${entry.name} (${entry.licence || 'no licence'})`).join('; ')}`,
    );
    process.exit(1);
  }
  console.log(`${bundled.length} bundled packages, all permissive`);
}
