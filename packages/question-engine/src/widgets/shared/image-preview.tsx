import { useRef } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { useModalFocus } from './focus-trap';
import { safeUrl } from './sanitize';

/** Full-screen picture preview (spec §2 global overlay): Escape, the close button or a click outside close it. */
export function ImagePreview({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useQeT();
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalFocus(dialog, closeRef, onClose);
  return (
    <div ref={dialog} className="hqe-preview" role="dialog" aria-modal="true" aria-label={t('previewDialog')}>
      <button
        type="button"
        className="hqe-preview__backdrop"
        aria-hidden="true"
        tabIndex={-1}
        onClick={onClose}
      />
      <img className="hqe-preview__image" src={safeUrl(src)} alt={alt} />
      <button ref={closeRef} type="button" className="hqe-button hqe-preview__close" onClick={onClose}>
        {t('closePreview')}
      </button>
    </div>
  );
}
