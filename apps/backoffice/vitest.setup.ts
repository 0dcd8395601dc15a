import '@testing-library/jest-dom/vitest';

// jsdom has no scrolling; the router's scroll restoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
