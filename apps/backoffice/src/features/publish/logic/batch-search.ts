import { param, searchParams } from '../../../shared/search-params';

/** Search params of /home/courseMag/batchPublic beyond the course choice: the chapters and the tab. */
export interface BatchSearch {
  /** Chapter ids chosen before coming here, comma-separated. */
  chapterIds?: string;
  /** publish (default) or list. */
  tab?: 'publish' | 'list';
  /** Page of the published homework (tab=list); 1 when absent. */
  page?: number;
}

/** The batch params; anything malformed is dropped. */
export const parseBatchSearch = searchParams<BatchSearch>({
  chapterIds: param.text(/^\d+(,\d+)*$/),
  tab: param.oneOf(['publish', 'list']),
  page: param.int({ min: 2 }),
});

/** The chapter ids of the params. */
export function chapterIdsOf(search: BatchSearch): number[] {
  return search.chapterIds ? search.chapterIds.split(',').map(Number) : [];
}
