import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { DateTimePicker } from './date-time-picker';

/** The field's text as a person reads it (React Aria isolates the segments with invisible marks). */
function shownText(): string {
  const group = screen.getByRole('group');
  return (group.textContent ?? '')
    .replace(/[\u2066-\u2069\u200e\u200f\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function Controlled({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimePicker
      label="Start"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      description="Hong Kong time"
    />
  );
}

it('shows a wall time in Hong Kong order, with am/pm on an English page', () => {
  renderUi(<Controlled initial="2026-11-24T15:05" onValue={() => {}} />, { locale: 'en' });
  expect(shownText()).toMatch(/^2026 ?\/ ?11 ?\/ ?24 ?, ?03 ?: ?05 ?pm ?▾$/);
});

it('shows 上午/下午 on a Chinese page, still year first', () => {
  renderUi(<Controlled initial="2026-11-24T09:30" onValue={() => {}} />, { locale: 'hk' });
  expect(shownText()).toMatch(/^2026 ?\/ ?11 ?\/ ?24 ?上午 ?09 ?: ?30 ?▾$/);
});

it('takes a time typed part by part: the year stops at four digits and the rest goes to the next parts', async () => {
  const onValue = vi.fn();
  renderUi(<Controlled initial="2026-11-24T15:05" onValue={onValue} />, { locale: 'en' });
  const year = screen.getAllByRole('spinbutton')[0]!;
  await userEvent.click(year);
  await userEvent.keyboard('2027');
  await userEvent.keyboard('0102');
  await userEvent.keyboard('0930');
  await userEvent.keyboard('a');
  expect(onValue).toHaveBeenLastCalledWith('2027-01-02T09:30');
  expect(shownText()).toMatch(/^2027 ?\/ ?01 ?\/ ?02 ?, ?09 ?: ?30 ?am/);
});

it('names its label, shows the error under it and marks the field invalid', () => {
  renderUi(
    <DateTimePicker label="End" value="" onChange={() => {}} errorMessage="Please choose the end time" />,
    { locale: 'en' },
  );
  expect(screen.getByText('Please choose the end time')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'End' })).toBeInTheDocument();
  expect(screen.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
});

it('as a day field shows and takes a date only, year first, in both languages', async () => {
  const onChange = vi.fn();
  const { unmount } = renderUi(
    <DateTimePicker label="Due from" granularity="day" value="2026-11-24" onChange={onChange} />,
    { locale: 'hk' },
  );
  expect(shownText()).toMatch(/^2026 ?\/ ?11 ?\/ ?24 ?▾$/);
  unmount();
  renderUi(<DateTimePicker label="Due from" granularity="day" value="" onChange={onChange} />, {
    locale: 'en',
  });
  await userEvent.click(screen.getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard('20270304');
  expect(onChange).toHaveBeenLastCalledWith('2027-03-04');
  expect(screen.getAllByRole('spinbutton')).toHaveLength(3);
});
