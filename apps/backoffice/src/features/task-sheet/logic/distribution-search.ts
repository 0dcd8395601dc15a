import type { DistributionStatus } from '@harbour/api-client';
import { isOneOf } from '../../../shared/search-params';

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

/** Reads the search params; anything malformed is dropped. */
export function parseDistributionSearch(raw: Record<string, unknown>): DistributionSearch {
  const out: DistributionSearch = {};
  if (isOneOf(STATUSES, raw.status)) out.status = raw.status;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

/** Search params of the pages about one task sheet. */
export interface WorkPaperSearch {
  /** Task sheet id; 0 when missing (no such task sheet). */
  workPaperId: number;
}

export function parseWorkPaperSearch(raw: Record<string, unknown>): WorkPaperSearch {
  const id = Number(raw.workPaperId);
  return { workPaperId: Number.isInteger(id) && id > 0 ? id : 0 };
}
