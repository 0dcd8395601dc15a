import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { loadListSelect, SELECT_LIST_COMPACT_HEIGHT, SELECT_LIST_MAX_HEIGHT, Select } from './select';

const classes = [
  { label: '4A', value: 'c4a' },
  { label: '4B', value: 'c4b' },
];
const many = Array.from({ length: 12 }, (_, i) => ({ label: `Class ${i + 1}`, value: `c${i + 1}` }));

describe('Select', () => {
  // The list's code is loaded here before any select mounts; select-first-load.test.tsx covers the
  // trigger drawn until it is there.
  beforeAll(async () => {
    await loadListSelect();
  });

  it("shows the translated 'please select' placeholder by default", () => {
    renderUi(<Select label="Class" options={classes} />, { locale: 'hk' });
    expect(screen.getByRole('button', { name: /請選擇/ })).toBeInTheDocument();
  });

  it('opens on click, reports the chosen value and closes', async () => {
    const onChange = vi.fn();
    renderUi(<Select label="Class" options={classes} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Please select/ }));
    await userEvent.click(screen.getByRole('option', { name: '4B' }));
    expect(onChange).toHaveBeenCalledWith('c4b');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /4B/ })).toBeInTheDocument();
  });

  it('toggles: a second click on the trigger closes the list', async () => {
    renderUi(<Select label="Class" options={classes} />);
    const trigger = screen.getByRole('button', { name: /Please select/ });
    await userEvent.click(trigger);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on an outside click without choosing', async () => {
    const onChange = vi.fn();
    renderUi(
      <div>
        <p>outside</p>
        <Select label="Class" options={classes} onChange={onChange} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Please select/ }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the no-data text for an empty list', async () => {
    renderUi(<Select label="Class" options={[]} />, { locale: 'hk' });
    await userEvent.click(screen.getByRole('button', { name: /請選擇/ }));
    expect(screen.getByText('暫無資料')).toBeInTheDocument();
  });

  it('caps the list at 500 px by default and 300 px when asked', async () => {
    const { unmount } = renderUi(<Select label="Class" options={classes} />);
    await userEvent.click(screen.getByRole('button', { name: /Please select/ }));
    const scroll = screen.getByRole('listbox').closest('.hb-select__scroll') as HTMLElement;
    expect(scroll.style.maxHeight).toBe(`${SELECT_LIST_MAX_HEIGHT}px`);
    unmount();
    renderUi(<Select label="Class" options={classes} maxListHeight={SELECT_LIST_COMPACT_HEIGHT} />);
    await userEvent.click(screen.getByRole('button', { name: /Please select/ }));
    const compact = screen.getByRole('listbox').closest('.hb-select__scroll') as HTMLElement;
    expect(compact.style.maxHeight).toBe('300px');
  });

  it('is searchable when long and filters by the typed text', async () => {
    const onChange = vi.fn();
    renderUi(<Select label="Class" options={many} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Please select/ }));
    // The search field's code loads when a searchable select is shown (select-search.tsx).
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'class 1');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Class 1', 'Class 10', 'Class 11', 'Class 12']);
    // The first match is focused while typing: Enter picks it.
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('c1');
  });

  it('is not searchable when short', async () => {
    renderUi(<Select label="Class" options={classes} />);
    await userEvent.click(screen.getByRole('button', { name: /Please select/ }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const onChange = vi.fn();
    renderUi(<Select label="Class" options={classes} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('c4b');
  });
});
