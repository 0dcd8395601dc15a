import { Trans, useLingui } from '@lingui/react/macro';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { loadPdfDocument } from '../logic/pdf-document';
import { pageAfterKey, signedUrlFile } from '../logic/pdf-pages';

/**
 * A task sheet's PDF drawn page by page with pdf.js (scripting off), never in the browser's PDF viewer, so
 * nothing in the file runs. The pages turn with the buttons or the arrow keys; a screen reader gets each
 * page's text, and everyone a link to download the file.
 */
export function PdfPreview({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const latestUrl = useRef(url);
  latestUrl.current = url;
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [pageText, setPageText] = useState('');
  const file = signedUrlFile(url);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the file, the latest signature reads it
  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    setDocument(null);
    setFailed(false);
    setPage(1);
    // Keyed on the file, not its signature: a refetch's new signature does not reload the document.
    loadPdfDocument(latestUrl.current).then(
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
  }, [file]);

  useEffect(() => {
    if (!document) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    const draw = async () => {
      const current = await document.getPage(page);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const width = canvas.parentElement?.clientWidth || 800;
      const ratio = window.devicePixelRatio || 1;
      const viewport = current.getViewport({
        scale: (width / current.getViewport({ scale: 1 }).width) * ratio,
      });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
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
  }, [document, page]);

  const count = document?.numPages ?? 0;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = pageAfterKey(event.key, page, count);
    if (next === null) return;
    event.preventDefault();
    setPage(next);
  };

  return (
    <div className="hb-wp__pdf">
      <section
        className="hb-wp__viewer"
        aria-label={count > 0 ? t`PDF ${title}, page ${page} of ${count}` : t`PDF ${title}`}
        aria-busy={!document && !failed}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the keys that turn its pages (WCAG 2.1.1)
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {failed ? (
          <p role="alert">
            <Trans>The PDF cannot be shown here. Download it with the link below.</Trans>
          </p>
        ) : document ? null : (
          <p>
            <Trans>Loading the PDF…</Trans>
          </p>
        )}
        <canvas ref={canvasRef} className="hb-wp__canvas" hidden={!document || failed} />
        <div className="hb-visually-hidden">{pageText}</div>
      </section>
      {count > 0 && (
        <div className="hb-wp__pager">
          <button type="button" className="hb-button" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            <Trans>Previous page</Trans>
          </button>
          <span aria-live="polite">
            <Trans>
              Page {page} of {count}
            </Trans>
          </span>
          <button
            type="button"
            className="hb-button"
            onClick={() => setPage(page + 1)}
            disabled={page >= count}
          >
            <Trans>Next page</Trans>
          </button>
        </div>
      )}
      <a className="hb-wp__link" href={url} download={title}>
        <Trans>Download the PDF ({title})</Trans>
      </a>
    </div>
  );
}
