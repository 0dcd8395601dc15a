import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { ariaLocaleTag } from '../i18n/locale-tags';
import { type CommonFont, toCommonFont } from './common-font';

/** Colour themes defined in tokens.css; light is the only one the spec shows. */
export type UiTheme = 'light';

export interface ThemeRootProps {
  /** The user's commonFont: large, medium or small (any case; default small). */
  commonFont?: CommonFont | string;
  /** Colour theme; light. */
  theme?: UiTheme;
  /** The app or screen. */
  children: ReactNode;
}

/**
 * Sets the font-size scale and colour theme (CSS variables of tokens.css) for everything inside, and
 * gives React Aria's built-in strings the Lingui locale (hk → Traditional Chinese) instead of the browser's.
 */
export function ThemeRoot({ commonFont, theme = 'light', children }: ThemeRootProps) {
  const { i18n } = useLingui();
  const font = toCommonFont(commonFont);
  return (
    <AriaI18nProvider locale={ariaLocaleTag(i18n.locale)}>
      <div className={`hb-root hb-theme-${theme} hb-font-${font}`} data-common-font={font}>
        {children}
      </div>
    </AriaI18nProvider>
  );
}
