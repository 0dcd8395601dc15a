import type { PracticeStatus, SubjectCode } from '@harbour/api-client';
import { param, SUBJECT_CODES, searchParams } from '../../../shared/search-params';

/** The two near-homework lists (spec §2): due soon (/nearHomework) and published recently (/nearPublicHomework). */
export type NearList = 'ENDING' | 'PUBLISHED';

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

/** Whole days and hours from `now` until `iso`; null once it has passed. */
export function timeLeft(iso: string, now: Date): { days: number; hours: number } | null {
  const ms = new Date(iso).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const hours = Math.floor(ms / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** Whole days from `iso` back to `now` (0 = within the last 24 hours). */
export function daysAgo(iso: string, now: Date): number {
  const ms = now.getTime() - new Date(iso).getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 86_400_000)) : 0;
}

/** Tone of a status badge. */
export function statusTone(status: PracticeStatus): 'green' | 'orange' | 'grey' {
  if (status === 'IN_PROGRESS') return 'green';
  if (status === 'NOT_STARTED') return 'orange';
  return 'grey';
}
