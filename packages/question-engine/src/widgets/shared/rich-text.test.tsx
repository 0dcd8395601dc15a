import { render, screen } from '@testing-library/react';
import { hasMath, RichText, splitMath, texToMathMl } from './rich-text';

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

  it('draws TeX as native MathML at once, without loading MathJax', () => {
    const { container } = render(<RichText text="計算：$$\frac34$$" />);
    const math = container.querySelector('math');
    expect(math).not.toBeNull();
    expect(math?.querySelector('mfrac')?.textContent).toBe('34');
    expect(container).toHaveTextContent('計算：');
    expect(container.querySelector('svg')).toBeNull();
    // Named by its TeX, so a button holding only math has a name.
    expect(screen.getByRole('img', { name: '\\frac34' })).toBe(math?.parentElement);
  });

  it('typesets TeX that Temml cannot read with MathJax, loaded on demand, as an SVG labelled with its source', async () => {
    const { container } = render(<RichText text="計算：$$\frac{1}{2}\notamacro$$" />);
    expect(
      await screen.findByRole('img', { name: '\\frac{1}{2}\\notamacro' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('gives Temml no way to write links, classes or markup from TeX', () => {
    expect(texToMathMl('\\href{javascript:alert(1)}{x}')).toBeNull();
    expect(texToMathMl('\\class{evil}{x}')).toBeNull();
    expect(texToMathMl('\\text{<img src=x onerror=alert(1)>}')).not.toMatch(/<img/);
  });

  it('shows server markup as it is', () => {
    const { container } = render(<RichText text="<b>bold</b> text" />);
    expect(container.querySelector('b')).toHaveTextContent('bold');
  });
});
