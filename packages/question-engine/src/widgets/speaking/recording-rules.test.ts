import { encodeMp3 } from './encode-mp3';
import {
  downsample,
  isMp3File,
  isRecordingTooShort,
  MAX_RECORD_SECONDS,
  micErrorMessage,
  recordingFileName,
  shouldAutoStop,
  toInt16,
  VOICE_METER_LEVELS,
  voiceMeterLevel,
} from './recording-rules';

describe('recording limits (spec §5, §9)', () => {
  it('refuses recordings under 10 s and stops at 180 s', () => {
    expect(isRecordingTooShort(9.99)).toBe(true);
    expect(isRecordingTooShort(10)).toBe(false);
    expect(shouldAutoStop(179.9)).toBe(false);
    expect(shouldAutoStop(MAX_RECORD_SECONDS)).toBe(true);
  });

  it('accepts mp3 uploads only', () => {
    expect(isMp3File({ name: 'a.MP3' })).toBe(true);
    expect(isMp3File({ name: 'a', type: 'audio/mpeg' })).toBe(true);
    expect(isMp3File({ name: 'a.wav', type: 'audio/wav' })).toBe(false);
  });

  it('names recordings by timestamp', () => {
    expect(recordingFileName(1700000000000)).toBe('1700000000000.mp3');
  });
});

describe('microphone errors (spec §8)', () => {
  it.each([
    ['NoSupport', 'micUnsupported'],
    ['NotAllowedError', 'micDenied'],
    ['PermissionDeniedError', 'micDenied'],
    ['NotSupportedError', 'micHardware'],
    ['NotFoundError', 'micNotFound'],
    ['DevicesNotFoundError', 'micNotFound'],
  ])('maps %s to %s', (name, key) => {
    expect(micErrorMessage({ name }).key).toBe(key);
  });

  it('gives the code of any other error', () => {
    expect(micErrorMessage({ name: 'AbortError' })).toEqual({ key: 'micOther', code: 'AbortError' });
  });
});

describe('voice meter (spec §9)', () => {
  it('reads 0 for silence and 34 at most', () => {
    expect(voiceMeterLevel(new Float32Array(128))).toBe(0);
    expect(voiceMeterLevel(new Float32Array(128).fill(1))).toBe(VOICE_METER_LEVELS);
    const mid = voiceMeterLevel(new Float32Array(128).fill(0.05));
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(VOICE_METER_LEVELS);
  });
});

describe('mp3 encoding', () => {
  it('downsamples and clamps', () => {
    expect(downsample(new Float32Array([1, 1, 0, 0]), 4, 2)).toEqual(new Float32Array([1, 0]));
    expect(Array.from(toInt16(new Float32Array([2, -2, 0])))).toEqual([32767, -32768, 0]);
  });

  it('encodes one second of a tone to mp3 frames at 8 kbps', () => {
    const rate = 48000;
    const tone = new Float32Array(rate).map((_, i) => Math.sin((2 * Math.PI * 440 * i) / rate) * 0.5);
    const mp3 = encodeMp3(tone, rate);
    expect(mp3[0]).toBe(0xff);
    // 8 kbps for one second is about 1 kB.
    expect(mp3.length).toBeGreaterThan(500);
    expect(mp3.length).toBeLessThan(2500);
  });
});
