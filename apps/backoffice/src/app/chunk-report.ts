import { showWarning } from '@harbour/ui';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ChunkLoadFailure, createChunkLoadWatch } from './shell/logic/chunk-load-watch';

/** Spec §8: a script or style chunk that failed or took 120 s is reported: logged, and the user told. */
export function reportChunkLoadFailure(failure: ChunkLoadFailure): void {
  console.error(`Chunk load ${failure.reason}: ${failure.detail}`);
  showWarning(i18n._(msg`Part of the page could not be loaded. Please refresh the page.`));
}

/** The one watch of the app's page loads. */
export const chunkLoadWatch = createChunkLoadWatch(reportChunkLoadFailure);
