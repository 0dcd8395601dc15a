import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

describe('modal focus', () => {
  it('keeps Tab inside the dialog, answers no on Escape and returns the focus', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { unmount } = render(
      <>
        <button type="button">opener</button>
        <button type="button">outside</button>
      </>,
    );
    screen.getByRole('button', { name: 'opener' }).focus();
    const dialog = render(<ConfirmDialog message="Delete?" yes="Yes" no="No" onAnswer={onAnswer} />);
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onAnswer).toHaveBeenCalledWith(false);
    dialog.unmount();
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
    unmount();
  });
});
