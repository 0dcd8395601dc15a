import { modifyPasswordMutationOptions } from '@harbour/api-client';
import { Button, showToast, TextInput } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import {
  type NewPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
} from '../logic/validate-new-password';
import './self-center.css';

/** /home/changePw: old password, new password and its re-entry, with the rules of spec §5 and §8. */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<NewPasswordProblem | 'OLD_REQUIRED' | null>(null);
  const change = useMutation(modifyPasswordMutationOptions());
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;

  const messages: Record<NewPasswordProblem | 'OLD_REQUIRED', string> = {
    OLD_REQUIRED: t`Please enter your old password`,
    REQUIRED: t`Please enter a new password`,
    FORMAT: t`The password must be ${min} to ${max} characters with letters and numbers`,
    SAME_AS_OLD: t`Your new password cannot be your previous password`,
    INCONSISTENT: t`The passwords are inconsistent`,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = oldPassword
      ? validateNewPassword({ oldPassword, newPassword, confirmPassword })
      : 'OLD_REQUIRED';
    setProblem(found);
    if (found) return;
    change.mutate(
      { oldPassword, newPassword, confirmPassword },
      {
        onSuccess: () => {
          showToast(t`Your password has been changed`, 'success');
          void navigate({ to: '/home/selfCenter' });
        },
      },
    );
  };

  const fieldError = (field: 'old' | 'new' | 'confirm') => {
    if (!problem) return undefined;
    if (field === 'old' && problem === 'OLD_REQUIRED') return messages[problem];
    if (field === 'new' && (problem === 'REQUIRED' || problem === 'FORMAT' || problem === 'SAME_AS_OLD'))
      return messages[problem];
    if (field === 'confirm' && problem === 'INCONSISTENT') return messages[problem];
    return undefined;
  };

  return (
    <div className="hb-self">
      <h1>
        <Trans>Change password</Trans>
      </h1>
      <form className="hb-card hb-change-pw" onSubmit={onSubmit} noValidate>
        <TextInput
          label={t`Old password`}
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={setOldPassword}
          errorMessage={fieldError('old')}
        />
        <TextInput
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
          description={t`${min} to ${max} characters with letters and numbers`}
          errorMessage={fieldError('new')}
        />
        <TextInput
          label={t`Re-enter the new password`}
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          errorMessage={fieldError('confirm')}
        />
        <Button type="submit" isDisabled={change.isPending}>
          <Trans>Confirm</Trans>
        </Button>
      </form>
    </div>
  );
}
