import { Button } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import './login-page.css';

export function LoginPage() {
  const { t } = useLingui();
  const [accepted, setAccepted] = useState(false);
  const accountId = useId();
  const passwordId = useId();
  const acceptId = useId();
  return (
    <main className="login">
      <form className="login__card" onSubmit={(event) => event.preventDefault()}>
        <h1>
          <Trans>Harbour teacher back-office</Trans>
        </h1>
        <label htmlFor={accountId}>
          <Trans>Account</Trans>
        </label>
        <input id={accountId} name="account" autoComplete="username" required />
        <label htmlFor={passwordId}>
          <Trans>Password</Trans>
        </label>
        <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
        <div className="login__accept">
          <input
            id={acceptId}
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          <label htmlFor={acceptId}>
            <Trans>I have read and accept the privacy policy and the terms of use</Trans>
          </label>
        </div>
        <Button type="submit" isDisabled={!accepted} aria-label={t`Log in`}>
          <Trans>Log in</Trans>
        </Button>
      </form>
    </main>
  );
}
