import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { desktopPromptAtom, imagePreviewAtom, tryQuestionAtom } from '../../shared/state/atoms';
import { VerticalWindowPrompt } from './vertical-window-prompt';

// Each overlay's code (modal, image viewer, question engine) loads only when it first opens.
const DesktopPrompt = lazy(() => import('./desktop-prompt').then((m) => ({ default: m.DesktopPrompt })));
const ImagePreview = lazy(() => import('./image-preview').then((m) => ({ default: m.ImagePreview })));
const TryQuestion = lazy(() => import('./try-question').then((m) => ({ default: m.TryQuestion })));

/** The app-wide overlays of spec §2. */
export function Overlays() {
  const desktop = useAtomValue(desktopPromptAtom);
  const image = useAtomValue(imagePreviewAtom);
  const question = useAtomValue(tryQuestionAtom);
  return (
    <>
      <VerticalWindowPrompt />
      <Suspense fallback={null}>
        {desktop ? <DesktopPrompt /> : null}
        {image ? <ImagePreview /> : null}
        {question ? <TryQuestion /> : null}
      </Suspense>
    </>
  );
}
