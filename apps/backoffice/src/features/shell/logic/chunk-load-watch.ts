/** A script or style chunk not loaded after this long is reported (spec §8, §9: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkLoadFailure = { reason: 'error'; detail: string } | { reason: 'timeout'; detail: string };

/**
 * Watches page loads: `start(label)` when a navigation begins loading its chunks, `finish()` when it
 * resolves. A load still pending after the timeout is reported once; `fail` reports a load error
 * (Vite's preload error for a script or a stylesheet).
 */
export function createChunkLoadWatch(
  report: (failure: ChunkLoadFailure) => void,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
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
      report({ reason: 'error', detail });
    },
  };
}
