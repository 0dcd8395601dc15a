import { Mp3Encoder } from '@breezystack/lamejs';
import { downsample, RECORDER_BIT_RATE_KBPS, RECORDER_SAMPLE_RATE, toInt16 } from './recording-rules';

/** Samples per lamejs encode call (a multiple of the mp3 frame size). */
const BLOCK = 1152 * 8;

/** Encodes mono float samples recorded at `inputRate` to an mp3 at 7350 Hz and 8 kbps. */
export function encodeMp3(samples: Float32Array, inputRate: number): Uint8Array {
  const pcm = toInt16(downsample(samples, inputRate, RECORDER_SAMPLE_RATE));
  const encoder = new Mp3Encoder(1, RECORDER_SAMPLE_RATE, RECORDER_BIT_RATE_KBPS);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += BLOCK) {
    const chunk = encoder.encodeBuffer(pcm.subarray(i, i + BLOCK));
    if (chunk.length > 0) parts.push(new Uint8Array(chunk));
  }
  const end = encoder.flush();
  if (end.length > 0) parts.push(new Uint8Array(end));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
