import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { DragSortList } from './drag-sort-list';

function Harness({ onReorder }: { onReorder?: (items: string[]) => void }) {
  const [items, setItems] = useState(['Reading', 'Writing', 'Listening']);
  return (
    <DragSortList
      aria-label="Sections"
      items={items}
      getKey={(i) => i}
      getLabel={(i) => i}
      onReorder={(next) => {
        setItems(next);
        onReorder?.(next);
      }}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Sections' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.hb-drag-sort__content')?.textContent);

describe('DragSortList', () => {
  it('moves an item with Alt+Arrow on its handle, keeps focus on it and announces it', async () => {
    const onReorder = vi.fn();
    renderUi(<Harness onReorder={onReorder} />);
    screen.getByRole('button', { name: 'Reorder Reading' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order()).toEqual(['Writing', 'Reading', 'Listening']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reorder Reading' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Reading moved to position 2 of 3');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order()).toEqual(['Writing', 'Listening', 'Reading']);
    expect(onReorder).toHaveBeenCalledTimes(2);
  });

  it('ignores plain arrows and moves past the ends', async () => {
    renderUi(<Harness />);
    screen.getByRole('button', { name: 'Reorder Reading' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(order()).toEqual(['Reading', 'Writing', 'Listening']);
  });

  it('moves with the up and down buttons, disabled at the ends', async () => {
    renderUi(<Harness />, { locale: 'hk' });
    expect(screen.getByRole('button', { name: '將Reading上移' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '將Listening下移' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '將Listening上移' }));
    expect(order()).toEqual(['Reading', 'Listening', 'Writing']);
    expect(screen.getByRole('status')).toHaveTextContent('Listening已移到第2位（共3項）');
  });
});
