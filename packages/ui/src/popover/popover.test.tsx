import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens from its trigger and closes on Escape, returning focus', async () => {
    renderUi(
      <Popover trigger="Details" label="Homework details">
        <p>Ends 2024/05/10</p>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Details' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Homework details' })).toHaveTextContent('Ends 2024/05/10');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on an outside click', async () => {
    renderUi(
      <Popover trigger="Details" label="Homework details">
        <p>Body</p>
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
