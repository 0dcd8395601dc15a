/** How often the test's timer is redrawn. */
export const COUNTDOWN_TICK_MS = 1000;
/** Under this much time left the timer is shown as urgent (and read out once). */
export const COUNTDOWN_WARNING_MS = 5 * 60_000;

/** Milliseconds left until a test's deadline, never below 0; null without a deadline. */
export function remainingMs(deadline: string | null, now: number): number | null {
  if (!deadline) return null;
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - now);
}

/** Whether a test's time is up: a deadline exists and it has passed. */
export function isTimeUp(deadline: string | null, now: number): boolean {
  return remainingMs(deadline, now) === 0;
}

/**
 * The time left as the timer shows it: m:ss under an hour, h:mm:ss above. Seconds are rounded up, so the
 * timer reads 0:00 only when the time is really up.
 */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
