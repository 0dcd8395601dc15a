import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../shared/test/render-page';
import { ChangePasswordPage } from './change-password-page';

async function fillAndSubmit(oldPassword: string, newPassword: string, again: string) {
  if (oldPassword) await userEvent.type(screen.getByLabelText('Old password'), oldPassword);
  if (newPassword) await userEvent.type(screen.getByLabelText('New password'), newPassword);
  if (again) await userEvent.type(screen.getByLabelText('Re-enter the new password'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

it('asks for the old password first', async () => {
  await renderPage(ChangePasswordPage, { locale: 'en' });
  await fillAndSubmit('', 'harbour99', 'harbour99');
  expect(await screen.findByText('Please enter your old password')).toBeInTheDocument();
});

it('refuses a password without numbers', async () => {
  await renderPage(ChangePasswordPage, { locale: 'en' });
  await fillAndSubmit('demo1234', 'harbourhk', 'harbourhk');
  expect(
    await screen.findByText('The password must be 6 to 30 characters with letters and numbers'),
  ).toBeInTheDocument();
});

it('refuses the previous password and a re-entry that differs, in Chinese', async () => {
  await renderPage(ChangePasswordPage, { locale: 'hk' });
  await userEvent.type(screen.getByLabelText('舊密碼'), 'demo1234');
  await userEvent.type(screen.getByLabelText('新密碼'), 'demo1234');
  await userEvent.type(screen.getByLabelText('再次輸入新密碼'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: '確認' }));
  expect(await screen.findByText('新密碼不能與舊密碼相同')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('新密碼'));
  await userEvent.type(screen.getByLabelText('新密碼'), 'harbour99');
  await userEvent.click(screen.getByRole('button', { name: '確認' }));
  expect(await screen.findByText('兩次輸入的密碼不一致')).toBeInTheDocument();
});
