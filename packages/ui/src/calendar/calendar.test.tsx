import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { Calendar } from './calendar';

const today = new Date(2024, 4, 10);

describe('Calendar', () => {
  it('shows 6 weeks of 7 days from Sunday with past, today and future days', () => {
    renderUi(<Calendar today={today} />);
    const grid = screen.getByRole('table', { name: 'May 2024' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const cells = within(grid).getAllByRole('cell');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toHaveTextContent('Sunday, April 28, 2024');
    expect(cells[0]).toHaveAttribute('data-in-month', 'false');
    expect(cells[11]).toHaveAttribute('data-time', 'past');
    expect(cells[12]).toHaveTextContent('Friday, May 10, 2024, today');
    expect(cells[12]).toHaveAttribute('data-time', 'today');
    expect(cells[13]).toHaveAttribute('data-time', 'future');
  });

  it('marks practice only, test only, both or none and names them', () => {
    renderUi(
      <Calendar
        today={today}
        homeworkTypes={{ '2024-05-02': ['2a'], '2024-05-03': ['3b'], '2024-05-06': ['1', '4'] }}
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells[4]).toHaveAttribute('data-marker', 'practice');
    expect(cells[4]).toHaveTextContent('Thursday, May 2, 2024, practice');
    expect(cells[5]).toHaveAttribute('data-marker', 'test');
    expect(cells[8]).toHaveAttribute('data-marker', 'both');
    expect(cells[8]?.querySelectorAll('.hb-calendar__marker')).toHaveLength(2);
    expect(cells[9]).toHaveAttribute('data-marker', 'none');
  });

  it('moves between months and reports the month', async () => {
    const onMonthChange = vi.fn();
    renderUi(<Calendar today={today} onMonthChange={onMonthChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table', { name: 'June 2024' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'April 2024' })).toBeInTheDocument();
    expect(onMonthChange).toHaveBeenLastCalledWith(new Date(2024, 3, 1));
  });

  it("stops at January 2000 with 'cannot look up further dates'", async () => {
    renderUi(<Calendar today={today} defaultMonth={new Date(2000, 1, 1)} />, { locale: 'hk' });
    await userEvent.click(screen.getByRole('button', { name: '上一個月' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: '上一個月' }));
    expect(screen.getByRole('status')).toHaveTextContent('無法查詢更早的日期');
    expect(screen.getByRole('table', { name: '2000年1月' })).toBeInTheDocument();
  });

  it('opens the day popover slot from a day, by keyboard too', async () => {
    renderUi(
      <Calendar
        today={today}
        homeworkTypes={{ '2024-05-10': ['1'] }}
        renderDayPopover={(cell) => <p>Homework due {cell.key}</p>}
      />,
    );
    // The popover's code loads with the first calendar that has day popovers.
    const day = await screen.findByRole('button', { name: 'Friday, May 10, 2024, today, practice' });
    day.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Friday, May 10, 2024' })).toHaveTextContent(
      'Homework due 2024-05-10',
    );
  });

  it('renders each day through the day slot, in its cell with its state', async () => {
    const onDay = vi.fn();
    renderUi(
      <Calendar
        today={today}
        homeworkTypes={{ '2024-05-10': ['1'] }}
        renderDay={(cell) => (
          <button type="button" data-day={cell.key} onClick={() => onDay(cell.key)}>
            {cell.dayOfMonth} {cell.marker}
          </button>
        )}
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells).toHaveLength(42);
    expect(cells[12]).toHaveAttribute('data-time', 'today');
    expect(cells[12]).toHaveTextContent('10 practice');
    expect(cells[12]).not.toHaveTextContent('Friday');
    await userEvent.click(within(cells[12] as HTMLElement).getByRole('button'));
    expect(onDay).toHaveBeenCalledWith('2024-05-10');
  });

  it('hands a refused earlier month to onNoEarlierMonth instead of its status region', async () => {
    const onNoEarlierMonth = vi.fn();
    renderUi(
      <Calendar today={today} defaultMonth={new Date(2000, 0, 1)} onNoEarlierMonth={onNoEarlierMonth} />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onNoEarlierMonth).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('table', { name: 'January 2000' })).toBeInTheDocument();
  });

  it("shows Hong Kong's month and today by default, in a browser zone that is still on the day before", () => {
    // vitest.config.ts runs the tests in New York; 20:00 UTC on 30 November is 04:00 on 1 December in Hong Kong.
    expect(new Date('2026-11-30T20:00:00Z').getTimezoneOffset()).toBe(300);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T20:00:00Z') });
    try {
      renderUi(<Calendar />);
      const grid = screen.getByRole('table', { name: 'December 2026' });
      const today = within(grid)
        .getAllByRole('cell')
        .filter((cell) => cell.getAttribute('data-time') === 'today');
      expect(today).toHaveLength(1);
      expect(today[0]).toHaveTextContent('Tuesday, December 1, 2026, today');
    } finally {
      vi.useRealTimers();
    }
  });
});
