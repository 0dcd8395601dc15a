import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Opens a PDF with pdf.js, loaded only when a PDF is shown (its own chunks). Nothing in the PDF runs: no eval,
 * no XFA forms, and pages are only drawn to a canvas, so scripts and actions a PDF may carry are never executed
 * (the browser's own viewer is not used). `workerUrl` is the pdf.js worker as a file of the app's build (the
 * app's bundler gives its URL: `pdfjs-dist/build/pdf.worker.min.mjs?url` in Vite).
 */
export async function loadPdfDocument(url: string, workerUrl: string): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({ url, isEvalSupported: false, enableXfa: false }).promise;
}
