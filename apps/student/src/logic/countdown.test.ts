import { formatCountdown, isTimeUp, remainingMs } from './countdown';

describe('the test timer', () => {
  const deadline = '2026-11-25T02:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts the time left to the deadline', () => {
    expect(remainingMs(deadline, at('2026-11-25T01:59:00.000Z'))).toBe(60_000);
  });

  it('never goes below 0, and is up at the deadline and after', () => {
    expect(remainingMs(deadline, at('2026-11-25T02:00:00.000Z'))).toBe(0);
    expect(remainingMs(deadline, at('2026-11-25T03:00:00.000Z'))).toBe(0);
    expect(isTimeUp(deadline, at('2026-11-25T02:00:00.000Z'))).toBe(true);
    expect(isTimeUp(deadline, at('2026-11-25T01:59:59.999Z'))).toBe(false);
  });

  it('has no time left to count without a deadline', () => {
    expect(remainingMs(null, 0)).toBeNull();
    expect(isTimeUp(null, 0)).toBe(false);
    expect(remainingMs('not a date', 0)).toBeNull();
  });

  it('shows m:ss under an hour and h:mm:ss above, rounding seconds up', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(10 * 60_000)).toBe('10:00');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });
});
