import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useContext } from 'react';
import { PageBeforeContext } from './route-error';

/**
 * A record the link names that is gone or outside the user's scope (a stale link to a course or a task
 * sheet): said on its page, with a way back to the page before it.
 */
export function MissingRecord() {
  const before = useContext(PageBeforeContext);
  return (
    <div className="hb-route-error hb-card" role="alert">
      <h1>
        <Trans>This record cannot be found</Trans>
      </h1>
      <p>
        <Trans>It may have been deleted, or it is not within your classes and subjects.</Trans>
      </p>
      {before ? (
        <Link className="hb-button hb-button--primary" to={before.path} search={before.search}>
          <Trans>Back to {before.label}</Trans>
        </Link>
      ) : (
        <Link className="hb-button hb-button--primary" to="/home/dashboard">
          <Trans>Back to the dashboard</Trans>
        </Link>
      )}
    </div>
  );
}
