import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** Renders inside Lingui's provider with the ui catalogs loaded (vitest.setup.ts) and `locale` active. */
export function renderUi(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderOptions & { locale?: string } = {},
) {
  act(() => i18n.activate(locale));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return render(ui, { wrapper, ...options });
}
