import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';

// The list's module (list-select.tsx) is held back until `release()`: the select shows the trigger it
// draws on first load, then React Aria's Select takes over. Each test imports a fresh select module.
let release = () => {};

const classes = [
  { label: '4A', value: 'c4a' },
  { label: '4B', value: 'c4b' },
];

async function freshSelect() {
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.resetModules();
  vi.doMock('./list-select', async (importOriginal) => {
    await open;
    return importOriginal();
  });
  return (await import('./select')).Select;
}

/** Lets the list's module load and the select swap its trigger for React Aria's. */
async function loadList() {
  await act(async () => {
    release();
    await import('./select').then((module) => module.loadListSelect());
  });
}

describe('Select before its list has loaded', () => {
  it('draws the same trigger: named by value and label, showing the chosen option', async () => {
    const Select = await freshSelect();
    renderUi(<Select label="Class" options={classes} value="c4b" />);
    const trigger = screen.getByRole('button', { name: '4B Class' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveClass('hb-select__trigger');
    await loadList();
    expect(screen.getByRole('button', { name: '4B Class' })).toHaveClass('hb-select__trigger');
  });

  it('is named by its aria-label without a visible label, like the loaded one', async () => {
    const Select = await freshSelect();
    renderUi(<Select aria-label="Language" options={classes} value="c4a" />);
    expect(screen.getByRole('button', { name: '4A Language' })).toBeInTheDocument();
    await loadList();
    expect(screen.getByRole('button', { name: '4A Language' })).toBeInTheDocument();
  });

  it('opens the list once loaded when pressed before, and chooses from it', async () => {
    const Select = await freshSelect();
    const onChange = vi.fn();
    renderUi(<Select label="Class" options={classes} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Please select/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await loadList();
    await userEvent.click(screen.getByRole('option', { name: '4B' }));
    expect(onChange).toHaveBeenCalledWith('c4b');
  });

  it('opens when the list loads between the pointer going down and coming up', async () => {
    // A click whose press starts on the first-load trigger and ends on React Aria's (the swap happened in
    // between) is one press: it opens the list, as a press on either trigger alone does.
    const Select = await freshSelect();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderUi(<Select aria-label="Language" options={classes} value="c4a" onChange={onChange} />);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: '4A Language' }) });
    await loadList();
    // The open list hides the rest of the page from assistive technology, hence `hidden`.
    const loaded = screen.getByRole('button', { name: '4A Language', hidden: true });
    await user.pointer({ keys: '[/MouseLeft]', target: loaded });
    await user.click(await screen.findByRole('option', { name: '4B' }));
    expect(onChange).toHaveBeenCalledWith('c4b');
  });

  it('keeps the keyboard focus and opens on an arrow key pressed before', async () => {
    const Select = await freshSelect();
    const onChange = vi.fn();
    renderUi(<Select label="Class" options={classes} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Please select/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await loadList();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    // The list has the focus, as after a press: the next arrow key reaches the first option.
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('c4a');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // React Aria hands the focus back to the trigger in an animation frame after the list closes.
    await waitFor(() => expect(screen.getByRole('button', { name: /Class/ })).toHaveFocus());
  });

  it('keeps the focus on the trigger when it loads without being opened', async () => {
    const Select = await freshSelect();
    renderUi(<Select label="Class" options={classes} />);
    await userEvent.tab();
    await loadList();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Please select/ })).toHaveFocus();
  });

  it('is not operable when disabled', async () => {
    const Select = await freshSelect();
    renderUi(<Select label="Class" options={classes} isDisabled />);
    expect(screen.getByRole('button', { name: /Please select/ })).toBeDisabled();
    await loadList();
    expect(screen.getByRole('button', { name: /Please select/ })).toBeDisabled();
  });
});
