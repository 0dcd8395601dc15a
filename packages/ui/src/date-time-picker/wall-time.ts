import { CalendarDate, CalendarDateTime } from '@internationalized/date';

/**
 * A wall time as the forms hold it, `YYYY-MM-DDTHH:mm` (Hong Kong's, a datetime-local value), and as
 * React Aria's date picker holds it, a CalendarDateTime: neither has a time zone, so the browser's own
 * zone never shifts it.
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The picker's value of a wall time, or null for '' or anything malformed (never throws). */
export function wallTimeValue(text: string): CalendarDateTime | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // A real day of a real month (not 2026-02-30), a time of a day (not 24:00).
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59) return null;
  return new CalendarDateTime(year, month, day, hour, minute);
}

/** Whether a year, month and day name a day of the calendar (not 2026-02-30). */
function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The picker's value of a day `YYYY-MM-DD` (a date field's), or null for '' or anything malformed. */
export function dayValue(text: string): CalendarDate | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isRealDay(year, month, day) ? new CalendarDate(year, month, day) : null;
}

/** The day of a picker value (`YYYY-MM-DD`), '' when the field is empty. */
export function dayText(value: { year: number; month: number; day: number } | null): string {
  if (!value) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(value.year).padStart(4, '0')}-${two(value.month)}-${two(value.day)}`;
}

/** The wall time of a picker value (`YYYY-MM-DDTHH:mm`), '' when the field is empty. */
export function wallTimeText(
  value: { year: number; month: number; day: number; hour: number; minute: number } | null,
): string {
  if (!value) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${dayText(value)}T${two(value.hour)}:${two(value.minute)}`;
}

/**
 * The locale a date field formats in, per app locale: Hong Kong's order, YYYY/MM/DD and a 12-hour clock,
 * whatever the browser's locale. zh-TW writes 2026/11/24 下午03:05 and en-ZA 2026/11/24, 03:05 pm;
 * zh-HK and en-US would put the day or the month first.
 */
export const DATE_ORDER_LOCALE_TAGS: Record<string, string> = { hk: 'zh-TW', en: 'en-ZA' };

export function dateOrderLocaleTag(locale: string): string {
  return DATE_ORDER_LOCALE_TAGS[locale] ?? 'en-ZA';
}
