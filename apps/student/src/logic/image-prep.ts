/** Longest side a photo may have when it is uploaded (back-office spec §5: pictures above 4096 are refused for rotation). */
export const MAX_PHOTO_SIDE = 4096;

/**
 * The EXIF orientation (1–8) of a JPEG's bytes, or 1 when there is none (PNG, no EXIF, malformed).
 * Reads the APP1 segment's first IFD only.
 */
export function exifOrientation(bytes: ArrayBuffer): number {
  const view = new DataView(bytes);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00) return 1;
    const size = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966) {
      const tiff = offset + 10;
      if (tiff + 8 > view.byteLength) return 1;
      const little = view.getUint16(tiff) === 0x4949;
      const ifd = tiff + view.getUint32(tiff + 4, little);
      if (ifd + 2 > view.byteLength) return 1;
      const entries = view.getUint16(ifd, little);
      for (let i = 0; i < entries; i += 1) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > view.byteLength) return 1;
        if (view.getUint16(entry, little) === 0x0112) {
          const value = view.getUint16(entry + 8, little);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    if (marker === 0xffda) return 1;
    offset += 2 + size;
  }
  return 1;
}

/** Orientations 5–8 turn the picture a quarter: its width and height swap once applied. */
export function swapsSides(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}

/** The size a photo is drawn at so that neither side exceeds `max`, keeping its proportions. */
export function scaledSize(
  width: number,
  height: number,
  max = MAX_PHOTO_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const ratio = max / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** Whether a photo must be drawn again before upload: turned by its EXIF orientation, or too large. */
export function needsRedraw(orientation: number, width: number, height: number): boolean {
  return orientation !== 1 || Math.max(width, height) > MAX_PHOTO_SIDE;
}
