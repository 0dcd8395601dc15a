/** Hong Kong keeps UTC+8 all year (no daylight saving), so an input's wall time maps to one instant. */
const HONG_KONG_OFFSET = '+08:00';

/** A datetime-local value (YYYY-MM-DDTHH:mm) read as Hong Kong time, as an ISO string in UTC; null if malformed. */
export function hongKongInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00${HONG_KONG_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as the datetime-local value a Hong Kong teacher sees (YYYY-MM-DDTHH:mm). */
export function isoToHongKongInput(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 16);
}
