import { hongKongDate, hongKongMonthRange } from '@harbour/domain';
import { datesOfMonth } from './calendar';

describe('Hong Kong calendar months', () => {
  it('starts a month at midnight Hong Kong time (16:00 UTC the day before)', () => {
    const { start, end } = hongKongMonthRange(2026, 1);
    expect(start.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-01-31T16:00:00.000Z');
  });
  it('dates an instant in Hong Kong time', () => {
    expect(hongKongDate(new Date('2026-01-31T15:59:59Z'))).toBe('2026-01-31');
    expect(hongKongDate(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02-01');
  });
  it('lists every day of a month, leap years included', () => {
    expect(datesOfMonth(2024, 2)).toHaveLength(29);
    expect(datesOfMonth(2026, 2).at(-1)).toBe('2026-02-28');
  });
});
