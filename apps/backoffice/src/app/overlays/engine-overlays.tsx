import { DOWNLOAD_LINKS } from '@harbour/domain';
import { DevicePrompt, ImagePreview, VerticalWindowPrompt } from '@harbour/question-engine/overlays';
import '@harbour/question-engine/overlays.css';
import { useAtom, useAtomValue } from 'jotai';
import { RESET } from 'jotai/utils';
import { lazy, Suspense } from 'react';
import { desktopPromptAtom, imagePreviewAtom, tryQuestionAtom } from '../../shared/state/atoms';

// The question engine loads only when the try-a-question popup first opens.
const TryQuestion = lazy(() => import('./try-question').then((m) => ({ default: m.TryQuestion })));

/** The app-wide overlays of spec §2: the engine's own, driven by the app's state. */
export function EngineOverlays() {
  const [desktop, setDesktop] = useAtom(desktopPromptAtom);
  const [image, setImage] = useAtom(imagePreviewAtom);
  const question = useAtomValue(tryQuestionAtom);
  return (
    <>
      <VerticalWindowPrompt />
      {desktop ? (
        <DevicePrompt
          links={DOWNLOAD_LINKS}
          feature={desktop.feature ?? undefined}
          onClose={() => setDesktop(RESET)}
        />
      ) : null}
      {image && image.urls.length > 0 ? (
        <ImagePreview
          images={image.urls.map((src) => ({ src }))}
          index={image.index}
          onIndexChange={(index) => setImage({ ...image, index })}
          onClose={() => setImage(RESET)}
        />
      ) : null}
      <Suspense fallback={null}>{question ? <TryQuestion /> : null}</Suspense>
    </>
  );
}
