import { readFileSync } from 'node:fs';
import { assetsFolder } from '../assets';

/** Real files of each accepted kind, for tests of the upload check (and the task-sheet tests of other modules). */
export const SAMPLE_FILES = {
  /** A 1×1 PNG. */
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  /** A 1×1 baseline JPEG. */
  jpeg: () =>
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  /** A one-page PDF. */
  pdf: () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    ),
  /** A one-page PDF whose opening runs JavaScript (an attack the upload check refuses). */
  pdfWithJavaScript: () =>
    pdfWith('/OpenAction 4 0 R', '4 0 obj<</S/JavaScript/JS(app.alert\\(1\\))>>endobj\n'),
  /** The same script behind a name escape (/J#61vaScript) and an additional action of the page. */
  pdfWithEscapedScript: () => pdfWith('', '', '/AA<</O<</S/J#61vaScript/JS(this.print\\(\\))>>>>'),
  /** A one-page PDF carrying an embedded file. */
  pdfWithEmbeddedFile: () =>
    pdfWith(
      '/Names<</EmbeddedFiles<</Names[(a.exe) 4 0 R]>>>>',
      '4 0 obj<</Type/Filespec/F(a.exe)>>endobj\n',
    ),
  /** A one-page PDF that opens at its first page: a destination, not an action, and harmless. */
  pdfOpeningAtPage: () => pdfWith('/OpenAction[3 0 R/Fit]', ''),
  /** A `%PDF` header followed by something that is not a PDF. */
  notAPdf: () => Buffer.from('%PDF-1.7\n<script>alert(1)</script> not a PDF at all\n', 'latin1'),
  /** A spoken mp3 of the question bank. */
  mp3: () => readFileSync(`${assetsFolder('media')}/audio/english-1.mp3`),
  /** Plain text. */
  text: () => Buffer.from('just some words, not a file of any accepted kind\n'),
};

/** A one-page PDF with more in its catalog, more objects, and more in its page. */
function pdfWith(catalog: string, objects: string, page = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R${catalog}>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]${page}>>endobj\n${objects}trailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  bytes: Buffer,
  fileName: string,
  contentType: string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----harbour${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
