import { ApiError, keepStudentSession, studentLoginMutationOptions } from '@harbour/api-client';
import { PlainButton } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { keepStudentToken } from '../app/session';
import { LanguageSwitch } from '../components/language-switch';

/** The student's login: account and password, in hk or en. */
export function LoginPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accountId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const login = useMutation(studentLoginMutationOptions(queryClient));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const account = String(data.get('account') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!account || !password) {
      setProblem(t`Please enter your account and password`);
      return;
    }
    setProblem(null);
    login.mutate(
      { account, password },
      {
        onSuccess: (result) => {
          queryClient.clear();
          keepStudentToken(result.accessToken);
          keepStudentSession(queryClient, { student: result.student, simulatedBy: result.simulatedBy });
          void navigate({ to: '/home' });
        },
        onError: (error) =>
          setProblem(error instanceof ApiError && error.message ? error.message : t`Internal server error`),
      },
    );
  };

  return (
    <main className="st-login">
      <div className="st-login__language">
        <LanguageSwitch />
      </div>
      <form
        className="st-card st-login__card"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={problem ? errorId : undefined}
      >
        <h1>
          <Trans>Harbour student homework</Trans>
        </h1>
        <label htmlFor={accountId}>
          <Trans>Account</Trans>
        </label>
        <input id={accountId} name="account" autoComplete="username" required />
        <label htmlFor={passwordId}>
          <Trans>Password</Trans>
        </label>
        <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
        {problem ? (
          <p id={errorId} className="st-error" role="alert">
            {problem}
          </p>
        ) : null}
        <PlainButton type="submit" disabled={login.isPending}>
          <Trans>Log in</Trans>
        </PlainButton>
      </form>
    </main>
  );
}
