import { isVerticalWindow, ORIENTATION_CHECK_DELAY_MS } from '@harbour/question-engine/core';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import './overlays.css';

/** Spec §2: '請調整瀏覽器大小，以達至最佳效果。' while the window is vertical, checked 500 ms after a resize. */
export function VerticalWindowPrompt() {
  const [vertical, setVertical] = useState(() => isVerticalWindow(window.innerWidth, window.innerHeight));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setVertical(isVerticalWindow(window.innerWidth, window.innerHeight)),
        ORIENTATION_CHECK_DELAY_MS,
      );
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  if (!vertical) return null;
  return (
    <div className="hb-vertical-prompt" role="alert">
      <Trans>Please resize your browser for the best experience.</Trans>
    </div>
  );
}
