import { COMMON_FONT_SIZES } from '@harbour/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { isLocale, switchLocale } from '../shared/i18n';
import { commonFontAtom, desktopPromptAtom, localeAtom } from '../shared/state/atoms';
import { appStore } from '../shared/state/store';
import { loadOverlays } from './overlays/overlays';
import { needsDesktopPrompt } from './shell/logic/needs-desktop-prompt';

/** Applies the stored font size to the page root (spec §3: large, medium, small). */
export function applyCommonFont(font: keyof typeof COMMON_FONT_SIZES): void {
  const root = document.documentElement;
  root.dataset.commonFont = font;
  root.style.setProperty('--hb-font-size', `${COMMON_FONT_SIZES[font] ?? COMMON_FONT_SIZES.small}px`);
  root.style.fontSize = `${COMMON_FONT_SIZES[font] ?? COMMON_FONT_SIZES.small}px`;
}

/**
 * Opens the PC-browser prompt at start on a phone, a tablet or a browser other than Chrome (spec §2), before
 * the first render: it is what such a screen shows first, so its overlay starts loading at once and paints
 * with the page (Lighthouse's largest paint on a phone).
 */
export function openDesktopPromptAtStart(userAgent: string): void {
  if (!needsDesktopPrompt(userAgent)) return;
  appStore.set(desktopPromptAtom, { feature: null });
  void loadOverlays();
}

/** Keeps Lingui and the page's font size in step with the stored locale and commonFont. */
export function ShellEffects() {
  const locale = useAtomValue(localeAtom);
  const font = useAtomValue(commonFontAtom);
  useEffect(() => {
    void switchLocale(isLocale(locale) ? locale : 'hk');
  }, [locale]);
  useEffect(() => {
    applyCommonFont(font);
  }, [font]);
  return null;
}
