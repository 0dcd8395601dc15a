/** Keys that turn the pages of the task-sheet viewer, as a reader of a paged document expects. */
const PAGE_KEYS: Record<string, (page: number, count: number) => number> = {
  ArrowRight: (page) => page + 1,
  ArrowDown: (page) => page + 1,
  PageDown: (page) => page + 1,
  ArrowLeft: (page) => page - 1,
  ArrowUp: (page) => page - 1,
  PageUp: (page) => page - 1,
  Home: () => 1,
  End: (_, count) => count,
};

/** The page a key leads to (kept within 1…count), or null when the key does not turn pages. */
export function pageAfterKey(key: string, page: number, count: number): number | null {
  const turn = PAGE_KEYS[key];
  if (!turn || count < 1) return null;
  return Math.min(Math.max(turn(page, count), 1), count);
}

/**
 * The file a signed URL reads, without its signature: a refetch hands out a new signature for the same
 * file, which must not reload the document.
 */
export function signedUrlFile(url: string): string {
  return url.split('?')[0] ?? url;
}
