import { useEffect, useRef } from 'react';
import { useModalFocus } from '../widgets/shared/focus-trap';
import { useOverlayT } from './use-overlay-t';

/** One picture of the preview. */
export interface PreviewImage {
  /** Its address, shown as given: pass an address you trust (the engine passes sanitised ones). */
  src: string;
  /** What it shows; 'Picture 2 of 3' when empty. */
  alt?: string;
}

/** Props of {@link ImagePreview}. */
export interface ImagePreviewProps {
  /** The pictures, in order. */
  images: readonly PreviewImage[];
  /** The one shown. */
  index: number;
  /** Asked to show another picture (the arrow keys and the Previous and Next buttons). */
  onIndexChange?: (index: number) => void;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
}

/**
 * Spec §2: the full-screen preview of one or more pictures. Escape, × or a click outside closes;
 * the left and right arrow keys and the Previous and Next buttons move between pictures.
 */
export function ImagePreview({ images, index, onIndexChange, onClose }: ImagePreviewProps) {
  const t = useOverlayT();
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalFocus(dialog, closeRef, onClose);
  const total = images.length;
  const position = Math.min(Math.max(index, 0), total - 1);
  const move = (to: number) => {
    if (to >= 0 && to < total && to !== position) onIndexChange?.(to);
  };
  const moveRef = useRef(move);
  moveRef.current = move;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') moveRef.current(position - 1);
      if (event.key === 'ArrowRight') moveRef.current(position + 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [position]);
  const image = images[position];
  if (!image) return null;
  const counter = t('pictureOf', { position: position + 1, total });
  return (
    <div ref={dialog} className="hqe-preview" role="dialog" aria-modal="true" aria-label={t('previewDialog')}>
      <button
        type="button"
        className="hqe-preview__backdrop"
        aria-hidden="true"
        tabIndex={-1}
        onClick={onClose}
      />
      <img className="hqe-preview__image" src={image.src} alt={image.alt || counter} />
      <div className="hqe-preview__bar">
        {total > 1 && (
          <>
            <button
              type="button"
              className="hqe-overlay-button"
              disabled={position === 0}
              onClick={() => move(position - 1)}
            >
              {t('previousPicture')}
            </button>
            <span aria-live="polite">{counter}</span>
            <button
              type="button"
              className="hqe-overlay-button"
              disabled={position === total - 1}
              onClick={() => move(position + 1)}
            >
              {t('nextPicture')}
            </button>
          </>
        )}
        <button
          ref={closeRef}
          type="button"
          className="hqe-overlay-button hqe-overlay-button--primary"
          onClick={onClose}
        >
          {t('closePreview')}
        </button>
      </div>
    </div>
  );
}
