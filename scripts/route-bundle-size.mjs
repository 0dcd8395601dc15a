// Prints the JavaScript a route needs on first load, min+gzip, from the back-office production build,
// and fails when a route is over its budget. It reads Vite's manifest (build.manifest): a route's JS is
// the entry chunk plus the route's code-split chunks (its layouts and itself), the text catalogs its
// layouts load (the larger locale: a user loads one), and every chunk they import statically, each
// counted once. Lazy overlays and other routes are not counted.
// Usage: node scripts/route-bundle-size.mjs [path/to/dist]   (default apps/backoffice/dist)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? new URL('../apps/backoffice/dist', import.meta.url).pathname);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * Budgets in kB min+gzip. `catalogs` are the areas whose texts the route's layouts load
 * (src/shared/i18n.ts). The login route is the framework (react-dom, the router, TanStack Query, ky, jotai,
 * Lingui) with the route tree and every route's search reader; the dashboard adds the shell (menu,
 * breadcrumbs, the triggers of the role, language and font selects: a select's list box loads after the
 * page, see @harbour/ui's select) and its own page. Each route added to
 * the tree costs both: the back-office README's budget section gives the measured cost per route.
 */
const ROUTES = [
  { name: 'login (/)', budgetKb: 130, files: ['src/app/routes/index.tsx'], catalogs: ['app'] },
  {
    name: '/home/dashboard',
    budgetKb: 200,
    files: ['src/app/routes/home/route.tsx', 'src/app/routes/home/dashboard.tsx'],
    catalogs: ['app', 'home'],
  },
];

/** The module of an area's catalog in a locale (the chunk src/shared/i18n.ts imports). */
const CATALOG_FILES = {
  app: (locale) => `src/shared/catalogs/app-${locale}.ts`,
  public: (locale) => `src/locales/public-${locale}/messages.ts`,
  home: (locale) => `src/locales/home-${locale}/messages.ts`,
  course: (locale) => `src/locales/course-${locale}/messages.ts`,
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');

/**
 * Manifest keys of a route file: the file itself and its `?tsr-split=…` chunks. A route chunk that also
 * lends modules to a chunk it loads lazily can lose its facade: Rollup keys it `_<name>-<hash>.js`, a
 * dynamic entry named after the file, which stands for it then.
 */
function routeKeys(file) {
  const keys = Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?`));
  if (keys.length > 0) return keys;
  const name = file
    .split('/')
    .at(-1)
    .replace(/\.tsx?$/, '');
  const unnamed = Object.keys(manifest).filter(
    (key) => key.startsWith('_') && manifest[key].isDynamicEntry && manifest[key].name === name,
  );
  if (unnamed.length !== 1) throw new Error(`${file} is not in the Vite manifest`);
  return unnamed;
}

function gzipKb(file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
}

/** Manifest key of an area's catalog chunk in the locale whose texts weigh more. */
function largestCatalog(area) {
  const keys = ['hk', 'en'].map((locale) => CATALOG_FILES[area](locale));
  for (const key of keys) if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`);
  return keys.reduce((a, b) => (gzipKb(manifest[a].file) >= gzipKb(manifest[b].file) ? a : b));
}

function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
}

let over = false;
for (const route of ROUTES) {
  const seen = new Set();
  collect(entryKey, seen);
  for (const file of route.files) for (const key of routeKeys(file)) collect(key, seen);
  for (const area of route.catalogs) collect(largestCatalog(area), seen);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const ok = kb <= route.budgetKb;
  if (!ok) over = true;
  console.log(
    `route ${route.name}: ${kb.toFixed(1)} kB JS min+gzip in ${files.length} files (budget ${route.budgetKb} kB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (over) process.exit(1);
