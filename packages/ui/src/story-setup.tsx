// Shared by the stories only (not part of the package build).
import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { uiMessages } from './i18n/catalogs';
import { ConfirmHost } from './modal/confirm';
import { type CommonFont, DEFAULT_COMMON_FONT } from './theme/common-font';
import { ThemeRoot } from './theme/theme-root';
import { ToastHost } from './toast/toast';
import './tokens.css';
import './widgets.css';

// The root Storybook's i18n carries the app's catalogs; the widgets' catalogs are added to it.
i18n.load(uiMessages);

/** Wraps a story as the app does: theme, font scale, and the confirm and toast hosts. */
export function UiFrame({
  children,
  commonFont = DEFAULT_COMMON_FONT,
}: {
  children: ReactNode;
  commonFont?: CommonFont;
}) {
  return (
    <ThemeRoot commonFont={commonFont}>
      <main>{children}</main>
      <ConfirmHost />
      <ToastHost />
    </ThemeRoot>
  );
}

/** Storybook decorator form of UiFrame. */
export const withUi = (Story: () => ReactNode) => (
  <UiFrame>
    <Story />
  </UiFrame>
);

/**
 * A URL of `seconds` of silent 8 kHz mono WAV, so that the video player stories and browser tests
 * play real media without a video file in the repository.
 */
export function silentWavUrl(seconds: number): string {
  const rate = 8000;
  const samples = rate * seconds;
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  new Uint8Array(buffer, 44).fill(128);
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
}

/** A landscape "photo of an essay" drawn as an SVG data URL (stories load nothing from the network). */
export const essayPhotoUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#fdfcf7"/>${Array.from(
    { length: 11 },
    (_, i) =>
      `<line x1="40" x2="760" y1="${80 + i * 45}" y2="${80 + i * 45}" stroke="#93c5fd"/><rect x="${60 + ((i * 37) % 80)}" y="${56 + i * 45}" width="${420 + ((i * 71) % 240)}" height="14" rx="4" fill="#374151" opacity="0.55"/>`,
  ).join('')}</svg>`,
)}`;
