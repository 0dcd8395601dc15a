export { loadPdfDocument } from './pdf-document';
export { nextPdfZoom, PDF_ZOOM_STEPS, pageAfterKey, signedUrlFile } from './pdf-pages';
export { PdfViewer, type PdfViewerProps } from './pdf-viewer';
