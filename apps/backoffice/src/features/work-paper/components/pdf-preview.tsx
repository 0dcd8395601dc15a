import { Trans } from '@lingui/react/macro';
import '../../../locales/course-load';

/** A PDF shown in the page (the browser's viewer), with a link to open it alone. */
export function PdfPreview({ url, title }: { url: string; title: string }) {
  return (
    <div className="hb-wp__pdf">
      <iframe className="hb-wp__frame" src={url} title={title} />
      <a className="hb-wp__link" href={url} target="_blank" rel="noreferrer">
        <Trans>Open the PDF in a new tab</Trans>
      </a>
    </div>
  );
}
