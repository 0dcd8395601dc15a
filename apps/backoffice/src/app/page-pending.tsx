import { Trans } from '@lingui/react/macro';
import { useIsFetching } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import './page-pending.css';

/**
 * The pending time of the layouts that draw the shell (the root and /home): they never show a loading
 * placeholder of their own. The router keeps a placeholder where it first put it until the whole navigation
 * ends, so a shell still fetching its chunk or texts when a page's 300 ms ran out stayed grey until the
 * page's data arrived (no header, no menu, under a slow API). The screen now stays as it was until the
 * shell's code and texts are in, then the shell paints with the page's grey lines inside it.
 */
export const SHELL_PENDING_MS = Number.POSITIVE_INFINITY;

/**
 * What a page shows while its data or code loads (the router's pending component): grey lines where the
 * page will be, inside the layout, so the header and the menu stay (issue: a slow API blanked the screen).
 */
export function PagePending() {
  return (
    <div className="hb-page-pending" role="status">
      <span className="hb-visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <div className="hb-page-pending__title" aria-hidden="true" />
      <div className="hb-page-pending__card" aria-hidden="true">
        <div />
        <div />
        <div />
      </div>
    </div>
  );
}

/**
 * A thin bar along the top of the content area while a navigation waits for its loader or code, or data
 * is on its way: a page that suspends inside the router's transition keeps the previous page on screen,
 * and this says that something is coming. It fades in after 300 ms, so quick answers never show it.
 */
export function RouteProgress() {
  const navigating = useRouterState({ select: (state) => state.isLoading });
  const fetching = useIsFetching() > 0;
  if (!navigating && !fetching) return null;
  return (
    <div className="hb-route-progress" role="status">
      <span className="hb-visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
