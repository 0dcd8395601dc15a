import { formatDateTime } from './labels';

describe('formatDateTime', () => {
  it('shows UTC instants in Hong Kong time as YYYY/MM/DD hh:mm a', () => {
    expect(formatDateTime('2026-11-22T07:30:00.000Z')).toBe('2026/11/22 03:30 pm');
    expect(formatDateTime('2026-11-21T16:05:00.000Z')).toBe('2026/11/22 12:05 am');
  });
  it('shows nothing for a bad date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
