import { useLingui } from '@lingui/react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { uiText } from '../i18n/messages';
import { loadPdfDocument } from './pdf-document';
import { nextPdfZoom, pageAfterKey, pdfRegionLabel, signedUrlFile } from './pdf-pages';

export interface PdfViewerProps {
  /** The PDF's (signed) URL. */
  url: string;
  /** Its name, for the region's label and the download link. */
  title: string;
  /** The pdf.js worker as a file of the app's build (see loadPdfDocument). */
  workerUrl: string;
}

/**
 * The width inside an element's padding, in whole px, followed as it changes (a phone turned, a window
 * resized), so the page is drawn again to fit it. 0 until measured.
 */
function useContentWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      setWidth(Math.floor(element.clientWidth - (Number.isNaN(padding) ? 0 : padding)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A PDF drawn page by page with pdf.js (scripting off), never in the browser's PDF viewer, so nothing in the
 * file runs. Pages turn with the buttons or the arrow keys, Page Up/Down, Home and End; zoom in and out with
 * the buttons; each page fits the viewer's width and is drawn again when that changes; a screen reader gets each page's text, and everyone a link to download the file.
 */
export function PdfViewer({ url, title, workerUrl }: PdfViewerProps) {
  const { i18n } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const latestUrl = useRef(url);
  latestUrl.current = url;
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [pageText, setPageText] = useState('');
  const viewerRef = useRef<HTMLElement>(null);
  const fitWidth = useContentWidth(viewerRef);
  const file = signedUrlFile(url);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the file, the latest signature reads it
  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    setDocument(null);
    setFailed(false);
    setPage(1);
    // Keyed on the file, not its signature: a refetch's new signature does not reload the document.
    loadPdfDocument(latestUrl.current, workerUrl).then(
      (loaded) => {
        opened = loaded;
        if (cancelled) void loaded.destroy();
        else setDocument(loaded);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [file, workerUrl]);

  useEffect(() => {
    if (!document || fitWidth <= 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    const draw = async () => {
      const current = await document.getPage(page);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const ratio = window.devicePixelRatio || 1;
      const fit = fitWidth / current.getViewport({ scale: 1 }).width;
      const viewport = current.getViewport({ scale: fit * zoom * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      task = current.render({ canvas, viewport });
      await task.promise;
      const text = await current.getTextContent();
      if (!cancelled) setPageText(text.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    };
    draw().catch((error: unknown) => {
      // A render cancelled by the next page is not a failure.
      if (!cancelled && (error as { name?: string })?.name !== 'RenderingCancelledException') setFailed(true);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, page, zoom, fitWidth]);

  const count = document?.numPages ?? 0;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = pageAfterKey(event.key, page, count);
    if (next === null) return;
    event.preventDefault();
    setPage(next);
  };
  const zoomOut = nextPdfZoom(zoom, -1);
  const zoomIn = nextPdfZoom(zoom, 1);

  return (
    <div className="hb-pdf">
      {count > 0 && (
        <div className="hb-pdf__bar">
          <button type="button" className="hb-button" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            {i18n._(uiText.pdfPrevious)}
          </button>
          <span aria-live="polite" data-testid="pdf-page">
            {i18n._({ ...uiText.pdfPage, values: { page, count } })}
          </span>
          <button
            type="button"
            className="hb-button"
            onClick={() => setPage(page + 1)}
            disabled={page >= count}
          >
            {i18n._(uiText.pdfNext)}
          </button>
          <span className="hb-pdf__zoom">
            <button
              type="button"
              className="hb-button"
              onClick={() => setZoom(zoomOut)}
              disabled={zoomOut === zoom}
            >
              {i18n._(uiText.pdfZoomOut)}
            </button>
            <span aria-live="polite">
              {i18n._({ ...uiText.pdfZoom, values: { percent: Math.round(zoom * 100) } })}
            </span>
            <button
              type="button"
              className="hb-button"
              onClick={() => setZoom(zoomIn)}
              disabled={zoomIn === zoom}
            >
              {i18n._(uiText.pdfZoomIn)}
            </button>
          </span>
        </div>
      )}
      <section
        ref={viewerRef}
        className="hb-pdf__viewer"
        aria-label={i18n._(pdfRegionLabel(title, page, count))}
        aria-busy={!document && !failed}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the keys that turn its pages (WCAG 2.1.1)
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {failed ? (
          <p role="alert">{i18n._(uiText.pdfFailed)}</p>
        ) : document ? null : (
          <p>{i18n._(uiText.pdfLoading)}</p>
        )}
        <canvas ref={canvasRef} className="hb-pdf__canvas" hidden={!document || failed} />
        <div className="hb-visually-hidden">{pageText}</div>
      </section>
      <a className="hb-pdf__link" href={url} download={title}>
        {i18n._({ ...uiText.pdfDownload, values: { title } })}
      </a>
    </div>
  );
}
