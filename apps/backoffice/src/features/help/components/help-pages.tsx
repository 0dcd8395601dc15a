import { Trans } from '@lingui/react/macro';
import { DocumentPage } from '../../../shared/document-page';

/** /helpCenter: answers to the questions teachers ask most. */
export function HelpCenterPage() {
  return (
    <DocumentPage title={<Trans>Help centre</Trans>}>
      <h2>
        <Trans>I forgot my password</Trans>
      </h2>
      <p>
        <Trans>Ask your school's administrator to reset it, then change it in the personal centre.</Trans>
      </p>
      <h2>
        <Trans>The page looks cut off</Trans>
      </h2>
      <p>
        <Trans>Use Chrome on a computer and make the window wider than it is tall.</Trans>
      </p>
      <h2>
        <Trans>I cannot see a class</Trans>
      </h2>
      <p>
        <Trans>Check the role you act in at the top of the page: each role reaches different classes.</Trans>
      </p>
    </DocumentPage>
  );
}

/** /guide: how to log in. */
export function LoginGuidePage() {
  return (
    <DocumentPage title={<Trans>Login guide</Trans>}>
      <ol>
        <li>
          <Trans>Open the platform in Chrome on a Windows or Mac computer.</Trans>
        </li>
        <li>
          <Trans>Enter the account and password your school gave you.</Trans>
        </li>
        <li>
          <Trans>Read and accept the privacy policy and the terms of use, then press Log in.</Trans>
        </li>
        <li>
          <Trans>If you hold several roles, choose the one to act in at the top of the page.</Trans>
        </li>
      </ol>
    </DocumentPage>
  );
}
