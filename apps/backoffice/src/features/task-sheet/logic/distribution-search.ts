import type { DistributionStatus } from '@harbour/api-client';
import { param, searchParams } from '../../../shared/search-params';

/** Statuses of spec §3 (typed by the contract; no zod in the entry chunk, where search params are read). */
const STATUSES: Record<DistributionStatus, true> = {
  UNDISTRIBUTED: true,
  NOT_STARTED: true,
  IN_PROGRESS: true,
  FINISHED: true,
};

/** Rows per page of the distribution list. */
export const DISTRIBUTION_PAGE_SIZE = 20;

/** Search params of /home/distributionList: the status filter and the page, bookmarkable. */
export interface DistributionSearch {
  status?: DistributionStatus;
  page?: number;
}

/** The search params of the distribution list (page 1 is the default, so it is left out). */
export const parseDistributionSearch = searchParams<DistributionSearch>({
  status: param.oneOf(STATUSES),
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
