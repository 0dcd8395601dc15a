import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { Message, showToast, showWarning, TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS, ToastHost } from './toast';
import { toastQueue } from './toast-queue';

afterEach(() => {
  act(() => {
    for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
  });
});

/** Shows messages and waits until the queue (loaded with the first message) holds them. */
async function show(...messages: Array<() => unknown>) {
  await act(async () => {
    for (const message of messages) message();
    await import('./toast-queue');
  });
}

describe('toasts', () => {
  it('has its live region before any message', () => {
    renderUi(<ToastHost />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("shows the server's errorMessage as a warning and closes it by its button", async () => {
    renderUi(<ToastHost />);
    await show(() => showWarning('This homework has expired and cannot be deleted'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('listitem');
    expect(toast).toHaveClass('hb-toast--warning');
    expect(toast).toHaveTextContent('Warning: This homework has expired and cannot be deleted');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('removes a message after its timeout', async () => {
    // The queue module is loaded already (imported above): its import resolves without timers.
    vi.useFakeTimers();
    try {
      renderUi(<ToastHost />);
      await show(() => showToast('Deleted practice successfully', 'success'));
      expect(screen.getByText('Deleted practice successfully')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 10);
      });
      expect(screen.queryByText('Deleted practice successfully')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns a function that closes the message early', async () => {
    renderUi(<ToastHost />);
    let close!: () => void;
    await show(() => {
      close = showToast('Upload failed', 'error');
    });
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    await show(() => close());
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('shows at most three at once, the next after one closes', async () => {
    renderUi(<ToastHost />);
    await show(() => {
      for (const n of [1, 2, 3, 4]) showToast(`Message ${n}`);
    });
    // Newest first: the oldest waits.
    const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(shown()).toEqual(['Message 4×', 'Message 3×', 'Message 2×']);
    expect(TOAST_MAX_VISIBLE).toBe(3);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(shown()).toEqual(['Message 3×', 'Message 2×', 'Message 1×']);
  });

  it('keeps a message while the pointer is on it', async () => {
    renderUi(<ToastHost />);
    await show(() => showToast('Part of homework publish failed', 'error', TOAST_TIMEOUT_MS));
    vi.useFakeTimers();
    try {
      act(() => {
        fireEvent.mouseEnter(screen.getByRole('list'));
        vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 2);
      });
      expect(screen.getByText('Part of homework publish failed')).toBeInTheDocument();
      act(() => {
        fireEvent.mouseLeave(screen.getByRole('list'));
        vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 10);
      });
      expect(screen.queryByText('Part of homework publish failed')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Message', () => {
  it('is a status for warnings and an alert for errors', () => {
    renderUi(
      <>
        <Message>No data</Message>
        <Message tone="error">Upload failed</Message>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No data');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
  });
});
