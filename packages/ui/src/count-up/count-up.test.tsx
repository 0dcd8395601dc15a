import { act, render } from '@testing-library/react';
import { CountUp } from './count-up';
import { COUNT_UP_INTERVAL_MS } from './count-up-step';

describe('CountUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('animates from 0 by its step to the exact value', () => {
    const { container } = render(<CountUp value={15} />);
    const shown = () => container.querySelector('[aria-hidden="true"]')?.textContent;
    expect(shown()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_INTERVAL_MS);
    });
    expect(shown()).toBe('2');
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_INTERVAL_MS * 3);
    });
    expect(shown()).toBe('8');
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_INTERVAL_MS * 20);
    });
    expect(shown()).toBe('15');
  });

  it('gives screen readers the final value with its suffix from the start', () => {
    const { container } = render(<CountUp value={87.5} decimals={1} suffix="%" />);
    expect(container.querySelector('.hb-visually-hidden')?.textContent).toBe('87.5%');
  });

  it('restarts from 0 when the value changes', () => {
    const { container, rerender } = render(<CountUp value={5} />);
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_INTERVAL_MS * 10);
    });
    rerender(<CountUp value={300} />);
    const shown = () => container.querySelector('[aria-hidden="true"]')?.textContent;
    expect(shown()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_INTERVAL_MS);
    });
    expect(shown()).toBe('30');
  });
});
