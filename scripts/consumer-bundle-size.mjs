// What an app pays on first load for a package entry, measured as the app's bundler would bundle it:
// esbuild bundles the built entry with everything it imports, minified, with code splitting; the size is
// the min+gzip of the entry's chunk and of every chunk it imports statically, each gzipped (what a browser
// downloads). Only the package's peer dependencies are external (React, React DOM, Lingui: the app
// installs them itself and has them anyway). Chunks the entry loads with `import()` (lazy code) are
// reported apart, not counted. Run from the package folder (its node_modules resolve the dependencies).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const PEERS = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).peerDependencies ?? {});
const EXTERNAL = [...new Set(['react', 'react-dom', ...PEERS])].flatMap((name) => [name, `${name}/*`]);
const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

/** { firstLoadKb, lazyKb }: the entry's first-load min+gzip, and the sum of its lazy chunks' (each gzipped). */
export async function consumerBundleSize(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    outdir: 'consumer-bundle',
    write: false,
    metafile: true,
    external: EXTERNAL,
    loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty', '.ttf': 'empty' },
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const bytesOf = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const contents = (name) => {
    for (const [path, bytes] of bytesOf) if (path.endsWith(`/${name}`)) return bytes;
    throw new Error(`esbuild wrote no ${name}`);
  };
  const entryChunk = Object.keys(outputs).find((name) => outputs[name].entryPoint);
  const firstLoad = new Set();
  const pending = [entryChunk];
  while (pending.length > 0) {
    const name = pending.pop();
    if (firstLoad.has(name)) continue;
    firstLoad.add(name);
    for (const imported of outputs[name].imports)
      if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
  }
  let firstLoadKb = 0;
  let lazyKb = 0;
  for (const name of Object.keys(outputs)) {
    if (!name.endsWith('.js')) continue;
    const kb = gzipKb(contents(name));
    if (firstLoad.has(name)) firstLoadKb += kb;
    else lazyKb += kb;
  }
  return { firstLoadKb, lazyKb };
}
