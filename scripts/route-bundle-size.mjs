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
 * (src/shared/i18n.ts). Login 130 and dashboard 200 (issue 14), 201 from issue 15 (below). The dashboard was 211.6 (2026-11-24), 204.0
 * after React Aria's strings were cut to en-US and zh-TW and the confirm modal, the select's search field
 * and the calendar's day popover load on first use, and 197.8 minified by terser (login 126.3); 198.3 with React Aria's locales plugin.
 * Breadcrumbs and the date-time picker (2026-11-24) took it to 200.3; moving the processType kinds out of
 * the domain's homework rules (the dashboard loaded all the publish rules for two lists) gave 199.4. The
 * login route is the framework (react-dom, the router, query, ky, jotai, Lingui: 126 kB); the largest part
 * of the dashboard beyond it is React Aria's Select (about 35 kB), see the back-office README.
 * Issue 15's lists (2026-11-24) took it to 200.5: the day and due-soon lists load in a chunk of their own,
 * but the published list's search params join the entry chunk and Rollup's size merging moves small lazy
 * modules (the rare error pages, the homework link) into chunks the dashboard loads first; trying every
 * merge size from 300 to 1100 and explicit manual chunks gave 200.2 at best. The budget was 201 then.
 * Issue 18's marking (2026-11-25) took it to 202.9: the route tree's 14 marking routes and their search
 * readers in the entry chunk (+1.2), the menu entry and the breadcrumb places (+0.3), their page names in
 * the home catalog (+0.2), the confirm dialog's and the schedule calls' chunks (+0.4). Every new route
 * costs the entry chunk its line of the route tree; the budget is 204 since.
 * Issue 19's reports (2026-11-25) add 44 routes under /home/reportCenter, /home/newReportCenter and
 * /home/errorCenter: the issue wants each family view (ePractice, eExercise, A+ course/student/detail/question,
 * A+ test, the test report's children) at its own route, over the same components. Measured from the build's
 * source map, the entry chunk gained the route tree's lines (13.1 kB of 408 kB raw is the tree), the 44 route
 * files' critical parts (about 190 bytes raw each: the path, the search reader's import and the split component's
 * stub) and the report areas' search readers (3.4 kB raw): login 128.4 → 132.4 kB gzip. The dashboard also loads
 * the two new menu entries and their names: 202.9 → 208.7. The kit's widgets, charts and exports stay in the
 * report chunks (a search reader that imported the kit's index had put them in the entry chunk: 163.4 kB).
 * Budgets: login 133, dashboard 209.5 since.
 */
const ROUTES = [
  { name: 'login (/)', budgetKb: 133, files: ['src/app/routes/index.tsx'], catalogs: ['app'] },
  {
    name: '/home/dashboard',
    budgetKb: 209.5,
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
