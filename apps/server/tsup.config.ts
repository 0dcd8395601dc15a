import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'seed-cli': 'src/seed-cli.ts',
    bench: 'src/bench/main.ts',
    'bench-load': 'src/bench/load.ts',
    'bench-crash': 'src/bench/crash.ts',
    'bench-marking': 'src/bench/marking.ts',
    'bench-reports': 'src/bench/reports.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
  // The load generator stays a package import (a devDependency, CommonJS).
  external: ['autocannon'],
});
