import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../../app/i18n';
import { LoginPage } from './login-page';

function renderIn(locale: 'hk' | 'en') {
  activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <LoginPage />
    </I18nProvider>,
  );
}

it('keeps login disabled until the policy and terms are accepted', async () => {
  renderIn('en');
  const login = screen.getByRole('button', { name: 'Log in' });
  expect(login).toBeDisabled();
  await userEvent.click(screen.getByLabelText(/accept the privacy policy/));
  expect(login).toBeEnabled();
});

it('speaks Traditional Chinese by default', () => {
  renderIn('hk');
  expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('zh-Hant-HK');
});
