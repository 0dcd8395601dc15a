import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Opens a PDF with pdf.js, loaded only when a task sheet is shown (its own chunks, and its worker as a file
 * of the build). Nothing in the PDF runs: no eval, no XFA forms, and pages are only drawn to a canvas, so
 * scripts and actions a PDF may carry are never executed (the browser's own viewer is not used).
 */
export async function loadPdfDocument(url: string): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ url, isEvalSupported: false, enableXfa: false }).promise;
}
