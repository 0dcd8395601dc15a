/** The longest one unit, component or server test may run before it is reported as hung. */
export declare const TEST_TIMEOUT_MS: number;
/** The longest a setup or teardown hook may run (the server suite seeds its databases in one). */
export declare const HOOK_TIMEOUT_MS: number;
/** How long Testing Library's findBy… and waitFor wait for a state to appear. */
export declare const ASYNC_UTIL_TIMEOUT_MS: number;
/** The longest one browser test may run. */
export declare const E2E_TEST_TIMEOUT_MS: number;
/** How long a browser assertion (expect(locator)…, expect.poll, toPass) waits for its state. */
export declare const E2E_EXPECT_TIMEOUT_MS: number;
/** How long a browser test waits for the app server it starts (it seeds a demo school first). */
export declare const E2E_SERVER_TIMEOUT_MS: number;
