import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

// TeX that Temml cannot read (an unknown macro) goes to MathJax. The MathJax chunk fails to load once, as over a network blip, then loads.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./mathjax', async (importOriginal) => {
  loads.count += 1;
  if (loads.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

it('renders math already on the page once MathJax loads after a failed load, without a new render', async () => {
  const { container } = render(<RichText text="$$x^2\notamacro$$" />);
  await vi.waitFor(() => expect(loads.count).toBe(1));
  expect(container).toHaveTextContent('x^2\\notamacro');
  // Nothing else renders math: the piece tries the load again by itself.
  expect(await screen.findByRole('img', { name: 'x^2\\notamacro' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(loads.count).toBe(2);
});
