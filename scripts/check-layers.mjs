// Checks the import directions of ARCHITECTURE.md, which Biome's noRestrictedImports cannot express:
// that rule matches an import's text, and a relative import to another feature ('../../publish/x')
// looks like one inside the feature unless the importing file's folder is known. This script resolves
// every relative import to the file it names, then applies the rules:
//   apps/backoffice/src: app/ (router, routes, providers, shell) and main.tsx may import anything;
//     shared/ (and locales/) imports no feature and nothing of app/;
//     features/<area>/ imports neither app/ nor another feature.
//   packages/*/src: never an app (by path or by its @harbour/ name).
// It also refuses a hand-made cache change in the apps (apps/backoffice/src, apps/student/src): a write
// makes the cache stale through the api-client's mutation options, as its contract entry declares, so
// `invalidateQueries`, `setQueryData`, `setQueriesData`, `removeQueries` and `resetQueries` are called in
// packages/api-client only (tests, which seed caches, excepted).
// Usage: node scripts/check-layers.mjs [repository root]   (exit 1 and one line per refused import)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const APP_PACKAGES = ['@harbour/backoffice', '@harbour/server', '@harbour/student'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])([^'"]+)\1/g;

function* sourceFiles(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(name) && !name.endsWith('.gen.ts')) yield path;
  }
}

/** The layer of a back-office file (path relative to apps/backoffice/src), or null outside the rules. */
function backOfficeLayer(path) {
  const [top, area] = path.split(sep);
  if (top === 'app' || top === 'main.tsx') return { name: 'app' };
  if (top === 'shared' || top === 'locales') return { name: 'shared' };
  if (top === 'features' && area) return { name: 'feature', area };
  return null;
}

/** Why `from` may not import `to` (both back-office layers), or null when it may. */
function backOfficeRefusal(from, to) {
  if (!from || !to || from.name === 'app') return null;
  if (to.name === 'app')
    return `${describe(from)} imports the app layer (src/app): only the app imports down`;
  if (from.name === 'shared' && to.name === 'feature')
    return `the shared layer imports the feature "${to.area}": shared code imports no feature`;
  if (from.name === 'feature' && to.name === 'feature' && from.area !== to.area)
    return `the feature "${from.area}" imports the feature "${to.area}": share through src/shared or a package, or join them in src/app`;
  return null;
}

function describe(layer) {
  return layer.name === 'feature' ? `the feature "${layer.area}"` : `the ${layer.name} layer`;
}

export function findViolations(repositoryRoot) {
  const violations = [];
  const backOffice = join(repositoryRoot, 'apps', 'backoffice', 'src');
  const scanned = [
    ...[...sourceFiles(backOffice)].map((file) => ({ file, kind: 'backoffice' })),
    ...readdirSafe(join(repositoryRoot, 'packages')).flatMap((name) =>
      [...sourceFiles(join(repositoryRoot, 'packages', name, 'src'))].map((file) => ({
        file,
        kind: 'package',
      })),
    ),
  ];
  for (const { file, kind } of scanned) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[2];
      const line = text.slice(0, match.index).split('\n').length;
      const where = `${relative(repositoryRoot, file)}:${line}`;
      const target = specifier.startsWith('.') ? resolve(dirname(file), specifier.split('?')[0]) : null;
      let refusal = null;
      if (kind === 'package') {
        if (APP_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`)))
          refusal = `a package imports the app ${specifier}: packages never import apps`;
        else if (target && relative(join(repositoryRoot, 'apps'), target).split(sep)[0] !== '..')
          refusal = `a package imports ${specifier} inside apps/: packages never import apps`;
      } else if (target) {
        const inside = relative(backOffice, target);
        if (inside.split(sep)[0] === '..') continue;
        refusal = backOfficeRefusal(backOfficeLayer(relative(backOffice, file)), backOfficeLayer(inside));
      }
      if (refusal) violations.push(`${where}: '${specifier}': ${refusal}`);
    }
  }
  return violations;
}

const CACHE_CHANGE = /\.(invalidateQueries|setQueryData|setQueriesData|removeQueries|resetQueries)\s*\(/g;
const TEST_FILE = /\.test\.(ts|tsx)$|\/test\//;

/** Hand-made cache changes in the apps' source (see the header). */
export function findCacheChanges(repositoryRoot) {
  const refusals = [];
  for (const app of ['backoffice', 'student']) {
    const src = join(repositoryRoot, 'apps', app, 'src');
    for (const file of sourceFiles(src)) {
      if (TEST_FILE.test(relative(src, file))) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(CACHE_CHANGE)) {
        const line = text.slice(0, match.index).split('\n').length;
        refusals.push(
          `${relative(repositoryRoot, file)}:${line}: '${match[1]}' changes the query cache by hand: a write goes through the api-client's mutation options, which make stale what its contract entry declares`,
        );
      }
    }
  }
  return refusals;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = [...findViolations(root), ...findCacheChanges(root)];
  for (const violation of violations) console.error(violation);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) break the layers (see scripts/check-layers.mjs)`);
    process.exit(1);
  }
  console.log('layers: every import goes the allowed way');
}
