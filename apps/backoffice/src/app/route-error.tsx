import { ApiError, HTTP_MISSING_RECORD } from '@harbour/api-client';
import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { createContext, lazy, Suspense, useEffect } from 'react';
import { chunkLoadWatch } from './chunk-report';
import { isChunkLoadError } from './shell/logic/chunk-load-watch';
import type { PagePath } from './shell/logic/page-trail';
import './route-error.css';

/** The page before the one in view, named, as the shell's breadcrumb has it: a failed page's way back. */
export interface PageBefore {
  path: PagePath;
  search: Record<string, unknown>;
  label: string;
}
/** Given by the /home shell; null on a menu entry's own page and outside /home. */
export const PageBeforeContext = createContext<PageBefore | null>(null);

// Rare pages, loaded when shown (the server answered, so a chunk can be fetched): not in every route's
// code. Their texts are in the app's catalog, loaded on every page, since any page may fail this way.
const MissingRecord = lazy(() => import('./missing-record').then((m) => ({ default: m.MissingRecord })));
const LazyNotFound = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * A page that failed to load or render. A record the link names that is gone or outside the user's scope
 * (a stale link to a course or a task sheet) is said on the page, with a way back; anything else offers
 * a reload (a new chunk may be deployed).
 */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => {
    // A route's own chunk failing reaches here rather than Vite's preload event.
    if (isChunkLoadError(error)) chunkLoadWatch.fail(error.message);
  }, [error]);
  if (error instanceof ApiError && error.status !== null && HTTP_MISSING_RECORD.has(error.status))
    return (
      <Suspense>
        <MissingRecord />
      </Suspense>
    );
  return (
    <div className="hb-route-error hb-card" role="alert">
      <h1>
        <Trans>This page could not be shown</Trans>
      </h1>
      <p>{error instanceof Error ? error.message : null}</p>
      <button type="button" className="hb-button hb-button--primary" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}

/** A path no page answers (the router's not-found page). */
export function NotFoundPage() {
  return (
    <Suspense>
      <LazyNotFound />
    </Suspense>
  );
}
