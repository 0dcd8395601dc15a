import { render, screen } from '@testing-library/react';
import { hasMath, RichText, splitMath } from './rich-text';

describe('rich text', () => {
  it('finds $$ math and splits it from the text', () => {
    expect(hasMath('no math')).toBe(false);
    expect(hasMath('a $$x^2$$ b')).toBe(true);
    expect(splitMath('a $$x^2$$ b')).toEqual([
      { math: false, value: 'a ' },
      { math: true, value: 'x^2' },
      { math: false, value: ' b' },
    ]);
  });

  it('renders TeX to an SVG labelled with its source, loading MathJax on demand', async () => {
    const { container } = render(<RichText text="計算：$$\frac{1}{2}$$" />);
    expect(await screen.findByRole('img', { name: '\\frac{1}{2}' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container).toHaveTextContent('計算：');
  });

  it('shows server markup as it is', () => {
    const { container } = render(<RichText text="<b>bold</b> text" />);
    expect(container.querySelector('b')).toHaveTextContent('bold');
  });
});
