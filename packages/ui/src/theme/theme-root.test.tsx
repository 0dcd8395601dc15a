import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from '../popover/popover';
import { renderUi } from '../test/render';
import { ThemeRoot } from './theme-root';

describe('ThemeRoot', () => {
  it('applies the commonFont scale, small by default, and the light theme', () => {
    const { rerender } = renderUi(<ThemeRoot>text</ThemeRoot>);
    const root = screen.getByText('text');
    expect(root).toHaveClass('hb-root', 'hb-theme-light', 'hb-font-small');
    rerender(<ThemeRoot commonFont="LARGE">text</ThemeRoot>);
    expect(screen.getByText('text')).toHaveClass('hb-font-large');
    rerender(<ThemeRoot commonFont="medium">text</ThemeRoot>);
    expect(screen.getByText('text')).toHaveAttribute('data-common-font', 'medium');
  });

  it("gives React Aria's own strings the Lingui locale", async () => {
    renderUi(
      <ThemeRoot>
        <Popover trigger="Details" label="Homework">
          body
        </Popover>
      </ThemeRoot>,
      { locale: 'hk' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    // The hidden dismiss button of the popover is React Aria's, in Traditional Chinese.
    expect(screen.getAllByRole('button', { name: '關閉' }).length).toBeGreaterThan(0);
  });
});
