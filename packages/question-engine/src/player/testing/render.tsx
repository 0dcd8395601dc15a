import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { questionEngineMessages } from '../../i18n/catalogs';

/** Renders inside Lingui with the engine's catalogs, in English unless told otherwise. */
export function renderWithI18n(ui: ReactElement, locale: 'hk' | 'en' = 'en') {
  const i18n = setupI18n({ locale, messages: questionEngineMessages });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
