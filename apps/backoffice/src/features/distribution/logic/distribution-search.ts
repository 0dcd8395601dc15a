import { type DistributionStatus, distributionStatusSchema } from '@harbour/api-client';

/** Search params of /home/distributionList: the status filter and the page, bookmarkable. */
export interface DistributionSearch {
  status?: DistributionStatus;
  page?: number;
}

/** Reads the search params; anything malformed is dropped. */
export function parseDistributionSearch(raw: Record<string, unknown>): DistributionSearch {
  const out: DistributionSearch = {};
  const status = distributionStatusSchema.safeParse(raw.status);
  if (status.success) out.status = status.data;
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

/** The share of students who finished, in percent (0 with nobody reached). */
export function finishedPercent(finished: number, studentCount: number): number {
  return studentCount === 0 ? 0 : Math.round((finished / studentCount) * 100);
}
