import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { Storage } from '../../storage';

// The pixel size of a stored photo (JPEG or PNG, the only kinds an answer's photos may be), read from the
// first bytes of the file: the 4096 rotation rule (back-office spec §5) needs it and nothing else.

/** Bytes read from the start of a file: a JPEG's frame header comes after its EXIF data, within these. */
const HEAD_BYTES = 256 * 1024;

/** Width and height of a PNG or JPEG from its first bytes; null when they do not say. */
export function pictureSizeOf(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: the signature, then the IHDR chunk with width and height.
  if (
    bytes.length >= 24 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47
  ) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  // JPEG: segments after SOI until a start-of-frame marker (C0–CF except C4, C8, CC).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] as number;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      }
      at += 2 + length;
    }
  }
  return null;
}

/** The first bytes of a stored file: from the local folder, or from the bucket through a signed URL. */
async function headOf(storage: Storage, key: string): Promise<Uint8Array | null> {
  if (storage.localRoot) {
    const file = await open(join(storage.localRoot, key)).catch(() => null);
    if (!file) return null;
    try {
      const buffer = Buffer.alloc(HEAD_BYTES);
      const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }
  const response = await fetch(storage.signedUrl(key), {
    headers: { range: `bytes=0-${HEAD_BYTES - 1}` },
  }).catch(() => null);
  if (!response?.ok) return null;
  return new Uint8Array(await response.arrayBuffer());
}

/** The pixel size of a stored photo; null when the file is missing or its size cannot be read. */
export async function storedPictureSize(
  storage: Storage,
  key: string,
): Promise<{ width: number; height: number } | null> {
  const head = await headOf(storage, key);
  return head ? pictureSizeOf(head) : null;
}
