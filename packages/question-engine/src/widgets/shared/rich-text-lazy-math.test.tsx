import { mathLoaded } from '@harbour/question-core';
import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

// The browser entry of the core (Node's entry loads Temml with the package): here Temml starts unloaded.
vi.mock('@harbour/question-core', () => import('../../../../question-core/src/index'));

describe('Temml loads only when text holds math', () => {
  it('text without math leaves it unloaded; the first math shows its TeX, then MathML once loaded', async () => {
    const { unmount } = render(<RichText text="no math here" />);
    unmount();
    expect(mathLoaded()).toBe(false);
    const { container } = render(<RichText text="計算：$$\frac34$$" />);
    expect(container.querySelector('.hqe-math--pending')).toHaveTextContent('\\frac34');
    expect(await screen.findByRole('img', { name: '\\frac34' })).toBe(
      container.querySelector('math')?.parentElement,
    );
    expect(container.querySelector('mfrac')?.textContent).toBe('34');
    expect(mathLoaded()).toBe(true);
  });
});
