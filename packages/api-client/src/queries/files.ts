import { queryOptions } from '@tanstack/react-query';
import { callApi, callQueryOptions } from '../calls';
import type { UpdateFileQuery } from '../contract';
import { getLatestUpdateFileCall } from '../contract/calls/files';

/*
 * The language pack and font the app loads at start. Apart from the other calls (uploads: uploads.ts): the
 * entry chunk loads these, and a bundler places a module whole in one chunk, so the entry holds no other.
 */

// ---- calls ----

/**
 * GET /updatefile/latest: the language pack or font; null when none is published. Failures fall
 * back silently (spec §8), so this call never navigates.
 */
export const getLatestUpdateFile = (query: UpdateFileQuery) =>
  callApi(getLatestUpdateFileCall, { query }, { silent: true });

// ---- query factories ----

export const updateFileQueryOptions = (fileType: UpdateFileQuery['fileType']) => {
  const input = { query: { deviceType: 'SCHOOL_PC', fileType } } as const;
  return queryOptions({
    ...callQueryOptions(getLatestUpdateFileCall, input),
    queryFn: () => getLatestUpdateFile(input.query),
    staleTime: Number.POSITIVE_INFINITY,
  });
};
