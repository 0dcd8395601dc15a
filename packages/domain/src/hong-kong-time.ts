/**
 * Hong Kong time, the one implementation. The spec's days and times are Hong Kong's (UTC+8 all year,
 * no daylight saving), wherever the code runs: the server in UTC, a teacher's browser in any zone.
 * Instants travel as ISO strings in UTC; these functions turn them into Hong Kong days and wall times
 * by a fixed offset, so they never read the machine's zone.
 */

/** Hong Kong is UTC+8 all year (no daylight saving). */
export const HONG_KONG_OFFSET_MS = 8 * 60 * 60_000;
/** The offset as ISO 8601 writes it. */
export const HONG_KONG_OFFSET = '+08:00';

/** An instant as a Date or an ISO string (the wire format). */
export type Instant = Date | string;

/** Milliseconds since the epoch of an instant (NaN for a malformed string). */
export function instantMs(instant: Instant): number {
  return typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
}

/** The instant shifted by the offset: its UTC fields are the Hong Kong wall time. */
function hongKongWall(instant: Instant): Date {
  return new Date(instantMs(instant) + HONG_KONG_OFFSET_MS);
}

/** YYYY-MM-DD of an instant in Hong Kong time. */
export function hongKongDate(instant: Instant): string {
  return hongKongWall(instant).toISOString().slice(0, 10);
}

/** Year and month (1–12) of an instant in Hong Kong time. */
export function hongKongYearMonth(instant: Instant): { year: number; month: number } {
  const wall = hongKongWall(instant);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

/**
 * The instant of a Hong Kong wall time. Out-of-range parts roll over as in Date.UTC (month 13 is
 * January of the next year, day 0 the last day of the month before).
 */
export function hongKongWallTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - HONG_KONG_OFFSET_MS);
}

/** The UTC instant at which a Hong Kong day (YYYY-MM-DD) starts. */
export function hongKongDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - HONG_KONG_OFFSET_MS);
}

/**
 * The Hong Kong day (YYYY-MM-DD) on which the week of an instant starts: weeks start on Sunday, as the
 * calendar's rows (spec back-office §2).
 */
export function hongKongWeekStart(instant: Instant): string {
  const wall = hongKongWall(instant);
  wall.setUTCDate(wall.getUTCDate() - wall.getUTCDay());
  return wall.toISOString().slice(0, 10);
}

/** The UTC instants bounding a calendar month in Hong Kong time: [start, end). */
export function hongKongMonthRange(year: number, month: number): { start: Date; end: Date } {
  return { start: hongKongWallTime(year, month, 1), end: hongKongWallTime(year, month + 1, 1) };
}

/** A datetime-local value (YYYY-MM-DDTHH:mm) read as Hong Kong time, as an ISO string in UTC; null if malformed. */
export function hongKongInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00${HONG_KONG_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as the datetime-local value a Hong Kong teacher sees (YYYY-MM-DDTHH:mm). */
export function isoToHongKongInput(instant: Instant): string {
  return hongKongWall(instant).toISOString().slice(0, 16);
}

/** The languages a date and time is written in: Hong Kong Chinese (上午/下午) or English (am/pm). */
export type DateTimeLanguage = 'hk' | 'en';

/**
 * Spec §9: an instant as YYYY/MM/DD hh:mm a in Hong Kong time, the one date-time format of pages and
 * exports: "2026/11/22 03:30 pm" in English, "2026/11/22 下午03:30" in Chinese (as the date picker
 * writes it); '' if malformed.
 */
export function formatHongKongDateTime(instant: Instant, language: DateTimeLanguage = 'en'): string {
  const wall = hongKongWall(instant);
  if (Number.isNaN(wall.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = wall.getUTCHours();
  const day = `${wall.getUTCFullYear()}/${two(wall.getUTCMonth() + 1)}/${two(wall.getUTCDate())}`;
  const time = `${two(hours % 12 || 12)}:${two(wall.getUTCMinutes())}`;
  const morning = hours < 12;
  if (language === 'hk') return `${day} ${morning ? '上午' : '下午'}${time}`;
  return `${day} ${time} ${morning ? 'am' : 'pm'}`;
}

/**
 * The client's time-zone rule: a browser shows Hong Kong days whatever its own zone. Calendar code
 * that works in the browser's local dates (date-fns, `getMonth()`) is given this: a local midnight
 * whose year, month and day are those of the instant in Hong Kong. Use it for "today" and "this month";
 * never `new Date()` directly.
 */
export function hongKongCalendarDate(instant: Instant): Date {
  const wall = hongKongWall(instant);
  const date = new Date(0);
  date.setFullYear(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  date.setHours(0, 0, 0, 0);
  return date;
}
