import {
  CALENDAR_CELL_COUNT,
  calendarMonthGrid,
  canGoToPreviousMonth,
  homeworkMarker,
} from './calendar-grid';

describe('calendarMonthGrid', () => {
  it('gives 42 cells starting on the Sunday on or before the first of the month', () => {
    // May 2024 starts on a Wednesday: 3 days of April lead.
    const cells = calendarMonthGrid(new Date(2024, 4, 15), new Date(2024, 4, 15));
    expect(cells).toHaveLength(CALENDAR_CELL_COUNT);
    expect(cells[0]?.key).toBe('2024-04-28');
    expect(cells[0]?.date.getDay()).toBe(0);
    expect(cells[3]?.key).toBe('2024-05-01');
    expect(cells[41]?.key).toBe('2024-06-08');
    expect(cells.filter((c) => c.inMonth)).toHaveLength(31);
  });

  it('starts on the first itself when the month begins on a Sunday', () => {
    const cells = calendarMonthGrid(new Date(2023, 9, 1), new Date(2023, 9, 1));
    expect(cells[0]?.key).toBe('2023-10-01');
    expect(cells[0]?.inMonth).toBe(true);
  });

  it('keeps 42 cells for a February that fits in four weeks', () => {
    // February 2015 runs Sunday 1 to Saturday 28.
    const cells = calendarMonthGrid(new Date(2015, 1, 10), new Date(2015, 1, 10));
    expect(cells).toHaveLength(42);
    expect(cells[27]?.key).toBe('2015-02-28');
    expect(cells[28]?.inMonth).toBe(false);
  });

  it('marks days before today past, today today and later days future', () => {
    const cells = calendarMonthGrid(new Date(2024, 4, 1), new Date(2024, 4, 10, 23, 59));
    const byKey = new Map(cells.map((c) => [c.key, c.time]));
    expect(byKey.get('2024-05-09')).toBe('past');
    expect(byKey.get('2024-05-10')).toBe('today');
    expect(byKey.get('2024-05-11')).toBe('future');
  });

  it('gives each day the marker of its homework processTypes', () => {
    const cells = calendarMonthGrid(new Date(2024, 4, 1), new Date(2024, 4, 1), {
      '2024-05-02': ['1'],
      '2024-05-03': ['3a'],
      '2024-05-04': ['2b', 4],
    });
    const byKey = new Map(cells.map((c) => [c.key, c.marker]));
    expect(byKey.get('2024-05-02')).toBe('practice');
    expect(byKey.get('2024-05-03')).toBe('test');
    expect(byKey.get('2024-05-04')).toBe('both');
    expect(byKey.get('2024-05-05')).toBe('none');
  });
});

describe('homeworkMarker', () => {
  it.each([
    [['1'], 'practice'],
    [['2a', '2b', '2c', '2d'], 'practice'],
    [[1], 'practice'],
    [['3a'], 'test'],
    [['3b'], 'test'],
    [[4], 'test'],
    [['2d', '3b'], 'both'],
    [['6', '13', '14'], 'none'],
    [['2e', '3c', '5'], 'none'],
    [[], 'none'],
  ])('gives %j %s', (types, marker) => {
    expect(homeworkMarker(types)).toBe(marker);
  });
});

describe('canGoToPreviousMonth', () => {
  it('stops at January 2000', () => {
    expect(canGoToPreviousMonth(new Date(2000, 0, 1))).toBe(false);
    expect(canGoToPreviousMonth(new Date(2000, 0, 31))).toBe(false);
    expect(canGoToPreviousMonth(new Date(1999, 11, 1))).toBe(false);
    expect(canGoToPreviousMonth(new Date(2000, 1, 1))).toBe(true);
    expect(canGoToPreviousMonth(new Date(2026, 10, 22))).toBe(true);
  });
});
