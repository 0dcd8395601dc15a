import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * The recorder starts its mp3 encoder with `new Worker(new URL('./mp3.worker.ts', import.meta.url))`,
 * which Vite (Storybook, apps) resolves from source; in the published package the worker is the
 * built `mp3.worker.js` beside the chunks.
 */
const workerUrl: Plugin = {
  name: 'mp3-worker-url',
  setup(build) {
    build.onLoad({ filter: /speaking[\\/]recorder\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace("'./mp3.worker.ts'", "'./mp3.worker.js'"),
      loader: 'ts',
    }));
  },
};

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'core/index': 'src/core/index.ts',
    'overlays/index': 'src/overlays/index.ts',
    samples: 'src/samples.ts',
    'mp3.worker': 'src/widgets/speaking/mp3.worker.ts',
  },
  format: ['esm'],
  // @harbour/domain is a workspace package that is not published: its code and its types are
  // bundled in, so the packed engine depends on nothing of the workspace.
  dts: {
    entry: {
      index: 'src/index.ts',
      'core/index': 'src/core/index.ts',
      'overlays/index': 'src/overlays/index.ts',
      samples: 'src/samples.ts',
    },
    resolve: ['@harbour/domain'],
  },
  // No maps: with their inlined sources they were two thirds of the tarball.
  sourcemap: false,
  // dist/metafile-esm.json (not packed): which packages each dist file bundles, for the pack test's
  // licence check.
  metafile: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The domain is not published. The mp3 encoder, lamejs (LGPL-3.0), is not bundled: it is a peer
  // dependency the app installs, and the app's bundler builds it into the app's mp3 worker chunk.
  noExternal: ['@harbour/domain'],
  esbuildPlugins: [workerUrl],
});
