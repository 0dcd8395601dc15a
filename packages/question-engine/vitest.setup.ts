import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../scripts/test-timeouts.mjs';

// findBy… and waitFor wait for a state; how long, for every test, is set in one place.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// Vitest's worker reports each finished test to the runner and gives up, failing the whole run, when the
// runner's reply has not been read within 60 s (a fixed timeout no option reaches). Vitest chains tests
// with microtasks only, so a file of synchronous tests never lets the worker read that reply; on a
// loaded two-core machine a few such files in a row crossed the 60 s. A turn of the event loop after
// each test reads it. The reference is taken here so a test's fake timers cannot stop it.
const nextTurn = globalThis.setImmediate;
afterEach(() => new Promise<void>((resolve) => nextTurn(() => resolve())));

// jsdom gives MathML elements (the engine draws math as native MathML) no `style`, and its
// getComputedStyle then throws on them, so Testing Library's accessible-name walk fails on any label
// holding math. A browser computes their style; here they are given the style of an empty span.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) => {
    if (element.namespaceURI === 'http://www.w3.org/1998/Math/MathML')
      return computedStyle(document.createElement('span'), pseudo);
    return computedStyle(element, pseudo);
  };
}
