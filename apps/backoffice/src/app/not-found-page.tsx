import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { hasSchoolToken } from '../shared/state/storage';

/** A path no page answers: said in the page's language, inside the shell when signed in. */
export function NotFoundPage() {
  return (
    <div className="hb-route-error hb-card" role="alert">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The address may be mistyped, or the page has moved.</Trans>
      </p>
      {hasSchoolToken() ? (
        <Link className="hb-button hb-button--primary" to="/home/dashboard">
          <Trans>Back to the dashboard</Trans>
        </Link>
      ) : (
        <Link className="hb-button hb-button--primary" to="/">
          <Trans>Back to the login page</Trans>
        </Link>
      )}
    </div>
  );
}
