import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { TabBar } from './tab-bar';

const items = [
  { label: 'To mark', value: 'WAIT_CORRECT', count: 12, dot: true },
  { label: 'Marked', value: 'CORRECTED', count: 0 },
  { label: 'Published', value: 'ANNOUNCED' },
];

describe('TabBar', () => {
  it('shows labels, counts and a red dot announced as new', () => {
    renderUi(<TabBar aria-label="Marking" items={items} />, { locale: 'hk' });
    const first = screen.getByRole('tab', { name: 'To mark (12) 有新內容' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first.querySelector('.hb-tabs__dot')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Marked (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Published' })).toBeInTheDocument();
  });

  it('reports the chosen value by click and by arrow keys', async () => {
    const onChange = vi.fn();
    renderUi(
      <TabBar aria-label="Marking" items={items} onChange={onChange}>
        panel
      </TabBar>,
    );
    await userEvent.click(screen.getByRole('tab', { name: /Marked/ }));
    expect(onChange).toHaveBeenLastCalledWith('CORRECTED');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('ANNOUNCED');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel');
  });

  it('follows a controlled value', () => {
    renderUi(<TabBar aria-label="Marking" items={items} value="ANNOUNCED" />);
    expect(screen.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true');
  });
});
