// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a built site, so the server
// sends them by content negotiation (@fastify/static's preCompressed) without compressing per request.
// Both at their highest level: the cost is paid once per build. Files under 1 kB and source maps are left
// alone (a few bytes saved, or read only by developer tools). A copy that would not be smaller is not written.
// Usage: node scripts/precompress.mjs <dist folder>
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm|ttf|otf)$/i;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <dist folder>');
  process.exit(2);
}
const root = resolve(dir);

const entries = await readdir(root, { recursive: true, withFileTypes: true });
const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
// A rebuild into the same folder: earlier copies of files that no longer exist go.
await Promise.all(files.filter((f) => /\.(?:br|gz)$/.test(f)).map((f) => rm(f, { force: true })));

let raw = 0;
let br = 0;
let gz = 0;
let count = 0;
await Promise.all(
  files
    .filter((file) => COMPRESSIBLE.test(file))
    .map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [b, g] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: /\.(?:ttf|otf|wasm)$/i.test(file)
              ? constants.BROTLI_MODE_GENERIC
              : constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (b.length < bytes.length) await writeFile(`${file}.br`, b);
      if (g.length < bytes.length) await writeFile(`${file}.gz`, g);
      raw += bytes.length;
      br += Math.min(b.length, bytes.length);
      gz += Math.min(g.length, bytes.length);
      count += 1;
    }),
);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`precompressed ${count} files in ${dir}: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
