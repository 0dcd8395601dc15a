import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a PDF check found: a readable PDF with no active content, one that does not parse, or one that acts. */
export type PdfVerdict = 'ok' | 'unreadable' | 'activeContent';

/**
 * Dictionary keys of active content (OWASP: refuse it): scripts (JS, JavaScript name tree), actions run on
 * events (AA), attached and embedded files, rich media and XFA forms.
 */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);
/** Action types that run code, open other files or send data (/S of an action). */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'RichMediaExecute',
  'Rendition',
]);

/** A name as a viewer reads it: `#xx` escapes decoded (`/J#61vaScript` is /JavaScript). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Whether one parsed object holds active content, looking inside its nested dictionaries and arrays. */
function isActive(object: PDFObject | undefined, depth = 0): boolean {
  if (object === undefined || depth > 64) return false;
  if (object instanceof PDFStream) return isActive(object.dict, depth + 1);
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, depth + 1));
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    const name = key.decodeText();
    if (ACTIVE_KEYS.has(name)) return true;
    if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
    // OpenAction may be a destination (open at a page), which is harmless; an action dictionary is not.
    if (name === 'OpenAction' && value instanceof PDFDict) return true;
    if (isActive(value, depth + 1)) return true;
  }
  return false;
}

/** pdf.js's annotation type of a file attachment (AnnotationType.FILEATTACHMENT). */
const FILE_ATTACHMENT_ANNOTATION = 17;

/** Whether an outline entry, or one below it, opens an attached file. */
function outlineOpensAttachment(items: ReadonlyArray<{ attachment?: unknown; items: unknown[] }>): boolean {
  return items.some(
    (item) =>
      item.attachment !== undefined ||
      outlineOpensAttachment(item.items as ReadonlyArray<{ attachment?: unknown; items: unknown[] }>),
  );
}

/**
 * Whether a viewer reading the document finds active content: pdf.js resolves objects through the
 * cross-reference table and object streams as a viewer does (duplicate object numbers, untyped object streams),
 * so its document scripts, opening action, attachments, outline, page scripts and page annotations (file
 * attachments, script actions, links to attached files) are what a reader would run or open.
 */
async function viewerFindsActiveContent(document: PDFDocumentProxy): Promise<boolean> {
  if ((await document.getJSActions()) !== null) return true;
  if ((await document.getOpenAction())?.action) return true;
  const attachments = await document.getAttachments();
  if (attachments && Object.keys(attachments).length > 0) return true;
  if (document.isPureXfa) return true;
  if (outlineOpensAttachment((await document.getOutline()) ?? [])) return true;
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const scripts = await page.getJSActions();
    if (scripts && Object.keys(scripts).length > 0) return true;
    for (const annotation of await page.getAnnotations()) {
      if (annotation.annotationType === FILE_ATTACHMENT_ANNOTATION) return true;
      if (annotation.file !== undefined || annotation.attachment !== undefined) return true;
      if (annotation.actions && Object.keys(annotation.actions).length > 0) return true;
    }
  }
  return false;
}

/** pdf.js's verdict on the bytes: unreadable when it cannot open them (a viewer would show nothing). */
async function viewerVerdict(bytes: Uint8Array): Promise<PdfVerdict> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    return (await viewerFindsActiveContent(document)) ? 'activeContent' : 'ok';
  } catch {
    return 'unreadable';
  } finally {
    await task.destroy();
  }
}

/**
 * The PDF check of an upload: the bytes must parse as a PDF with at least one page (pdf-lib), and nothing in
 * them may be active content. Every object pdf-lib parsed (compressed object streams included) is walked, and
 * the raw bytes are scanned for the same names; then pdf.js reads the document as a viewer does
 * (viewerFindsActiveContent), so an object a viewer reaches through the cross-reference table or an untyped
 * object stream, which pdf-lib replaced or never read, is not missed.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    if (document.getPageCount() < 1) return 'unreadable';
  } catch {
    return 'unreadable';
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (isActive(object)) return 'activeContent';
  }
  if (document.catalog.get(PDFName.of('OpenAction')) instanceof PDFDict) return 'activeContent';
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const match of text.matchAll(/\/([A-Za-z#0-9]+)/g)) {
    const name = decodeName(match[1] ?? '');
    if (ACTIVE_KEYS.has(name) || ACTIVE_ACTIONS.has(name)) return 'activeContent';
  }
  return viewerVerdict(bytes);
}
