// How long every test runner waits, set once for the whole repository. These are hang guards for a
// loaded two-core machine, not budgets: a test waits for a state (an element, a response, a file) and
// these only bound how long it may take to arrive. No test sets its own.

/** The longest one unit, component or server test may run before it is reported as hung. */
export const TEST_TIMEOUT_MS = 120_000;
/** The longest a setup or teardown hook may run (the server suite seeds its databases in one). */
export const HOOK_TIMEOUT_MS = 300_000;
/** How long Testing Library's findBy… and waitFor wait for a state to appear. */
export const ASYNC_UTIL_TIMEOUT_MS = 30_000;
/** The longest one browser test may run. */
export const E2E_TEST_TIMEOUT_MS = 300_000;
/** How long a browser assertion (expect(locator)…, expect.poll, toPass) waits for its state. */
export const E2E_EXPECT_TIMEOUT_MS = 90_000;
/** How long a browser test waits for the app server it starts (it seeds a demo school first). */
export const E2E_SERVER_TIMEOUT_MS = 300_000;
