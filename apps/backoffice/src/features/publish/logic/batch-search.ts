/** Search params of /home/courseMag/batchPublic beyond the course choice: the chapters and the tab. */
export interface BatchSearch {
  /** Chapter ids chosen before coming here, comma-separated. */
  chapterIds?: string;
  /** publish (default) or list. */
  tab?: 'publish' | 'list';
}

/** Reads the batch params; anything malformed is dropped. */
export function parseBatchSearch(raw: Record<string, unknown>): BatchSearch {
  const out: BatchSearch = {};
  if (typeof raw.chapterIds === 'string' && /^\d+(,\d+)*$/.test(raw.chapterIds))
    out.chapterIds = raw.chapterIds;
  else if (typeof raw.chapterIds === 'number' && Number.isInteger(raw.chapterIds))
    out.chapterIds = String(raw.chapterIds);
  if (raw.tab === 'list' || raw.tab === 'publish') out.tab = raw.tab;
  return out;
}

/** The chapter ids of the params. */
export function chapterIdsOf(search: BatchSearch): number[] {
  return search.chapterIds ? search.chapterIds.split(',').map(Number) : [];
}
