import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { chunkLoadWatch } from './chunk-report';
import { isChunkLoadError } from './shell/logic/chunk-load-watch';
import './route-error.css';

/** A page that failed to load or render: say so and offer a reload (a new chunk may be deployed). */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => {
    // A route's own chunk failing reaches here rather than Vite's preload event.
    if (isChunkLoadError(error)) chunkLoadWatch.fail(error.message);
  }, [error]);
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
