import {
  HOMEWORK_TIME_STATUSES,
  type HomeworkTimeStatus,
  PRACTICE_LIST_SORT_COLUMNS,
  SUBJECT_CODES,
  type SubjectCode,
} from '@harbour/domain';
import { param, type SortParam, searchParams } from '../../../shared/search-params';

/** The published homework list's filters, search and sort, all in the URL (tab=list). */
export interface PublishedListSearch {
  /** Words of the homework name. */
  q?: string;
  /** Only this subject. */
  subject?: SubjectCode;
  /** Only homework reaching this class. */
  classId?: number;
  /** Only this time status. */
  status?: HomeworkTimeStatus;
  /** Due on or after this day (Hong Kong, YYYY-MM-DD). */
  from?: string;
  /** Due on or before this day (Hong Kong, YYYY-MM-DD). */
  to?: string;
  /** A column of the list, `-column` descending; latest end first when absent. */
  sort?: SortParam;
  /** Page of the published homework; 1 when absent. */
  page?: number;
}

// Read in the entry chunk (every route's search params are): what the pages do with them is in
// published-list.ts, which loads with them.

/** Search params of /home/courseMag/batchPublic beyond the course choice: the chapters, the tab, the list's. */
export interface BatchSearch extends PublishedListSearch {
  /** Chapter ids chosen before coming here, comma-separated. */
  chapterIds?: string;
  /** publish (default) or list. */
  tab?: 'publish' | 'list';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The batch params; anything malformed is dropped. */
export const parseBatchSearch = searchParams<BatchSearch>({
  chapterIds: param.text(/^\d+(,\d+)*$/),
  tab: param.oneOf(['publish', 'list']),
  q: param.text(/^(?=[\s\S]*\S)[\s\S]{1,50}$/),
  subject: param.oneOf(SUBJECT_CODES),
  classId: param.int(),
  status: param.oneOf(HOMEWORK_TIME_STATUSES),
  from: param.text(DAY),
  to: param.text(DAY),
  sort: param.sort(PRACTICE_LIST_SORT_COLUMNS),
  page: param.int({ min: 2 }),
});
