import { describe, expect, it, vi } from 'vitest';

describe('Temml is loaded on demand', () => {
  it('a math check before loadMath() throws MathNotLoadedError, and after it gives the verdict', async () => {
    // Fresh modules: the test setup has loaded Temml into the shared ones.
    vi.resetModules();
    const loader = await import('./math-loader');
    const math = await import('./math');
    expect(loader.mathLoaded()).toBe(false);
    expect(() => math.canonicalTex('\\frac34')).toThrow(loader.MathNotLoadedError);
    const told = vi.fn();
    const stop = loader.onMathLoaded(told);
    await loader.loadMath();
    stop();
    expect(told).toHaveBeenCalledTimes(1);
    expect(loader.mathLoaded()).toBe(true);
    expect(math.canonicalTex('\\frac34')).toBe('\\frac{3}{4}');
  });

  it('the Node entry loads Temml with the package, so a server checks math at once', async () => {
    vi.resetModules();
    const core = await import('./node');
    expect(core.mathLoaded()).toBe(true);
    expect(core.sameMathValue('\\frac{3}{4}', '0.75')).toBe(true);
  });
});
