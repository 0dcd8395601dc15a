// Prints the min+gzip size of the React entry without its peers and without the chunks it loads
// lazily (MathJax, mathlive, the mp3 worker), fails over its budget, then prints each lazy
// chunk's own size. Run from the package folder after tsup.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// 60 kB until issue 13 added DOMPurify (about 9 kB), the sanitiser every HTML fragment goes through;
// 70 kB until issue 16 added Temml (about 60 kB): the core compares math answers by its parse tree and
// the widgets draw math as native MathML with it, in place of the 555 kB MathJax chunk.
const INDEX_BUDGET_KB = 135;
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const peers = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  ...Object.keys(pkg.peerDependencies ?? {}),
];
const lazy = ['mathjax-full', 'mathjax-full/*', 'mathlive'];

async function size(entry, external) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    external,
    splitting: false,
    loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty', '.ttf': 'empty' },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length / 1024;
}

const index = await size('dist/index.js', [...peers, ...lazy]);
const ok = index <= INDEX_BUDGET_KB;
console.log(
  `size dist/index.js without peers and lazy chunks: ${index.toFixed(1)} kB min+gzip (budget ${INDEX_BUDGET_KB} kB) ${ok ? 'ok' : 'OVER BUDGET'}`,
);

// The chunk that imports MathJax is the one the renderer loads on demand.
const mathChunk = readdirSync('dist').find(
  (file) =>
    file.endsWith('.js') && readFileSync(`dist/${file}`, 'utf8').includes('mathjax-full/js/mathjax.js'),
);
if (mathChunk)
  console.log(
    `size lazy MathJax chunk (dist/${mathChunk} + mathjax-full): ${(await size(`dist/${mathChunk}`, peers)).toFixed(1)} kB min+gzip`,
  );
const mathlive = await import.meta.resolve?.('mathlive');
if (mathlive)
  console.log(
    `size lazy mathlive: ${(await size(new URL(mathlive).pathname, peers)).toFixed(1)} kB min+gzip`,
  );
console.log(
  `size lazy mp3 worker (dist/mp3.worker.js with lamejs): ${(await size('dist/mp3.worker.js', [])).toFixed(1)} kB min+gzip`,
);
if (!ok) process.exit(1);
