import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../scripts/test-timeouts.mjs';

// findBy… and waitFor wait for a state; how long, for every test, is set in one place.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
