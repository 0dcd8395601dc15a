import { formatVideoTime, mediaVolume, skipTime, VIDEO_SKIP_SECONDS } from './video-time';

describe('skipTime', () => {
  it('skips 15 s forward and back inside the video', () => {
    expect(skipTime(30, VIDEO_SKIP_SECONDS, 100)).toBe(45);
    expect(skipTime(30, -VIDEO_SKIP_SECONDS, 100)).toBe(15);
    expect(skipTime(10, -VIDEO_SKIP_SECONDS, 100)).toBe(0);
    expect(skipTime(90, VIDEO_SKIP_SECONDS, 100)).toBe(100);
    expect(skipTime(15, -VIDEO_SKIP_SECONDS, 100)).toBe(0);
  });

  it('treats an unknown duration as 0 and bad numbers as 0', () => {
    expect(skipTime(0, VIDEO_SKIP_SECONDS, Number.NaN)).toBe(0);
    expect(skipTime(Number.NaN, VIDEO_SKIP_SECONDS, 60)).toBe(15);
  });
});

describe('mediaVolume', () => {
  it.each([
    [0, 0],
    [50, 0.5],
    [100, 1],
    [120, 1],
    [-5, 0],
    [Number.NaN, 0],
  ])('maps %s to %s', (percent, volume) => {
    expect(mediaVolume(percent)).toBe(volume);
  });
});

describe('formatVideoTime', () => {
  it.each([
    [0, '0:00'],
    [59.9, '0:59'],
    [61, '1:01'],
    [3600, '1:00:00'],
    [Number.NaN, '0:00'],
  ])('shows %s as %s', (seconds, text) => {
    expect(formatVideoTime(seconds)).toBe(text);
  });
});
