import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

// TeX that Temml cannot read (an unknown macro) goes to MathJax. The MathJax chunk fails to load once, as over a network blip, then loads.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./mathjax', async (importOriginal) => {
  loads.count += 1;
  if (loads.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

it('loads MathJax again for the next math after a failed load, instead of never rendering math', async () => {
  const first = render(<RichText text="$$x^2\notamacro$$" />);
  await vi.waitFor(() => expect(loads.count).toBe(1));
  // The first piece keeps showing its TeX: nothing was loaded for it.
  expect(first.container).toHaveTextContent('x^2\\notamacro');
  first.unmount();
  render(<RichText text="$$\frac{1}{2}\notamacro$$" />);
  expect(
    await screen.findByRole('img', { name: '\\frac{1}{2}\\notamacro' }, { timeout: 30_000 }),
  ).toBeInTheDocument();
  expect(loads.count).toBe(2);
});
