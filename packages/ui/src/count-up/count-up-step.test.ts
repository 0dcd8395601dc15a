import { countUpSequence, countUpStep } from './count-up-step';

describe('countUpStep', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 5],
    [50, 5],
    [51, 10],
    [100, 10],
    [101, 30],
    [300, 30],
    [301, 100],
    [1000, 100],
    [1001, 101],
    [25_000, 2500],
    [-15, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('counts up to %s by %s', (target, step) => {
    expect(countUpStep(target)).toBe(step);
  });
});

describe('countUpSequence', () => {
  it('runs from 0 to the exact target by the step', () => {
    expect(countUpSequence(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(countUpSequence(15)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 15]);
    expect(countUpSequence(87.5)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 87.5]);
  });

  it('handles zero, negative and non-finite targets', () => {
    expect(countUpSequence(0)).toEqual([0]);
    expect(countUpSequence(-3)).toEqual([0, -1, -2, -3]);
    expect(countUpSequence(Number.NaN)).toEqual([0]);
  });
});
