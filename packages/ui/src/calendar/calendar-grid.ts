import { PRACTICE_PROCESS_TYPES, TEST_PROCESS_TYPES } from '@harbour/domain';
import { addDays, addMonths, isSameDay, isSameMonth, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/** The calendar always shows 6 weeks of 7 days (spec back-office §9: 42 cells). */
export const CALENDAR_CELL_COUNT = 42;
/** Weeks start on Sunday (spec §2, monthly calendar). */
export const CALENDAR_WEEK_STARTS_ON = 0;
/** No month before January of this year can be looked up ("cannot look up further dates"). */
export const EARLIEST_CALENDAR_YEAR = 2000;

/** Where a day lies relative to today. */
export type DayTime = 'past' | 'today' | 'future';
/** What a day's homework marker shows. */
export type HomeworkMarker = 'practice' | 'test' | 'both' | 'none';

/** One day of the month grid. */
export interface CalendarCell {
  /** Local midnight of the day. */
  date: Date;
  /** The day as YYYY-MM-DD, the key of the day's homework. */
  key: string;
  /** Day of the month, 1–31. */
  dayOfMonth: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
  /** Past, today or future. */
  time: DayTime;
  /** Practice only, test only, both or none, from the day's homework processTypes. */
  marker: HomeworkMarker;
}

/** The processTypes of the homework due on each day, keyed YYYY-MM-DD. */
export type HomeworkTypesByDay = Readonly<Record<string, readonly (string | number)[]>>;

/** The local day as YYYY-MM-DD (the spec's date helper format). */
export function calendarDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

/** Practice only, test only, both or none, from the processTypes of a day's homework. */
export function homeworkMarker(processTypes: readonly (string | number)[]): HomeworkMarker {
  const types = processTypes.map((t) => String(t).toLowerCase());
  const practice = types.some((t) => (PRACTICE_PROCESS_TYPES as readonly string[]).includes(t));
  const test = types.some((t) => (TEST_PROCESS_TYPES as readonly string[]).includes(t));
  if (practice && test) return 'both';
  if (practice) return 'practice';
  if (test) return 'test';
  return 'none';
}

/** The 42 days shown for `month`: from the Sunday on or before its first day. */
export function calendarMonthGrid(
  month: Date,
  today: Date,
  homeworkTypes: HomeworkTypesByDay = {},
): CalendarCell[] {
  const first = startOfMonth(month);
  const start = startOfWeek(first, { weekStartsOn: CALENDAR_WEEK_STARTS_ON });
  const todayStart = startOfDay(today);
  return Array.from({ length: CALENDAR_CELL_COUNT }, (_, i) => {
    const date = addDays(start, i);
    const key = calendarDayKey(date);
    let time: DayTime = 'future';
    if (isSameDay(date, todayStart)) time = 'today';
    else if (date < todayStart) time = 'past';
    return {
      date,
      key,
      dayOfMonth: date.getDate(),
      inMonth: isSameMonth(date, first),
      time,
      marker: homeworkMarker(homeworkTypes[key] ?? []),
    };
  });
}

/** False from January 2000 back: no month before it can be looked up. */
export function canGoToPreviousMonth(month: Date): boolean {
  return startOfMonth(addMonths(month, -1)) >= new Date(EARLIEST_CALENDAR_YEAR, 0, 1);
}
