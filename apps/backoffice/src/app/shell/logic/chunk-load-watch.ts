/** A script or style chunk not loaded after this long is reported (spec §8, §9: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkLoadFailure = { reason: 'error'; detail: string } | { reason: 'timeout'; detail: string };

/**
 * Watches page loads: `start(label)` when a navigation begins loading its chunks, `finish()` when it
 * resolves. A load still pending after the timeout is reported once; `fail` reports a load error
 * (Vite's preload error for a script or a stylesheet, or a route's failed import), once per chunk.
 */
export function createChunkLoadWatch(
  report: (failure: ChunkLoadFailure) => void,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  // One failure can arrive twice (Vite's preload event and the route's error): report it once.
  const reported = new Set<string>();
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    start(label: string) {
      clear();
      timer = setTimeout(() => {
        timer = null;
        report({ reason: 'timeout', detail: label });
      }, timeoutMs);
    },
    finish: clear,
    fail(detail: string) {
      clear();
      if (reported.has(detail)) return;
      reported.add(detail);
      report({ reason: 'error', detail });
    },
  };
}

/** Messages browsers and Vite give when a script or style chunk cannot be fetched. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

/** true when `error` is a script or style chunk that failed to load (as opposed to a render error). */
export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}
