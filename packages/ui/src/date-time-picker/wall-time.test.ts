import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { dateOrderLocaleTag, dayText, dayValue, wallTimeText, wallTimeValue } from './wall-time';

describe('dayValue and dayText', () => {
  it('read and write a day, round-tripping', () => {
    expect(dayValue('2026-11-24')?.toString()).toBe('2026-11-24');
    expect(dayText(new CalendarDate(2027, 3, 4))).toBe('2027-03-04');
    expect(dayText(dayValue('2028-02-29'))).toBe('2028-02-29');
    expect(dayText(null)).toBe('');
  });
  it('is null for empty, malformed or unreal days, without throwing', () => {
    for (const text of ['', '2026-11-24T10:00', '2026-13-01', '2026-02-29', '2026-1-5', 'x'])
      expect(dayValue(text)).toBeNull();
  });
});

describe('wallTimeValue', () => {
  it('reads a datetime-local value', () => {
    expect(wallTimeValue('2026-11-24T15:05')?.toString()).toBe('2026-11-24T15:05:00');
  });
  it('is null for empty or malformed text, without throwing', () => {
    for (const text of ['', '2026-11-24', '2026-13-01T10:00', '2026-02-30T10:00', '2026-11-24T24:00', 'x'])
      expect(wallTimeValue(text)).toBeNull();
  });
});

describe('wallTimeText', () => {
  it('writes a picker value back, and empty for none', () => {
    expect(wallTimeText(new CalendarDateTime(2026, 1, 5, 9, 0))).toBe('2026-01-05T09:00');
    expect(wallTimeText(null)).toBe('');
  });
  it('round-trips', () => {
    expect(wallTimeText(wallTimeValue('2030-12-31T23:59'))).toBe('2030-12-31T23:59');
  });
});

describe('dateOrderLocaleTag', () => {
  it('formats in Hong Kong order in both languages', () => {
    const instant = new Date(Date.UTC(2026, 10, 24, 15, 5));
    const format = (locale: string) =>
      new Intl.DateTimeFormat(dateOrderLocaleTag(locale), {
        timeZone: 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: true,
      })
        .format(instant)
        .replace(/\s/g, ' ');
    expect(format('hk')).toBe('2026/11/24 下午03:05');
    expect(format('en')).toBe('2026/11/24, 03:05 pm');
  });
});
