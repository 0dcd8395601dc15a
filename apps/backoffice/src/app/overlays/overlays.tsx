import { lazy, Suspense } from 'react';
import { loadCatalog } from '../../shared/i18n';

// The overlays (the engine's vertical-window prompt, device prompt and image preview, and the
// try-a-question popup) load in their own chunk with their texts, just after the first page: a page
// does not wait for them, and the spec checks the window's shape 500 ms after a resize anyway.
let overlaysLoad: Promise<{ default: typeof import('./engine-overlays').EngineOverlays }> | null = null;

/**
 * Starts loading the overlays and their texts, once. At start on a phone (whose first screen is the
 * PC-browser prompt) it is called before the first render, so the prompt paints with the page.
 */
export function loadOverlays() {
  overlaysLoad ??= Promise.all([import('./engine-overlays'), loadCatalog('overlays')]).then(([m]) => ({
    default: m.EngineOverlays,
  }));
  return overlaysLoad;
}

const EngineOverlays = lazy(loadOverlays);

/** The app-wide overlays of spec §2. */
export function Overlays() {
  return (
    <Suspense fallback={null}>
      <EngineOverlays />
    </Suspense>
  );
}
