// Prints the min+gzip size of built entries, bundled with their dependencies (peers excluded),
// and fails when one is over its budget. What an entry loads lazily (`import()`, e.g. @harbour/ui's confirm
// modal and select search field) is not counted: it is not loaded with the entry. Usage: bundle-size.mjs file.js:budgetKB [...]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// React plus the peerDependencies of the package being measured (run from its folder).
const ownPeers = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).peerDependencies ?? {});
const PEERS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', ...ownPeers];
let over = false;
for (const arg of process.argv.slice(2)) {
  const [file, budget] = arg.split(':');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    external: PEERS,
    splitting: false,
    loader: { '.css': 'empty' },
    plugins: [
      {
        name: 'lazy-imports-apart',
        setup(builder) {
          builder.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const kb = gzipSync(code, { level: 9 }).length / 1024;
  const ok = kb <= Number(budget);
  if (!ok) over = true;
  console.log(
    `size ${file}: ${kb.toFixed(1)} kB min+gzip (budget ${budget} kB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (over) process.exit(1);
