import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../shared/test/render-page';
import { LoginPage, THIRD_PARTY_PROVIDERS } from './login-page';

it('keeps login disabled until the policy and terms are accepted', async () => {
  await renderPage(LoginPage, { locale: 'en' });
  const login = await screen.findByRole('button', { name: 'Log in' });
  expect(login).toBeDisabled();
  await userEvent.click(screen.getByLabelText(/accept the privacy policy/));
  expect(login).toBeEnabled();
});

it('speaks Traditional Chinese by default', async () => {
  await renderPage(LoginPage, { locale: 'hk' });
  expect(await screen.findByRole('button', { name: '登入' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('zh-Hant-HK');
});

it('shows a button for every third-party sign-in provider and links to the policy and terms', async () => {
  await renderPage(LoginPage, { locale: 'en' });
  for (const provider of THIRD_PARTY_PROVIDERS)
    expect(await screen.findByRole('button', { name: provider.label })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/policy');
  expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/termsofUse');
});
