import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** A page that failed to load or render: say so and offer a reload (a new chunk may be deployed). */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <main className="hb-route-error">
      <h1>
        <Trans>This page could not be shown</Trans>
      </h1>
      <p>{error instanceof Error ? error.message : null}</p>
      <button type="button" className="hb-button hb-button--primary" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </button>
    </main>
  );
}
