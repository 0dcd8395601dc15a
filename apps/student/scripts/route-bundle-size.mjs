// Prints the JavaScript a route of the student app needs on first load, min+gzip, and fails above its budget
// (the login route ≤ 120 kB, the homework page ≤ 200 kB without the engine's lazy chunks). A route's JS
// is the entry chunk, its lazy page modules and every chunk they import statically, and the larger of the two
// catalogs (a student loads one), each counted once. Chunks imported lazily (the question engine, the overlays)
// are not counted. Reads Vite's manifest (build.manifest). Usage: node scripts/route-bundle-size.mjs [dist]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const ROUTES = [
  { name: 'login (/student/)', budgetKb: 120, files: [] },
  {
    name: '/student/homework/$eHomeworkId',
    budgetKb: 200,
    files: ['src/pages/signed-in-layout.tsx', 'src/pages/homework-route.tsx'],
  },
  {
    name: '/student/home',
    budgetKb: 200,
    files: ['src/pages/signed-in-layout.tsx', 'src/pages/home-page.tsx'],
  },
];
const CATALOGS = ['src/app/catalog-hk.ts', 'src/app/catalog-en.ts'];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry in the Vite manifest');

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/**
 * The manifest key of a source file. A lazy page that also lends modules to a chunk it loads lazily (the
 * homework page and the engine's question area) loses its facade: Rollup keys it `_<name>-<hash>.js`.
 */
function keyOf(file) {
  if (manifest[file]) return file;
  const name = file
    .split('/')
    .at(-1)
    .replace(/\.tsx?$/, '');
  const unnamed = Object.keys(manifest).filter((key) => key.startsWith(`_${name}-`) && key.endsWith('.js'));
  if (unnamed.length !== 1) throw new Error(`${file} is not in the Vite manifest`);
  return unnamed[0];
}

function collect(file, seen) {
  const key = keyOf(file);
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
}

function catalogKb(key) {
  const seen = new Set();
  collect(key, seen);
  return { key, kb: [...seen].reduce((sum, k) => sum + gzipKb(manifest[k].file), 0) };
}
const largestCatalog = CATALOGS.map(catalogKb).reduce((a, b) => (a.kb >= b.kb ? a : b)).key;

let over = false;
for (const route of ROUTES) {
  const seen = new Set();
  collect(entryKey, seen);
  collect(largestCatalog, seen);
  for (const file of route.files) collect(file, seen);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const ok = kb <= route.budgetKb;
  if (!ok) over = true;
  console.log(
    `route ${route.name}: ${kb.toFixed(1)} kB JS min+gzip in ${files.length} files (budget ${route.budgetKb} kB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (over) process.exit(1);
