/**
 * What a person types into a date-time picker's segments for a Hong Kong wall time (`YYYY-MM-DDTHH:mm`):
 * each part by its segment type (the page's language decides the segments' order), the hour on a 12-hour
 * clock, and the 上午/下午 (am/pm) half the period segment must show. Shared by the component tests and the
 * browser tests.
 */
export function wallTimeSegments(wallTime: string): { parts: Record<string, string>; period: RegExp } {
  const [date = '', time = ''] = wallTime.split('T');
  const [year = '', month = '', day = ''] = date.split('-');
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return {
    parts: {
      year,
      month,
      day,
      hour: String(hour % 12 || 12).padStart(2, '0'),
      minute: String(minute).padStart(2, '0'),
    },
    period: hour >= 12 ? /下午|PM/i : /上午|AM/i,
  };
}
