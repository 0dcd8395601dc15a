import { lazy } from 'react';

/**
 * The shared PDF viewer of `@harbour/ui` (pdf.js, scripting off) with this app's build of the pdf.js
 * worker, both loaded only when a PDF is shown: a task sheet's preview, a hand-in on the scoring page.
 */
export const PdfViewer = lazy(async () => {
  const [{ PdfViewer: Viewer }, worker] = await Promise.all([
    import('@harbour/ui/pdf-viewer'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  return {
    default: (props: { url: string; title: string }) => <Viewer {...props} workerUrl={worker.default} />,
  };
});
