import type { BatchResult, PublishHomeworkBody } from '@harbour/api-client';
import {
  type PublishFormValues,
  type PublishSource,
  publishBody,
} from '../../../shared/publish/publish-form';

/** A chapter chosen for a batch publish. */
export interface BatchChapter {
  chapterId: number;
  chapterName: string;
}

/** One publish per chapter, named after the chapter, with the form's shared settings. */
export function batchPublishItems(
  values: PublishFormValues,
  source: Omit<PublishSource, 'paperId' | 'chapterId'>,
  chapters: readonly BatchChapter[],
): PublishHomeworkBody[] {
  return chapters.map((chapter) =>
    publishBody(
      { ...values, homeworkName: chapter.chapterName, questionNumbers: '' },
      { ...source, chapterId: chapter.chapterId },
    ),
  );
}

/** A part of a batch that failed: what it was and why. */
export interface FailedPart {
  name: string;
  message: string;
}

/** The failed items of a batch answer, named by the list the request was built from. */
export function failedParts(result: BatchResult, names: readonly string[]): FailedPart[] {
  return result.items
    .filter((item) => !item.ok)
    .map((item) => ({ name: names[item.index] ?? `#${item.index + 1}`, message: item.errorMessage ?? '' }));
}

/** Estimated time one item of a batch takes on the server, for the progress bar while waiting. */
export const BATCH_ITEM_ESTIMATE_MS = 400;
/** The bar never claims more than this before the answer arrives. */
export const BATCH_PROGRESS_CAP = 90;

/**
 * Progress of a batch in percent. The batch is one request (every item fully succeeds or fails on the
 * server), so until the answer the bar advances on the estimate, up to BATCH_PROGRESS_CAP; with the
 * answer it shows the items done.
 */
export function batchProgress(elapsedMs: number, total: number, result: BatchResult | null): number {
  if (result)
    return result.total === 0 ? 100 : Math.round(((result.succeeded + result.failed) / result.total) * 100);
  if (total === 0) return 0;
  const estimate = (elapsedMs / (total * BATCH_ITEM_ESTIMATE_MS)) * 100;
  return Math.min(BATCH_PROGRESS_CAP, Math.round(estimate));
}
