import {
  formatHongKongDateTime,
  hongKongCalendarDate,
  hongKongDate,
  hongKongDayStart,
  hongKongInputToIso,
  hongKongMonthRange,
  hongKongWallTime,
  hongKongWeekStart,
  hongKongYearMonth,
  isoToHongKongInput,
} from './hong-kong-time';

// vitest.config.ts runs these tests in New York: every answer below is Hong Kong's all the same.
it('runs in a zone that is neither Hong Kong nor UTC', () => {
  expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(300);
  expect(new Date('2026-07-15T12:00:00Z').getTimezoneOffset()).toBe(240);
});

it('reads an input as Hong Kong time', () => {
  expect(hongKongInputToIso('2026-11-23T08:00')).toBe('2026-11-23T00:00:00.000Z');
  expect(hongKongInputToIso('2026-11-23T07:59')).toBe('2026-11-22T23:59:00.000Z');
});

it('refuses malformed inputs', () => {
  expect(hongKongInputToIso('')).toBeNull();
  expect(hongKongInputToIso('2026-11-23')).toBeNull();
  expect(hongKongInputToIso('2026-13-45T08:00')).toBeNull();
});

it('shows an instant as Hong Kong wall time', () => {
  expect(isoToHongKongInput(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23T00:30');
  expect(isoToHongKongInput('2026-11-22T16:30:00Z')).toBe('2026-11-23T00:30');
});

describe('Hong Kong days and months', () => {
  it('dates an instant in Hong Kong time: a day starts at 16:00 UTC the day before', () => {
    expect(hongKongDate(new Date('2026-01-31T15:59:59Z'))).toBe('2026-01-31');
    expect(hongKongDate(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02-01');
    expect(hongKongDate('2026-01-31T16:00:00.000Z')).toBe('2026-02-01');
  });
  it('gives the Hong Kong year and month of an instant, across a year end', () => {
    expect(hongKongYearMonth('2026-12-31T15:59:59Z')).toEqual({ year: 2026, month: 12 });
    expect(hongKongYearMonth('2026-12-31T16:00:00Z')).toEqual({ year: 2027, month: 1 });
  });
  it('starts a day at midnight Hong Kong time', () => {
    expect(hongKongDayStart('2026-03-08').toISOString()).toBe('2026-03-07T16:00:00.000Z');
  });
  it('bounds a month at midnight Hong Kong time, December included', () => {
    const { start, end } = hongKongMonthRange(2026, 1);
    expect(start.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(hongKongMonthRange(2026, 12).end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
  it('starts a week on the Sunday of the Hong Kong day, across a month end', () => {
    // 2026-11-29 is a Sunday: from its Hong Kong midnight (16:00 UTC the day before) it starts a week.
    expect(hongKongWeekStart('2026-11-28T15:59:59Z')).toBe('2026-11-22');
    expect(hongKongWeekStart('2026-11-28T16:00:00Z')).toBe('2026-11-29');
    expect(hongKongWeekStart('2026-12-05T15:59:59Z')).toBe('2026-11-29');
    expect(hongKongWeekStart('2027-01-01T04:00:00Z')).toBe('2026-12-27');
  });
  it('gives the instant of a wall time, rolling over like Date.UTC', () => {
    expect(hongKongWallTime(2026, 11, 23, 8).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(hongKongWallTime(2026, 13, 1).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});

describe('formatHongKongDateTime (spec §9: YYYY/MM/DD hh:mm a)', () => {
  it('writes Hong Kong wall time with a 12-hour clock', () => {
    expect(formatHongKongDateTime('2026-11-22T07:30:00.000Z')).toBe('2026/11/22 03:30 pm');
    expect(formatHongKongDateTime('2026-11-21T16:05:00.000Z')).toBe('2026/11/22 12:05 am');
    expect(formatHongKongDateTime('2026-11-22T04:00:00.000Z')).toBe('2026/11/22 12:00 pm');
    expect(formatHongKongDateTime('2026-11-22T03:59:00.000Z')).toBe('2026/11/22 11:59 am');
  });
  it('writes the same as the platform formatter for Asia/Hong_Kong, hour by hour over a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Hong_Kong',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    for (let t = Date.UTC(2026, 0, 1, 0, 7); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const parts = intl.formatToParts(new Date(t));
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      const expected = `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
      expect(formatHongKongDateTime(new Date(t))).toBe(expected);
    }
  });
  it('writes 上午/下午 before the time on a Chinese page, never am/pm or a 24-hour clock', () => {
    expect(formatHongKongDateTime('2026-11-22T07:30:00.000Z', 'hk')).toBe('2026/11/22 下午03:30');
    expect(formatHongKongDateTime('2026-11-21T16:05:00.000Z', 'hk')).toBe('2026/11/22 上午12:05');
    expect(formatHongKongDateTime('2026-11-22T04:00:00.000Z', 'hk')).toBe('2026/11/22 下午12:00');
    expect(formatHongKongDateTime('2026-11-22T03:59:00.000Z', 'hk')).toBe('2026/11/22 上午11:59');
    expect(formatHongKongDateTime('2026-11-22T07:30:00.000Z', 'en')).toBe('2026/11/22 03:30 pm');
  });
  it('writes nothing for a malformed instant', () => {
    expect(formatHongKongDateTime('not a date')).toBe('');
    expect(formatHongKongDateTime('not a date', 'hk')).toBe('');
  });
});

describe('hongKongCalendarDate (the client rule: Hong Kong days in any zone)', () => {
  it("is Hong Kong's day when New York is still on the day before", () => {
    // 20:00 UTC on 30 November: 15:00 in New York, 04:00 on 1 December in Hong Kong.
    const day = hongKongCalendarDate('2026-11-30T20:00:00Z');
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 12, 1]);
    expect([day.getHours(), day.getMinutes()]).toEqual([0, 0]);
  });
  it('is a local midnight even on a daylight-saving change day', () => {
    const day = hongKongCalendarDate('2026-03-08T12:00:00Z');
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate(), day.getHours()]).toEqual([2026, 3, 8, 0]);
  });
});
