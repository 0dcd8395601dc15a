import { ApiError, loginMutationOptions, loginUnifyThirdMutationOptions } from '@harbour/api-client';
import { PlainButton, showWarning } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { homePageOf, startSession } from '../../../shared/session';
import { localeAtom } from '../../../shared/state/atoms';
import './login-page.css';

/** Third-party sign-in providers offered on the login page (spec §2), sent to /login/unify/third. */
export const THIRD_PARTY_PROVIDERS = [
  { id: 'GOOGLE', label: 'Google' },
  { id: 'MICROSOFT', label: 'Microsoft' },
] as const;

export function LoginPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [locale, setLocale] = useAtom(localeAtom);
  const [accepted, setAccepted] = useState(false);
  const accountId = useId();
  const passwordId = useId();
  const acceptId = useId();
  const login = useMutation(loginMutationOptions(queryClient));
  const third = useMutation(loginUnifyThirdMutationOptions(queryClient));

  const enter = (result: Parameters<typeof startSession>[0]) => {
    startSession(result);
    void navigate({ to: homePageOf(result.userInfo.activeRole) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const account = String(data.get('account') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!account || !password) {
      showWarning(t`Please enter your account and password`);
      return;
    }
    login.mutate({ account, password, locale }, { onSuccess: enter });
  };

  const signInWith = (provider: (typeof THIRD_PARTY_PROVIDERS)[number]) => {
    if (!accepted) {
      showWarning(t`Please accept the privacy policy and the terms of use first`);
      return;
    }
    // The page's language goes along: before login the server knows no other.
    third.mutate(
      { provider: provider.id, locale },
      {
        onSuccess: enter,
        onError: (error) => {
          // A server message was already shown; otherwise say plainly that it is not set up.
          if (!(error instanceof ApiError && error.shouldWarn))
            showWarning(t`Sign-in with ${provider.label} is not set up for your school`);
        },
      },
    );
  };

  // Native buttons (PlainButton): this page loads first, and React Aria's press handling would be
  // most of its own weight.
  return (
    <main className="login">
      <div className="login__language">
        <PlainButton
          variant="ghost"
          onClick={() => setLocale(locale === 'hk' ? 'en' : 'hk')}
          aria-label={locale === 'hk' ? 'Switch to English' : '切換至繁體中文'}
          lang={locale === 'hk' ? 'en' : 'zh-Hant-HK'}
        >
          {locale === 'hk' ? 'English' : '繁體中文'}
        </PlainButton>
      </div>
      <form className="login__card" onSubmit={onSubmit} noValidate>
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
        <p className="login__links">
          <Link to="/policy">
            <Trans>Privacy policy</Trans>
          </Link>
          <Link to="/termsofUse">
            <Trans>Terms of use</Trans>
          </Link>
          <Link to="/guide">
            <Trans>Login guide</Trans>
          </Link>
          <Link to="/helpCenter">
            <Trans>Help centre</Trans>
          </Link>
        </p>
        <PlainButton type="submit" disabled={!accepted || login.isPending} aria-label={t`Log in`}>
          <Trans>Log in</Trans>
        </PlainButton>
        <div className="login__third">
          <p className="login__third-title">
            <Trans>Or sign in with</Trans>
          </p>
          {THIRD_PARTY_PROVIDERS.map((provider) => (
            <PlainButton
              key={provider.id}
              variant="secondary"
              disabled={third.isPending}
              onClick={() => signInWith(provider)}
            >
              {provider.label}
            </PlainButton>
          ))}
        </div>
      </form>
    </main>
  );
}
