import { exifOrientation, MAX_PHOTO_SIDE, needsRedraw, scaledSize, swapsSides } from './image-prep';

/** A JPEG start with an APP1 Exif segment holding one orientation entry. */
function jpegWithOrientation(orientation: number, little = false): ArrayBuffer {
  const bytes: number[] = [0xff, 0xd8, 0xff, 0xe1, 0x00, 0x22];
  bytes.push(0x45, 0x78, 0x69, 0x66, 0x00, 0x00); // "Exif\0\0"
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) =>
    little
      ? [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24]
      : [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  bytes.push(...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8));
  bytes.push(...u16(1), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0);
  bytes.push(0xff, 0xd9);
  return new Uint8Array(bytes).buffer;
}

describe('photo preparation', () => {
  it('reads the EXIF orientation of a JPEG, in either byte order', () => {
    expect(exifOrientation(jpegWithOrientation(6))).toBe(6);
    expect(exifOrientation(jpegWithOrientation(8, true))).toBe(8);
  });

  it('gives 1 for no EXIF, a PNG or garbage', () => {
    expect(exifOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer)).toBe(1);
    expect(exifOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]).buffer)).toBe(1);
    expect(exifOrientation(new ArrayBuffer(0))).toBe(1);
  });

  it('scales the longest side down to 4096, keeping proportions', () => {
    expect(scaledSize(8192, 4096)).toEqual({ width: MAX_PHOTO_SIDE, height: 2048 });
    expect(scaledSize(3000, 6000)).toEqual({ width: 2048, height: MAX_PHOTO_SIDE });
    expect(scaledSize(4096, 4096)).toEqual({ width: 4096, height: 4096 });
  });

  it('redraws only a turned or oversized photo', () => {
    expect(needsRedraw(1, 4096, 3000)).toBe(false);
    expect(needsRedraw(1, 4097, 3000)).toBe(true);
    expect(needsRedraw(6, 100, 100)).toBe(true);
    expect(swapsSides(6)).toBe(true);
    expect(swapsSides(3)).toBe(false);
  });
});
