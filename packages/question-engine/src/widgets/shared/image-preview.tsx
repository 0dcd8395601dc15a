import { useEffect, useRef } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';

/** Full-screen picture preview (spec §2 global overlay): Escape, the close button or a click outside close it. */
export function ImagePreview({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useQeT();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="hqe-preview" role="dialog" aria-modal="true" aria-label={t('previewDialog')}>
      <button
        type="button"
        className="hqe-preview__backdrop"
        aria-hidden="true"
        tabIndex={-1}
        onClick={onClose}
      />
      <img className="hqe-preview__image" src={src} alt={alt} />
      <button ref={closeRef} type="button" className="hqe-button hqe-preview__close" onClick={onClose}>
        {t('closePreview')}
      </button>
    </div>
  );
}
