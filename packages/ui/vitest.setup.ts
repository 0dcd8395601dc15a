import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { configure } from '@testing-library/react';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../scripts/test-timeouts.mjs';
import { uiMessages } from './src/i18n/catalogs';

// findBy… and waitFor wait for a state; how long, for every test, is set in one place.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

i18n.load(uiMessages);
i18n.activate('en');
