import { HONG_KONG_OFFSET_MS, hongKongDate } from '@harbour/api-client/contract';

// Hong Kong days and months as UTC instants: shared by every module that reads or writes dates.

export { HONG_KONG_OFFSET_MS, hongKongDate };

/** The UTC instants bounding a calendar month in Hong Kong time: [start, end). */
export function hongKongMonthRange(year: number, month: number): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - HONG_KONG_OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - HONG_KONG_OFFSET_MS),
  };
}

/** The UTC instant at which a Hong Kong day (YYYY-MM-DD) starts. */
export function hongKongDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - HONG_KONG_OFFSET_MS);
}

/** Every date YYYY-MM-DD of a month. */
export function datesOfMonth(year: number, month: number): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return Array.from({ length: days }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
}
