import { describe, expect, it } from 'vitest';
import { canonicalTex, MAX_MATH_LENGTH, mathValue, sameMathValue } from './math';

describe('canonicalTex: one spelling per formula', () => {
  it.each([
    ['\\frac34', '\\frac{3}{4}'],
    ['\\frac 3 4', '\\frac{3}{4}'],
    ['\\dfrac{3}{4}', '\\frac{3}{4}'],
    ['\\tfrac34', '\\frac{3}{4}'],
    ['x^{2}', 'x^2'],
    ['x ^ 2', 'x^2'],
    ['{x}^{2}', 'x^2'],
    ['\\sqrt2', '\\sqrt{2}'],
    ['\\sqrt[3] 8', '\\sqrt[3]{8}'],
    ['\\left(1+2\\right)', '(1+2)'],
    ['2\\,\\text{cm}', '2\\text{cm}'],
    ['\\frac{1}{2}+\\frac{1}{4}', '\\frac12+\\frac14'],
    ['a_{1}', 'a_1'],
  ])('%s is spelled like %s', (a, b) => {
    expect(canonicalTex(a)).toBe(canonicalTex(b));
  });

  it.each([
    ['\\frac34', '\\frac43'],
    ['x^2', 'x_2'],
    ['x^{10}', 'x^10'],
    ['\\sqrt{2}', '\\sqrt[3]{2}'],
    ['3/4', '0.75'],
    ['2\\times3', '6'],
  ])('%s is not spelled like %s', (a, b) => {
    expect(canonicalTex(a)).not.toBe(canonicalTex(b));
  });

  it('prints the canonical form readably', () => {
    expect(canonicalTex('\\dfrac 3 4')).toBe('\\frac{3}{4}');
    expect(canonicalTex('x^{2}')).toBe('x^2');
    expect(canonicalTex('x^{10}')).toBe('x^{10}');
    expect(canonicalTex('\\pi r^2')).toBe('\\pi r^2');
  });

  it('leaves TeX that does not parse as spelled, without its whitespace', () => {
    expect(canonicalTex('\\frac{3}{')).toBe('\\frac{3}{');
    expect(canonicalTex('\\notacommand x')).toBe('\\notacommandx');
  });

  it('never throws and bounds what it parses', () => {
    expect(() => canonicalTex('{'.repeat(5000))).not.toThrow();
    expect(canonicalTex(`${'1'.repeat(MAX_MATH_LENGTH)} `)).toBe('1'.repeat(MAX_MATH_LENGTH));
    expect(canonicalTex(undefined as unknown as string)).toBe('');
  });
});

describe('sameMathValue: equivalent forms', () => {
  it.each([
    ['\\frac34', '0.75'],
    ['\\frac{3}{4}', '3/4'],
    ['\\frac{6}{8}', '\\frac{3}{4}'],
    ['75\\%', '\\frac{3}{4}'],
    ['\\frac{1}{2}+\\frac{1}{4}', '0.75'],
    ['1\\div4', '0.25'],
    ['2\\times3', '6'],
    ['2\\cdot3', '6'],
    ['-\\frac{1}{2}', '-0.5'],
    ['\\frac{-1}{2}', '-0.5'],
    ['(1+2)\\times3', '9'],
    ['\\left(1+2\\right)3', '9'],
    ['3^2', '9'],
    ['2^{-1}', '0.5'],
    ['\\sqrt{9}', '3'],
    ['\\sqrt{\\frac{9}{4}}', '1.5'],
    ['\\sqrt[3]{8}', '2'],
    ['\\sqrt{2}\\sqrt{2}', '2'],
    ['\\frac{1}{3}', '\\frac{2}{6}'],
    ['2x', 'x+x'],
    ['x^2-1', '(x-1)(x+1)'],
    ['\\frac{x}{2}', '0.5x'],
    ['2\\pi r', 'r\\pi\\times2'],
    ['0.5', '.5'],
    ['1.50', '1.5'],
  ])('%s equals %s', (a, b) => {
    expect(sameMathValue(a, b)).toBe(true);
    expect(sameMathValue(b, a)).toBe(true);
  });

  it.each([
    ['\\frac34', '0.7'],
    ['\\frac34', '\\frac43'],
    ['0.333', '\\frac13'],
    ['2x', 'x^2'],
    ['x+1', 'y+1'],
    ['\\sqrt{2}', '1.414'],
    ['1,5', '1.5'],
    ['x=1', '1'],
    ['\\frac{1}{0}', '\\frac{1}{0}'],
    ['3', 'three'],
    ['', ''],
    ['\\text{cm}', '\\text{cm}'],
    ['1..5', '1.5'],
    ['\\binom{4}{2}', '6'],
  ])('%s does not equal %s', (a, b) => {
    expect(sameMathValue(a, b)).toBe(false);
  });

  it('keeps exact fractions exact', () => {
    expect(String(mathValue('\\frac{1}{3}+\\frac{1}{6}'))).toBe('0.5');
    expect(mathValue('\\frac{1}{3}')?.valueOf()).toBeCloseTo(1 / 3, 12);
  });

  it('has no value for what is not a number', () => {
    for (const tex of ['x', '1+', '\\frac{1}{0}', '(1', '{', '\\unknown', 'a_1']) {
      expect(mathValue(tex)).toBeUndefined();
    }
  });
});
