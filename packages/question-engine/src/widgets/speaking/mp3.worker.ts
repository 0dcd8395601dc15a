import { encodeMp3 } from './encode-mp3';

/** Message to the encoder worker: mono samples and the rate they were recorded at. */
export interface EncodeRequest {
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
  /** Sample rate of the samples. */
  inputRate: number;
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<EncodeRequest>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  const mp3 = encodeMp3(event.data.samples, event.data.inputRate);
  scope.postMessage(mp3, [mp3.buffer]);
};
