import type { PracticeStatus, SubjectCode } from '@harbour/api-client';
import { SUBJECT_CODES } from '@harbour/domain';

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

/** Reads the search params; anything malformed is dropped rather than thrown. */
export function parseNearSearch(raw: Record<string, unknown>): NearHomeworkSearch {
  const out: NearHomeworkSearch = {};
  const classId = Number(raw.classId);
  if (Number.isInteger(classId) && classId > 0) out.classId = classId;
  const days = Number(raw.days);
  if ((NEAR_DAY_CHOICES as readonly number[]).includes(days)) out.days = days;
  if ((SUBJECT_CODES as readonly unknown[]).includes(raw.subjectCode))
    out.subjectCode = raw.subjectCode as SubjectCode;
  return out;
}

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
