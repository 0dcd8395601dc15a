// Checks the import directions of ARCHITECTURE.md, which Biome's noRestrictedImports cannot express:
// that rule matches an import's text, and a relative import to another feature ('../../publish/x')
// looks like one inside the feature unless the importing file's folder is known. This script resolves
// every relative import to the file it names, then applies the rules:
//   apps/backoffice/src: app/ (router, routes, providers, shell) and main.tsx may import anything;
//     shared/ (and locales/) imports no feature and nothing of app/;
//     features/<area>/ imports neither app/ nor another feature.
//   apps/server/src: a module (modules/<name>/) imports another module only through its index.ts;
//     auth and files (the foundation) import no other module, the homework core only the foundation, every
//     other module only the homework core and the foundation (never another feature); plugins/ imports no
//     module (the modules register their routes behind the plugins, so the plugins sit below them); every
//     other file imports a module only through its index.ts.
//   apps/student/src: no file of another app (the back-office's shared code moves to a package);
//     features/<area>/ imports no other feature.
//   apps/*: never another app's source or its @harbour/ name.
//   packages/*/src: never an app (by path or by its @harbour/ name).
// These rules replace the server overrides of Biome's noRestrictedImports, which matched import text and so
// let '../../modules/<name>/service' pass and could not tell a module's sub-folder from another module.
// It also refuses a hand-made cache change in the apps (apps/backoffice/src, apps/student/src): a write
// makes the cache stale through the api-client's mutation options, as its contract entry declares, so
// `invalidateQueries`, `setQueryData`, `setQueriesData`, `removeQueries` and `resetQueries` are called in
// packages/api-client only (tests, which seed caches, excepted).
// Usage: node scripts/check-layers.mjs [repository root]   (exit 1 and one line per refused import)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { filesUnder } from './files-under.mjs';

const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const APPS = { backoffice: '@harbour/backoffice', server: '@harbour/server', student: '@harbour/student' };
const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])([^'"]+)\1/g;
/** Server modules every other module may use, which themselves import no module. */
const SERVER_FOUNDATION = ['auth', 'files'];
/** The server module the feature modules share through. */
const SERVER_CORE = 'homework';

/** The source files below a folder (not generated ones, nothing under node_modules or dist). */
function* sourceFiles(dir) {
  for (const path of filesUnder(dir, (name) => name === 'node_modules' || name === 'dist')) {
    if (SOURCE.test(path) && !path.endsWith('.gen.ts')) yield path;
  }
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a relative import names (TypeScript's resolution: extension, `.js` for `.ts`, index). */
function resolveFile(target) {
  const stem = target.replace(/\.(js|mjs)$/, '');
  const candidates = [target, ...['.ts', '.tsx', '.mts'].map((ext) => stem + ext)];
  candidates.push(...['index.ts', 'index.tsx'].map((name) => join(target, name)));
  return candidates.find(isFile) ?? target;
}

/** The layer of a back-office or student file (path relative to its src), or null outside the rules. */
function appLayer(path) {
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
  return featureRefusal(from, to);
}

function featureRefusal(from, to) {
  if (from?.name === 'feature' && to?.name === 'feature' && from.area !== to.area)
    return `the feature "${from.area}" imports the feature "${to.area}": share through src/shared or a package, or join them in src/app`;
  return null;
}

function describe(layer) {
  return layer.name === 'feature' ? `the feature "${layer.area}"` : `the ${layer.name} layer`;
}

/** The module a server file belongs to (path relative to apps/server/src), or null. */
function serverModule(path) {
  const [top, name, file] = path.split(sep);
  return top === 'modules' && file ? name : null;
}

/** The modules a server module may import (through their index). */
function modulesAllowedTo(module) {
  if (SERVER_FOUNDATION.includes(module)) return [];
  if (module === SERVER_CORE) return SERVER_FOUNDATION;
  return [SERVER_CORE, ...SERVER_FOUNDATION];
}

/** Why a server file (path relative to apps/server/src) may not import the resolved `to`, or null. */
function serverRefusal(from, to) {
  const target = serverModule(to);
  if (!target) return null;
  const source = serverModule(from);
  if (source === target) return null;
  if (from.split(sep)[0] === 'plugins')
    return `the plugins layer imports the module "${target}": plugins import no module (they run before every module's routes; share through a file under src/)`;
  const index = ['index.ts', 'index.tsx'].includes(relative(join('modules', target), to));
  if (!index)
    return `${source ? `the module "${source}"` : 'a server file'} imports a file inside the module "${target}": import a module through its index.ts (modules/${target})`;
  if (source && !modulesAllowedTo(source).includes(target)) {
    const allowed = modulesAllowedTo(source);
    return `the module "${source}" imports the module "${target}": it may import ${allowed.length > 0 ? `only ${allowed.join(', ')}` : 'no other module'} (features share through modules/${SERVER_CORE}; auth and files import no module)`;
  }
  return null;
}

/** Which app a path (relative to the repository) lies in, or null. */
function appOf(path) {
  const [top, name] = path.split(sep);
  return top === 'apps' && name in APPS ? name : null;
}

export function findViolations(repositoryRoot) {
  const violations = [];
  const appSource = (name) => join(repositoryRoot, 'apps', name, 'src');
  const scanned = [
    ...Object.keys(APPS).flatMap((app) => [...sourceFiles(appSource(app))].map((file) => ({ file, app }))),
    ...readdirSafe(join(repositoryRoot, 'packages')).flatMap((name) =>
      [...sourceFiles(join(repositoryRoot, 'packages', name, 'src'))].map((file) => ({ file, app: null })),
    ),
  ];
  for (const { file, app } of scanned) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[2];
      const line = text.slice(0, match.index).split('\n').length;
      const where = `${relative(repositoryRoot, file)}:${line}`;
      const target = specifier.startsWith('.')
        ? resolveFile(resolve(dirname(file), specifier.split('?')[0]))
        : null;
      const targetApp = target ? appOf(relative(repositoryRoot, target)) : null;
      const namedApp = Object.keys(APPS).find(
        (name) => specifier === APPS[name] || specifier.startsWith(`${APPS[name]}/`),
      );
      let refusal = null;
      if (app === null) {
        if (namedApp) refusal = `a package imports the app ${specifier}: packages never import apps`;
        else if (target && relative(join(repositoryRoot, 'apps'), target).split(sep)[0] !== '..')
          refusal = `a package imports ${specifier} inside apps/: packages never import apps`;
      } else if ((namedApp && namedApp !== app) || (targetApp && targetApp !== app)) {
        refusal = `the ${app} app imports the ${namedApp ?? targetApp} app: apps share code only through packages/`;
      } else if (target && targetApp === app) {
        const source = appSource(app);
        const from = relative(source, file);
        const to = relative(source, target);
        if (to.split(sep)[0] === '..') continue;
        if (app === 'server') refusal = serverRefusal(from, to);
        else if (app === 'backoffice') refusal = backOfficeRefusal(appLayer(from), appLayer(to));
        else refusal = featureRefusal(appLayer(from), appLayer(to));
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
