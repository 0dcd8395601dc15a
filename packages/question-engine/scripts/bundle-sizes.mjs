// Prints what an app pays for the engine, measured as the app's bundler would bundle it
// (../../scripts/consumer-bundle-size.mjs: esbuild, React and React DOM external, code splitting,
// min+gzip): the main entry's first load, which fails over its budget, and the code it loads lazily.
// Then the lazy pieces one by one as a browser downloads them: Temml (loaded with the first math),
// MathJax (TeX Temml cannot read), mathlive (the math keyboard, its browser build) and the mp3 worker.
// Run from the package folder after tsup.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { consumerBundleSize } from '../../../scripts/consumer-bundle-size.mjs';

const INDEX_BUDGET_KB = 80;
const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/**
 * min+gzip of one module bundled alone for the browser (the `browser` and `production` conditions), its
 * package resolved from `from` (a dependency's folder).
 */
async function browserSize(entry, external = REACT, from = '.') {
  const result = await build({
    stdin: { contents: `import * as all from '${entry}'; export default all;`, resolveDir: from },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    conditions: ['production'],
    external,
    loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty', '.ttf': 'empty' },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length / 1024;
}

const { firstLoadKb, lazyKb } = await consumerBundleSize('dist/index.js');
const ok = firstLoadKb <= INDEX_BUDGET_KB;
console.log(
  `size dist/index.js as an app bundles it (peers external): ${firstLoadKb.toFixed(1)} kB min+gzip on first load (budget ${INDEX_BUDGET_KB} kB) ${ok ? 'ok' : 'OVER BUDGET'}; ${lazyKb.toFixed(1)} kB loaded lazily`,
);
console.log(
  `size lazy Temml (with the first math): ${(await browserSize('temml', REACT, '../question-core')).toFixed(1)} kB min+gzip`,
);
// The chunk that imports MathJax is the one the renderer loads on demand.
const mathChunk = readdirSync('dist').find(
  (file) =>
    file.endsWith('.js') && readFileSync(`dist/${file}`, 'utf8').includes('mathjax-full/js/mathjax.js'),
);
if (mathChunk)
  console.log(
    `size lazy MathJax chunk (dist/${mathChunk} + mathjax-full): ${(await browserSize(`./dist/${mathChunk}`)).toFixed(1)} kB min+gzip`,
  );
console.log(
  `size lazy mathlive (its browser build, as a browser downloads it): ${(await browserSize('mathlive')).toFixed(1)} kB min+gzip`,
);
console.log(
  `size lazy mp3 worker (dist/mp3.worker.js): ${(await browserSize('./dist/mp3.worker.js', [])).toFixed(1)} kB min+gzip`,
);
if (!ok) process.exit(1);
