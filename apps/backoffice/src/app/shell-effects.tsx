import { COMMON_FONT_SIZES } from '@harbour/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isLocale, switchLocale } from '../shared/i18n';
import { commonFontAtom, desktopPromptAtom, localeAtom } from '../shared/state/atoms';
import { needsDesktopPrompt } from './shell/logic/needs-desktop-prompt';

/** Applies the stored font size to the page root (spec §3: large, medium, small). */
export function applyCommonFont(font: keyof typeof COMMON_FONT_SIZES): void {
  const root = document.documentElement;
  root.dataset.commonFont = font;
  root.style.setProperty('--hb-font-size', `${COMMON_FONT_SIZES[font] ?? COMMON_FONT_SIZES.small}px`);
  root.style.fontSize = `${COMMON_FONT_SIZES[font] ?? COMMON_FONT_SIZES.small}px`;
}

/**
 * Keeps Lingui and the page's font size in step with the stored locale and commonFont, and opens
 * the PC-browser prompt once at start on a phone, a tablet or a browser other than Chrome.
 */
export function ShellEffects() {
  const locale = useAtomValue(localeAtom);
  const font = useAtomValue(commonFontAtom);
  const setDesktopPrompt = useSetAtom(desktopPromptAtom);
  useEffect(() => {
    if (needsDesktopPrompt(navigator.userAgent)) setDesktopPrompt({ feature: null });
  }, [setDesktopPrompt]);
  useEffect(() => {
    void switchLocale(isLocale(locale) ? locale : 'hk');
  }, [locale]);
  useEffect(() => {
    applyCommonFont(font);
  }, [font]);
  return null;
}
