import { Button } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect } from 'react';
import { imagePreviewAtom } from '../../shared/state/atoms';

/** Spec §2: full-screen image preview of one or more images; Escape or × closes, arrows move. */
export function ImagePreview() {
  const { t } = useLingui();
  const [preview, setPreview] = useAtom(imagePreviewAtom);

  useEffect(() => {
    if (!preview) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPreview(RESET);
      if (event.key === 'ArrowRight' && preview.index < preview.urls.length - 1)
        setPreview({ ...preview, index: preview.index + 1 });
      if (event.key === 'ArrowLeft' && preview.index > 0)
        setPreview({ ...preview, index: preview.index - 1 });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [preview, setPreview]);

  if (!preview || preview.urls.length === 0) return null;
  const { urls, index } = preview;
  const position = index + 1;
  const total = urls.length;
  return (
    <div className="hb-image-preview" role="dialog" aria-modal="true" aria-label={t`Image preview`}>
      <img className="hb-image-preview__image" src={urls[index]} alt={t`${position} of ${total}`} />
      <div className="hb-image-preview__bar">
        <Button
          variant="secondary"
          isDisabled={index === 0}
          onPress={() => setPreview({ urls, index: index - 1 })}
        >{t`Previous`}</Button>
        <span>
          {position} / {total}
        </span>
        <Button
          variant="secondary"
          isDisabled={index === total - 1}
          onPress={() => setPreview({ urls, index: index + 1 })}
        >{t`Next`}</Button>
        <Button onPress={() => setPreview(RESET)} autoFocus>{t`Close`}</Button>
      </div>
    </div>
  );
}
