import { ToastHost } from '@harbour/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../../shared/i18n';
import { HomeworkCalendar } from './homework-calendar';

function renderCalendar(month: Date, onMonth = vi.fn(), onDay = vi.fn()) {
  activateLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <HomeworkCalendar
        month={month}
        today={new Date(2026, 10, 22)}
        homeworkTypes={{ '2026-11-06': ['1'], '2026-11-24': ['3a', '2b'], '2026-11-25': ['14'] }}
        selectedDay={undefined}
        onMonth={onMonth}
        onDay={onDay}
      />
      <ToastHost />
    </I18nProvider>,
  );
  return { onMonth, onDay };
}

it('shows 42 days from the Sunday on or before the 1st', () => {
  renderCalendar(new Date(2026, 10, 1));
  const days = document.querySelectorAll('.hb-day');
  expect(days).toHaveLength(42);
  // 1 November 2026 is a Sunday: the grid starts on it.
  expect(days[0]).toHaveAttribute('data-day', '2026-11-01');
  expect(days[41]).toHaveAttribute('data-day', '2026-12-12');
  expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
});

it('marks practice, both, and homework of other kinds by count', () => {
  renderCalendar(new Date(2026, 10, 1));
  const day = (key: string) => document.querySelector(`.hb-day[data-day="${key}"]`);
  expect(day('2026-11-06')).toHaveAttribute('data-marker', 'practice');
  expect(day('2026-11-24')).toHaveAttribute('data-marker', 'both');
  expect(day('2026-11-24')).toHaveAttribute('data-count', '2');
  expect(day('2026-11-25')).toHaveAttribute('data-marker', 'none');
  expect(day('2026-11-25')).toHaveAttribute('data-count', '1');
  expect(day('2026-11-22')).toHaveClass('hb-day--today');
  expect(day('2026-11-21')).toHaveClass('hb-day--past');
});

it('opens a day and moves between months', async () => {
  const { onMonth, onDay } = renderCalendar(new Date(2026, 10, 1));
  await userEvent.click(
    within(document.querySelector('[data-day="2026-11-24"]') as HTMLElement).getByText('24'),
  );
  expect(onDay).toHaveBeenCalledWith('2026-11-24');
  await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
  expect(onMonth.mock.calls[0]?.[0]).toEqual(new Date(2026, 11, 1));
});

it('refuses to go before January 2000 with the spec message', async () => {
  const { onMonth } = renderCalendar(new Date(2000, 0, 1));
  await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
  expect(onMonth).not.toHaveBeenCalled();
  expect(await screen.findByText('cannot look up further dates')).toBeInTheDocument();
});
