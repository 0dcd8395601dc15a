import { trimInput } from './trim-input';

describe('trimInput', () => {
  it.each([
    ['  Peter Chan  ', 'Peter Chan'],
    ['\t\n作業一\n', '作業一'],
    ['\u3000全形空格\u3000', '全形空格'],
    ['   ', ''],
    ['', ''],
    ['a  b', 'a  b'],
  ])('trims %j to %j', (input, output) => {
    expect(trimInput(input)).toBe(output);
  });
});
