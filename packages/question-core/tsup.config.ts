import { defineConfig } from 'tsup';

export default defineConfig({
  // The samples are an entry of their own so an app that checks answers never bundles them.
  // Node takes `node` (Temml loaded with the package), browsers `index` (Temml loaded on demand).
  entry: { index: 'src/index.ts', node: 'src/node.ts', samples: 'src/fixtures.ts' },
  format: ['esm'],
  // @harbour/domain is a workspace package that is not published, and zod (7.5 MB installed) would
  // be most of an install: both are bundled in (zod/mini tree-shakes to a few kB); no type of the
  // public API mentions zod.
  dts: { resolve: ['@harbour/domain'] },
  noExternal: ['@harbour/domain', 'zod'],
  // Maps without the sources inlined: they point at file names only and keep the tarball small.
  sourcemap: false,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
});
