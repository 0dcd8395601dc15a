import { exifOrientation, needsRedraw, scaledSize, swapsSides } from './image-prep';

const IMAGE_NAME = /\.(jpe?g|png)$/i;

/**
 * An essay photo as it is uploaded: turned upright by its EXIF orientation and scaled down so neither side
 * exceeds 4096 px, drawn again in the browser only when one of these is needed (the bytes are kept otherwise).
 * Anything that is not a JPEG or PNG, or that the browser cannot decode, goes as it is (the server checks it).
 */
export async function preparePhoto(file: Blob, fileName: string): Promise<Blob> {
  if (!IMAGE_NAME.test(fileName) || typeof createImageBitmap !== 'function') return file;
  try {
    const orientation = /\.png$/i.test(fileName) ? 1 : exifOrientation(await file.arrayBuffer());
    // The browser applies the orientation while decoding ('from-image'): the bitmap is upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = bitmap;
    const raw = swapsSides(orientation) ? { width: height, height: width } : { width, height };
    if (!needsRedraw(orientation, raw.width, raw.height)) {
      bitmap.close();
      return file;
    }
    const size = scaledSize(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const type = /\.png$/i.test(fileName) ? 'image/png' : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    return blob ?? file;
  } catch {
    return file;
  }
}
