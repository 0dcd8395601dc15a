import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { activateLocale, i18n } from '../i18n';
import { ProcessTypeIcon } from './process-type-icon';

it('names what the homework is in words, never its code, in each language', () => {
  activateLocale('en');
  const { rerender } = render(
    <I18nProvider i18n={i18n}>
      <ProcessTypeIcon processType="3a" />
    </I18nProvider>,
  );
  expect(screen.getByRole('img', { name: 'Diagnostic test' })).toHaveAttribute('data-process-type', '3a');
  expect(screen.getByRole('img').textContent).not.toContain('3a');
  act(() => activateLocale('hk'));
  rerender(
    <I18nProvider i18n={i18n}>
      <ProcessTypeIcon processType="13" />
    </I18nProvider>,
  );
  expect(screen.getByRole('img', { name: '工作紙' })).toBeInTheDocument();
});
