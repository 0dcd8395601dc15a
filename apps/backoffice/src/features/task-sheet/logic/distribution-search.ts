import type { DistributionStatus } from '@harbour/api-client';
import { DISTRIBUTION_STATUSES } from '@harbour/domain';
import { param, searchParams } from '../../../shared/search-params';

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
