import { voiceMeterLevel } from './recording-rules';

/** A running microphone capture. */
export interface Recording {
  /** Stops and returns the mono samples, their rate and the length in seconds. */
  stop(): Promise<{ samples: Float32Array; sampleRate: number; seconds: number }>;
  /** Stops and drops what was captured. */
  cancel(): void;
}

/** Thrown when the browser has no recording support (mapped to '当前浏览器不支持录音功能。'). */
export class NoRecordingSupport extends Error {
  override name = 'NoSupport';
}

/**
 * Opens the microphone and captures mono samples. `onLevel` gets the 0–34 voice meter level and
 * the seconds recorded for every block. Rejects with the getUserMedia error, or NoRecordingSupport.
 */
export async function startRecording(onLevel: (level: number, seconds: number) => void): Promise<Recording> {
  const AudioContextClass =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!navigator.mediaDevices?.getUserMedia || !AudioContextClass) throw new NoRecordingSupport();
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const context = new AudioContextClass();
  const source = context.createMediaStreamSource(stream);
  // ScriptProcessorNode needs no separate module file, so it works from a published package.
  const processor = context.createScriptProcessor(4096, 1, 1);
  const chunks: Float32Array[] = [];
  let frames = 0;
  processor.onaudioprocess = (event) => {
    const input = event.inputBuffer.getChannelData(0);
    chunks.push(new Float32Array(input));
    frames += input.length;
    onLevel(voiceMeterLevel(input), frames / context.sampleRate);
  };
  source.connect(processor);
  processor.connect(context.destination);

  const close = () => {
    processor.disconnect();
    source.disconnect();
    for (const track of stream.getTracks()) track.stop();
    void context.close();
  };

  return {
    async stop() {
      close();
      const samples = new Float32Array(frames);
      let offset = 0;
      for (const chunk of chunks) {
        samples.set(chunk, offset);
        offset += chunk.length;
      }
      return { samples, sampleRate: context.sampleRate, seconds: frames / context.sampleRate };
    },
    cancel: close,
  };
}

/** Encodes samples to mp3 in a Web Worker (lamejs is loaded only there), off the main thread. */
export function encodeMp3InWorker(samples: Float32Array, inputRate: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./mp3.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Uint8Array>) => {
      worker.terminate();
      resolve(new Blob([event.data as BlobPart], { type: 'audio/mpeg' }));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'mp3 encoder failed'));
    };
    worker.postMessage({ samples, inputRate }, [samples.buffer]);
  });
}
