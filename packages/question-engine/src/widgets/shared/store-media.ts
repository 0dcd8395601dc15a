import type { Uploader } from './types';

/**
 * Stores an answer's photo or recording with the host's uploader (its stored URL; '' when the upload
 * failed), or keeps a local object URL where the host gave no uploader (previews).
 */
export async function storeMedia(file: Blob, name: string, uploader: Uploader | undefined): Promise<string> {
  if (!uploader) return URL.createObjectURL(file);
  return (await uploader(file, name)).url;
}
