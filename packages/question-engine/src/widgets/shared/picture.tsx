import { useState } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { ImagePreview } from '../../overlays/image-preview';
import { safeUrl } from './sanitize';

/** A picture that opens the full-screen preview when pressed. */
export function Picture({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const t = useQeT();
  const [open, setOpen] = useState(false);
  const url = safeUrl(src);
  return (
    <>
      <button
        type="button"
        className={`hqe-picture ${className ?? ''}`}
        onClick={() => setOpen(true)}
        aria-label={`${alt}. ${t('openPreview')}`}
      >
        <img src={url} alt="" />
      </button>
      {open && url && <ImagePreview images={[{ src: url, alt }]} index={0} onClose={() => setOpen(false)} />}
    </>
  );
}
