import type { DistributionStatus } from '@harbour/api-client';
import { DISTRIBUTION_STATUSES } from '@harbour/domain';
import { isOneOf } from '../../../app/search-params';

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
  if (isOneOf(DISTRIBUTION_STATUSES, raw.status)) out.status = raw.status;
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
