import { clampPercent, degreeColour, progressBand, ringBand } from './colour-bands';

describe('progressBand', () => {
  it.each([
    [-5, 'bright-red'],
    [0, 'bright-red'],
    [29.4, 'bright-red'],
    [30, 'red'],
    [59, 'red'],
    [59.4, 'red'],
    [60, 'dark-yellow'],
    [74, 'dark-yellow'],
    [75, 'bright-yellow'],
    [89, 'bright-yellow'],
    [90, 'green'],
    [100, 'green'],
    [Number.NaN, 'bright-red'],
  ])('puts %s%% in the %s band', (percent, band) => {
    expect(progressBand(percent)).toBe(band);
  });
});

describe('degreeColour', () => {
  it.each([
    [1, 'red'],
    [2, 'orange-red'],
    [3, 'yellow'],
    [4, 'green-yellow'],
    [5, 'green'],
    [0, 'grey'],
    [6, 'grey'],
    [-1, 'grey'],
    [2.5, 'grey'],
    [Number.NaN, 'grey'],
  ])('gives level %s %s', (level, colour) => {
    expect(degreeColour(level)).toBe(colour);
  });
});

describe('ringBand', () => {
  it.each([
    [0, 0],
    [19.4, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [60, 3],
    [79.4, 3],
    [80, 4],
    [100, 4],
    [150, 4],
    [-10, 0],
    [Number.NaN, 0],
  ])('puts %s%% in ring band %s', (percent, band) => {
    expect(ringBand(percent)).toBe(band);
  });
});

describe('clampPercent', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [55.5, 55.5],
    [100, 100],
    [101, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
  ])('clamps %s to %s', (input, output) => {
    expect(clampPercent(input)).toBe(output);
  });
});
