import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../scripts/test-timeouts.mjs';
import { loadAllCatalogs } from './src/app/all-catalogs';

// findBy… and waitFor wait for a state; how long, for every test, is set in one place.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// Components are rendered without the layout routes that load their area's texts.
loadAllCatalogs();

// jsdom has no scrolling; the router's scroll restoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
