import type { DistributionStatus } from '@harbour/api-client';
import { DISTRIBUTION_STATUSES } from '@harbour/domain';
import { param, type SortParam, searchParams } from '../../../shared/search-params';

/** Rows per page of the distribution list. */
export const DISTRIBUTION_PAGE_SIZE = 20;

/** Search params of /home/distributionList: the status filter and the page, bookmarkable. */
export interface DistributionSearch {
  status?: DistributionStatus;
  page?: number;
}

/** The search params of the distribution list (page 1 is the default, so it is left out). */
export const parseDistributionSearch = searchParams<DistributionSearch>({
  status: param.oneOf(DISTRIBUTION_STATUSES),
  page: param.int({ min: 2 }),
});

/** Search params of the pages about one task sheet. */
export interface WorkPaperSearch {
  /** Task sheet id; 0 when missing (no such task sheet). */
  workPaperId: number;
}

export const parseWorkPaperSearch = searchParams<WorkPaperSearch>(
  { workPaperId: param.int() },
  { workPaperId: 0 },
);

/** The columns of a distribution's students that sort (their ids in the table and in `sort`). */
export const STUDENT_SORT_COLUMNS = ['className', 'classNumber', 'name', 'status', 'submittedAt'] as const;

/** Search params of /home/distributionDetail: the task sheet and how its students are sorted. */
export interface DistributionDetailSearch extends WorkPaperSearch {
  sort?: SortParam;
}

export const parseDistributionDetailSearch = searchParams<DistributionDetailSearch>(
  { workPaperId: param.int(), sort: param.sort(STUDENT_SORT_COLUMNS) },
  { workPaperId: 0 },
);
