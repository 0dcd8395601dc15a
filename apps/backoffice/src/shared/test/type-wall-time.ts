import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wallTimeSegments } from './wall-time-segments';

/**
 * Types a Hong Kong wall time (`YYYY-MM-DDTHH:mm`) into a date-time picker the way a person does: each
 * part typed into its segment, then the 上午/下午 (am/pm) part stepped with an arrow key until it shows
 * the half of the day wanted.
 */
export async function typeWallTime(field: HTMLElement, wallTime: string): Promise<void> {
  const { parts, period } = wallTimeSegments(wallTime);
  const segments = within(field).getAllByRole('spinbutton');
  for (const segment of segments) {
    const part = parts[segment.dataset.type ?? ''];
    if (part === undefined) continue;
    await userEvent.click(segment);
    await userEvent.keyboard(part);
  }
  const periodSegment = segments.find((segment) => segment.dataset.type === 'dayPeriod');
  if (periodSegment && !period.test(periodSegment.textContent ?? '')) {
    await userEvent.click(periodSegment);
    await userEvent.keyboard('{ArrowUp}');
  }
}
