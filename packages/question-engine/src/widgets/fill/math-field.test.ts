import { bracedLatex } from './math-field';

describe('math field output', () => {
  it('braces the digit fractions mathlive writes compactly', () => {
    expect(bracedLatex('\\frac34')).toBe('\\frac{3}{4}');
    expect(bracedLatex('1+\\dfrac12')).toBe('1+\\dfrac{1}{2}');
    expect(bracedLatex('\\frac{12}{5}')).toBe('\\frac{12}{5}');
    expect(bracedLatex('x^2')).toBe('x^2');
  });
});
