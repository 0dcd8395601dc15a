import { progressBand } from './colour-bands';

describe('progressBand', () => {
  it.each([
    [0, 'bright-red'],
    [29.9, 'bright-red'],
    [30, 'red'],
    [59, 'red'],
    [60, 'dark-yellow'],
    [74, 'dark-yellow'],
    [75, 'bright-yellow'],
    [89, 'bright-yellow'],
    [90, 'green'],
    [100, 'green'],
  ])('puts %s%% in the %s band', (percent, band) => {
    expect(progressBand(percent)).toBe(band);
  });
});
