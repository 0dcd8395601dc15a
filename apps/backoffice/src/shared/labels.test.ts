import { formatDateTime, formatList } from './labels';

describe('formatDateTime', () => {
  it('shows UTC instants in Hong Kong time as YYYY/MM/DD hh:mm a on an English page', () => {
    expect(formatDateTime('2026-11-22T07:30:00.000Z', 'en')).toBe('2026/11/22 03:30 pm');
    expect(formatDateTime('2026-11-21T16:05:00.000Z', 'en')).toBe('2026/11/22 12:05 am');
  });
  it('writes 上午/下午 on a Chinese page', () => {
    expect(formatDateTime('2026-11-22T07:30:00.000Z', 'hk')).toBe('2026/11/22 下午03:30');
    expect(formatDateTime('2026-11-21T16:05:00.000Z', 'hk')).toBe('2026/11/22 上午12:05');
  });
  it('shows nothing for a bad date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatList', () => {
  it('joins with 、 and 及 on hk pages, commas on en pages', () => {
    expect(formatList(['老師', '班主任', '科主任'], 'hk')).toBe('老師、班主任及科主任');
    expect(formatList(['Teacher', 'Class teacher'], 'en')).toBe('Teacher, Class teacher');
    expect(formatList(['English'], 'en')).toBe('English');
  });
});
