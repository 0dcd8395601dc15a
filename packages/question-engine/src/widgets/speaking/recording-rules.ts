import type { QuestionMessageKey } from '../../i18n/messages';

/** Shortest recording accepted, in seconds (spec §5, §9). */
export const MIN_RECORD_SECONDS = 10;
/** Longest recording; the recorder stops by itself there (spec §5, §9). */
export const MAX_RECORD_SECONDS = 180;
/** Sample rate of recordings (spec §9). */
export const RECORDER_SAMPLE_RATE = 7350;
/**
 * The spec's "8-bit" recorder setting. The recorder library the numbers come from means the mp3
 * bit rate, so recordings are encoded at 8 kbps.
 */
export const RECORDER_BIT_RATE_KBPS = 8;
/** Levels of the voice meter (spec §9). */
export const VOICE_METER_LEVELS = 34;
/** How long a recording tip shows, in milliseconds (spec §9). */
export const RECORDING_TIP_MS = 2500;
/** Part size and timeout of multipart uploads (spec §7, §9), for uploader adapters: one definition, in domain. */
export { UPLOAD_PART_SIZE, UPLOAD_TIMEOUT_MS } from '@harbour/domain';

/** A spoken-answer upload must be an mp3 file (spec §5). */
export function isMp3File(file: { name: string; type?: string }): boolean {
  return /\.mp3$/i.test(file.name) || file.type === 'audio/mpeg' || file.type === 'audio/mp3';
}

/** A recording shorter than 10 s is refused with '請最少錄音10s時長'. */
export function isRecordingTooShort(seconds: number): boolean {
  return seconds < MIN_RECORD_SECONDS;
}

/** A recording stops by itself at 180 s with '最多錄音180s'. */
export function shouldAutoStop(seconds: number): boolean {
  return seconds >= MAX_RECORD_SECONDS;
}

/** Recordings are named by their timestamp with .mp3 (spec §7). */
export function recordingFileName(now: number): string {
  return `${now}.mp3`;
}

/**
 * The spec's microphone error messages (§8) for a getUserMedia failure; `code` goes after the
 * generic message.
 */
export function micErrorMessage(error: unknown): { key: QuestionMessageKey; code?: string } {
  const name =
    error && typeof error === 'object' && 'name' in error
      ? String((error as { name: unknown }).name)
      : String(error);
  switch (name) {
    case 'NoSupport':
      return { key: 'micUnsupported' };
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return { key: 'micDenied' };
    case 'NotSupportedError':
    case 'NotReadableError':
    case 'TrackStartError':
      return { key: 'micHardware' };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return { key: 'micNotFound' };
    default:
      return { key: 'micOther', code: name };
  }
}

/** The voice meter level, 0 to 34, of a block of samples in [-1, 1] (root mean square, scaled). */
export function voiceMeterLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += (samples[i] as number) ** 2;
  const rms = Math.sqrt(sum / samples.length);
  // Speech sits around 0.05–0.3 RMS; a square-root curve spreads it over the meter.
  return Math.min(VOICE_METER_LEVELS, Math.round(Math.sqrt(Math.min(1, rms * 3)) * VOICE_METER_LEVELS));
}

/** Averages samples down from `fromRate` to `toRate`. */
export function downsample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (toRate >= fromRate) return samples.slice();
  const ratio = fromRate / toRate;
  const length = Math.floor(samples.length / ratio);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const start = Math.floor(i * ratio);
    const end = Math.min(samples.length, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j += 1) sum += samples[j] as number;
    out[i] = end > start ? sum / (end - start) : 0;
  }
  return out;
}

/** Converts float samples in [-1, 1] to 16-bit PCM, clamping out-of-range values. */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i] as number));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}
