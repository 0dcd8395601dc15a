import '@testing-library/jest-dom/vitest';
import { loadAllCatalogs } from './src/app/all-catalogs';

// Components are rendered without the layout routes that load their area's texts.
loadAllCatalogs();

// jsdom has no scrolling; the router's scroll restoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
