import { ApiError } from '@harbour/api-client';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Shown while a page waits for its data or code (after 300 ms). */
export function PagePending() {
  return (
    <p className="st-pending" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/** A page that failed: the server's reason when it gave one, and the way back to the homework list. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof ApiError && error.message ? error.message : null;
  return (
    <main className="st-page">
      <div className="st-card" role="alert">
        <h1>
          <Trans>This page could not be opened</Trans>
        </h1>
        {message ? <p>{message}</p> : null}
        <p>
          <Link to="/home">
            <Trans>Back to my homework</Trans>
          </Link>
        </p>
      </div>
    </main>
  );
}
