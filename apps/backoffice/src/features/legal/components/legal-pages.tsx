import { Trans } from '@lingui/react/macro';
import { DocumentPage } from '../../../shared/document-page';

/** /policy: the privacy policy accepted at login. */
export function PrivacyPolicyPage() {
  return (
    <DocumentPage title={<Trans>Privacy policy</Trans>}>
      <p>
        <Trans>
          Harbour keeps the personal data of school staff and students only to run the learning platform for
          the school: accounts, classes, homework, answers, marks and messages.
        </Trans>
      </p>
      <h2>
        <Trans>Who can see the data</Trans>
      </h2>
      <p>
        <Trans>
          Staff see the classes and subjects their role reaches. Data is never sold or given to advertisers.
        </Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          Under the Personal Data (Privacy) Ordinance you may ask your school to see or correct your data.
        </Trans>
      </p>
    </DocumentPage>
  );
}

/** /termsofUse: the terms of use accepted at login. */
export function TermsOfUsePage() {
  return (
    <DocumentPage title={<Trans>Terms of use</Trans>}>
      <p>
        <Trans>
          The platform is provided to schools for teaching. Accounts are personal: keep your password secret
          and log out on shared computers.
        </Trans>
      </p>
      <p>
        <Trans>
          Content published to students must be suitable for them. Questions and reports may not be copied
          outside the school.
        </Trans>
      </p>
    </DocumentPage>
  );
}

/** /protocol: the user agreement. */
export function ProtocolPage() {
  return (
    <DocumentPage title={<Trans>User agreement</Trans>}>
      <p>
        <Trans>
          By logging in you agree to the terms of use and the privacy policy, and to use the platform only for
          the work of your school.
        </Trans>
      </p>
    </DocumentPage>
  );
}

/** /collectInfo: the personal information collection statement. */
export function CollectInfoPage() {
  return (
    <DocumentPage title={<Trans>Personal information collection statement</Trans>}>
      <p>
        <Trans>
          We collect your name, account, school, classes, subjects and, if you give them, your e-mail address
          and phone number, to sign you in, to show your classes and to send you notices.
        </Trans>
      </p>
      <p>
        <Trans>Giving your e-mail address and phone number is voluntary.</Trans>
      </p>
    </DocumentPage>
  );
}

/** /blank: an empty page, used as a neutral target between navigations. */
export function BlankPage() {
  return <main aria-label="blank" />;
}
