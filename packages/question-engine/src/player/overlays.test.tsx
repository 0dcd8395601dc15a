import { act, screen } from '@testing-library/react';
import {
  isVerticalWindow,
  ORIENTATION_CHECK_DELAY_MS,
  VERTICAL_WINDOW_MARGIN,
} from '../core/vertical-window';
import { VerticalWindowPrompt } from './overlays';
import { renderWithI18n } from './testing/render';

describe('vertical window (spec §2)', () => {
  it('is vertical when the width is at most the height plus 60', () => {
    expect(VERTICAL_WINDOW_MARGIN).toBe(60);
    expect(isVerticalWindow(860, 800)).toBe(true);
    expect(isVerticalWindow(861, 800)).toBe(false);
  });

  it('shows the prompt 500 ms after the check', () => {
    vi.useFakeTimers();
    try {
      Object.assign(window, { innerWidth: 700, innerHeight: 900 });
      renderWithI18n(<VerticalWindowPrompt />, 'hk');
      expect(screen.queryByText('請調整瀏覽器大小，以達至最佳效果。')).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(ORIENTATION_CHECK_DELAY_MS);
      });
      expect(screen.getByText('請調整瀏覽器大小，以達至最佳效果。')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
