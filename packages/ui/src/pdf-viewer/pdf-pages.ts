import type { MessageDescriptor } from '@lingui/core';
import { uiText } from '../i18n/messages';

/**
 * The viewer region's name: the file and the page shown of how many; the file and "loading" while the
 * document is read (it has no pages yet, so none is named).
 */
export function pdfRegionLabel(title: string, page: number, count: number): MessageDescriptor {
  if (count === 0) return { ...uiText.pdfRegionLoading, values: { title } };
  return { ...uiText.pdfRegion, values: { title, page, count } };
}

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

/** Zoom steps of the PDF viewer, as a share of the viewer's width (1 = the page fills the width). */
export const PDF_ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The zoom one step in (`+1`) or out (`-1`) of `zoom`, kept within the steps. */
export function nextPdfZoom(zoom: number, direction: 1 | -1): number {
  const index = PDF_ZOOM_STEPS.findIndex((step) => step >= zoom);
  const at = index === -1 ? PDF_ZOOM_STEPS.length - 1 : index;
  const next = Math.min(Math.max(at + direction, 0), PDF_ZOOM_STEPS.length - 1);
  return PDF_ZOOM_STEPS[next] ?? 1;
}
