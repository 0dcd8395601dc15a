import type { SubjectCode } from '@harbour/api-client';
import { DASHBOARDS, type Dashboard, SUBJECT_CODES } from '@harbour/domain';
import { param, searchParams } from '../../../shared/search-params';

/*
 * The search params of the dashboard's routes, apart from the rest of its logic: the router reads
 * them in the entry chunk, which the login page loads too.
 */

/** Search params of /home/dashboard: a view a teacher can bookmark. */
export interface DashboardSearch {
  /** Class shown; the first class in scope when absent. */
  classId?: number;
  /** Month shown as YYYY-MM; the current month when absent. */
  month?: string;
  /** Day whose homework is listed, YYYY-MM-DD. */
  day?: string;
}

export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The search params of /home/dashboard; anything malformed is dropped rather than thrown. */
export const parseDashboardSearch = searchParams<DashboardSearch>({
  classId: param.int(),
  month: param.text(MONTH),
  day: param.text(DAY),
});

/** Windows a teacher can choose, in days; 7 is the dashboard's. */
export const NEAR_DAY_CHOICES = [3, 7, 14, 31] as const;
export const DEFAULT_NEAR_DAYS = 7;

/** Search params of the near-homework pages: a view a teacher can bookmark. */
export interface NearHomeworkSearch {
  /** Class shown; the first class in scope when absent. */
  classId?: number;
  /** Window in days, one of NEAR_DAY_CHOICES; 7 when absent. */
  days?: number;
  /** Only this subject. */
  subjectCode?: SubjectCode;
}

/** The search params of the near-homework pages; anything malformed is dropped rather than thrown. */
export const parseNearSearch = searchParams<NearHomeworkSearch>({
  classId: param.int(),
  days: param.intIn(NEAR_DAY_CHOICES),
  subjectCode: param.oneOf(SUBJECT_CODES),
});

/** Search params of /home/dashboard/dashboardSort. */
export interface DashboardSortSearch {
  /** The dashboard arranged; the active role's when absent. */
  dashboard?: Dashboard;
}

export const parseDashboardSortSearch = searchParams<DashboardSortSearch>({
  dashboard: param.oneOf(DASHBOARDS),
});
