import type { PracticeStatus } from '@harbour/api-client/contract';

/** Hong Kong is UTC+8 all year (no daylight saving). */
export const HONG_KONG_OFFSET_MS = 8 * 60 * 60_000;

/** Practice status of a homework at a time: before start, until the end, after the end. */
export function practiceStatus(startTime: Date, endTime: Date, now: Date): PracticeStatus {
  if (now.getTime() < startTime.getTime()) return 'NOT_STARTED';
  if (now.getTime() < endTime.getTime()) return 'IN_PROGRESS';
  return 'FINISHED';
}

/** The UTC instants bounding a calendar month in Hong Kong time: [start, end). */
export function hongKongMonthRange(year: number, month: number): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - HONG_KONG_OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - HONG_KONG_OFFSET_MS),
  };
}

/** YYYY-MM-DD of an instant in Hong Kong time. */
export function hongKongDate(instant: Date): string {
  return new Date(instant.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
}

/** Every date YYYY-MM-DD of a month. */
export function datesOfMonth(year: number, month: number): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return Array.from({ length: days }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
}
