import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
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
  /**
   * A PDF with two objects numbered 4: a harmless plain one (what a parser reading the file in order keeps) and a
   * script in an object stream, where the cross-reference stream, which a viewer follows, points.
   */
  pdfWithShadowedScript: () =>
    crossReferencedPdf(
      [
        { num: 1, body: '<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>' },
        ...ONE_PAGE,
        { num: 4, body: '<</S/GoTo/D[3 0 R/Fit]>>' },
      ],
      { num: 5, typed: true, members: [{ num: 4, body: '<</S/JavaScript/JS(app.alert\\(1\\))>>' }] },
    ),
  /** An opening script inside an object stream that does not say /Type /ObjStm (a viewer reads it anyway). */
  pdfWithScriptInUntypedObjectStream: () =>
    crossReferencedPdf([{ num: 1, body: '<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>' }, ...ONE_PAGE], {
      num: 5,
      typed: false,
      members: [{ num: 4, body: '<</S/JavaScript/JS(app.alert\\(1\\))>>' }],
    }),
  /** A page annotation attaching invoice.exe through a file stream that does not say /Type /EmbeddedFile. */
  pdfWithFileAttachmentAnnotation: () =>
    crossReferencedPdf([
      { num: 1, body: '<</Type/Catalog/Pages 2 0 R>>' },
      { num: 2, body: '<</Type/Pages/Kids[3 0 R]/Count 1>>' },
      { num: 3, body: '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Annots[4 0 R]>>' },
      { num: 4, body: '<</Type/Annot/Subtype/FileAttachment/Rect[10 10 40 40]/FS 5 0 R/Contents(invoice)>>' },
      { num: 5, body: '<</Type/Filespec/F(invoice.exe)/UF(invoice.exe)/EF<</F 6 0 R>>>>' },
      { num: 6, body: '<</Length 11>>\nstream\nMZ not real\nendstream' },
    ]),
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

const ONE_PAGE = [
  { num: 2, body: '<</Type/Pages/Kids[3 0 R]/Count 1>>' },
  { num: 3, body: '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>' },
];

/** One object of a hand-built PDF: its number and what stands between `obj` and `endobj`. */
interface RawObject {
  num: number;
  body: string;
}

/**
 * A PDF whose objects a viewer finds through a cross-reference stream (raw bytes, written here so the shapes a
 * PDF library would never write can be tested). Members of the object stream are compressed and their entries
 * point into it, even when a plain object of the same number is written too; `typed` says whether the stream
 * declares /Type /ObjStm.
 */
function crossReferencedPdf(
  objects: RawObject[],
  stream: { num: number; typed: boolean; members: RawObject[] } = { num: 0, typed: true, members: [] },
): Buffer {
  const parts: Buffer[] = [];
  let length = 0;
  const write = (text: string | Buffer) => {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    parts.push(bytes);
    length += bytes.length;
  };
  /** Cross-reference entries by object number: [type, field 2, field 3] as a /W [1 4 2] stream holds them. */
  const entries = new Map<number, [number, number, number]>();
  const writeObject = (num: number, dict: string, data?: Buffer) => {
    if (!entries.has(num)) entries.set(num, [1, length, 0]);
    write(`${num} 0 obj\n${dict}\n`);
    if (data) write(Buffer.concat([Buffer.from('stream\n'), data, Buffer.from('\nendstream\n')]));
    write('endobj\n');
  };
  write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  if (stream.members.length > 0) {
    const offsets: string[] = [];
    let bodies = '';
    stream.members.forEach((member, index) => {
      offsets.push(`${member.num} ${bodies.length}`);
      bodies += `${member.body}\n`;
      entries.set(member.num, [2, stream.num, index]);
    });
    const header = `${offsets.join(' ')}\n`;
    const packed = deflateSync(Buffer.from(header + bodies, 'latin1'));
    const type = stream.typed ? '/Type/ObjStm' : '';
    writeObject(
      stream.num,
      `<<${type}/N ${stream.members.length}/First ${header.length}/Filter/FlateDecode/Length ${packed.length}>>`,
      packed,
    );
  }
  for (const object of objects) writeObject(object.num, object.body);
  const size = Math.max(...entries.keys()) + 2;
  const xrefAt = length;
  entries.set(size - 1, [1, xrefAt, 0]);
  const table = Buffer.alloc(size * 7);
  for (let num = 0; num < size; num++) {
    const [type, field2, field3] = entries.get(num) ?? [0, 0, num === 0 ? 65535 : 0];
    table.writeUInt8(type, num * 7);
    table.writeUInt32BE(field2, num * 7 + 1);
    table.writeUInt16BE(field3, num * 7 + 5);
  }
  writeObject(size - 1, `<</Type/XRef/Size ${size}/W[1 4 2]/Root 1 0 R/Length ${table.length}>>`, table);
  write(`startxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts);
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
