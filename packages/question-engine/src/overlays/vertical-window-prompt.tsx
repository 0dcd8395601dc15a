import { useCallback, useEffect, useRef, useState } from 'react';
import { useOverlayT } from './use-overlay-t';
import { isVerticalWindow, ORIENTATION_CHECK_DELAY_MS } from './vertical-window';

/** Session-storage key that remembers, for the browser tab, that the prompt was hidden. */
export const VERTICAL_PROMPT_DISMISSED_KEY = 'hqe.verticalPromptDismissed';

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(VERTICAL_PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * CSS variable on the root element holding the bar's height while it shows (0px otherwise): a host reserves
 * that much room at the foot of its page, so the bar never covers the page's last controls (hand-in).
 */
export const VERTICAL_PROMPT_HEIGHT_VAR = '--hqe-vertical-prompt-height';

/**
 * Spec §2: '請調整瀏覽器大小，以達至最佳效果。' while the window is vertical (width <= height + 60),
 * checked when it mounts (again as it starts listening) and 500 ms after each resize. A bar along the bottom of the window, never over the page: a window
 * snapped to half a wide screen counts as vertical yet is usable, so the prompt can be hidden for the
 * rest of the session (its button, or Escape when nothing else takes it).
 */
export function VerticalWindowPrompt() {
  const t = useOverlayT();
  const [vertical, setVertical] = useState(() => isVerticalWindow(window.innerWidth, window.innerHeight));
  const [dismissed, setDismissed] = useState(dismissedThisSession);
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
    // A resize between the first render and this subscription has no event left to catch: look again now.
    setVertical(isVerticalWindow(window.innerWidth, window.innerHeight));
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  const shown = vertical && !dismissed;
  const dismiss = useCallback(() => {
    try {
      window.sessionStorage.setItem(VERTICAL_PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Storage refused (private mode): hidden until the next load.
    }
    setDismissed(true);
  }, []);
  useEffect(() => {
    if (!shown) return;
    // A dialog that handles Escape stops it before it reaches the window.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, dismiss]);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    const element = bar.current;
    if (!shown || !element) return;
    const measure = () => root.setProperty(VERTICAL_PROMPT_HEIGHT_VAR, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.setProperty(VERTICAL_PROMPT_HEIGHT_VAR, '0px');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={bar} className="hqe-vertical-prompt" role="status">
      <span>{t('verticalWindow')}</span>
      <button type="button" className="hqe-overlay-button" onClick={dismiss}>
        {t('dismissVertical')}
      </button>
    </div>
  );
}
