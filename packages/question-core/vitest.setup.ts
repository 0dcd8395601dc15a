import { afterEach } from 'vitest';
import { loadMath } from './src/math-loader';

// Vitest's worker reports each finished test to the runner and gives up, failing the whole run, when the
// runner's reply has not been read within 60 s. A file of synchronous tests (the property tests) never
// lets the worker read it on a loaded machine; a turn of the event loop after each test does.
const nextTurn = globalThis.setImmediate;
afterEach(() => new Promise<void>((resolve) => nextTurn(() => resolve())));

// Under Node the package entry loads Temml with it (node.ts); the tests import the modules themselves.
await loadMath();
