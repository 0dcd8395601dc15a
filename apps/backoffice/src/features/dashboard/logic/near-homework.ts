import type { PracticeStatus } from '@harbour/api-client';

export {
  DEFAULT_NEAR_DAYS,
  NEAR_DAY_CHOICES,
  type NearHomeworkSearch,
  parseNearSearch,
} from './search-params';

/** The two near-homework lists (spec §2): due soon (/nearHomework) and published recently (/nearPublicHomework). */
export type NearList = 'ENDING' | 'PUBLISHED';

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
