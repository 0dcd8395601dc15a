import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types a Hong Kong wall time (`YYYY-MM-DDTHH:mm`) into a date-time picker the way a person does: each
 * part typed into its segment, whatever order the page's language puts them in, then the 上午/下午
 * (am/pm) part stepped with an arrow key to the half of the day wanted.
 */
export async function typeWallTime(field: HTMLElement, wallTime: string): Promise<void> {
  const [date = '', time = ''] = wallTime.split('T');
  const [year = '', month = '', day = ''] = date.split('-');
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const parts: Record<string, string> = {
    year,
    month,
    day,
    hour: String(hour % 12 || 12).padStart(2, '0'),
    minute: String(minute).padStart(2, '0'),
  };
  const segments = within(field).getAllByRole('spinbutton');
  for (const segment of segments) {
    const part = parts[segment.dataset.type ?? ''];
    if (part === undefined) continue;
    await userEvent.click(segment);
    await userEvent.keyboard(part);
  }
  const period = segments.find((segment) => segment.dataset.type === 'dayPeriod');
  if (period && Number(period.getAttribute('aria-valuenow')) !== (hour >= 12 ? 12 : 0)) {
    await userEvent.click(period);
    await userEvent.keyboard('{ArrowUp}');
  }
}
