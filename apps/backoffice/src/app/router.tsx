import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { historyAtom } from '../shared/state/atoms';
import { HISTORY_EXCLUDED_NAMES, nextHistory, routeNameOf } from '../shared/state/next-history';
import { hasSchoolToken } from '../shared/state/storage';
import { appStore } from '../shared/state/store';
import { registerApiNavigation } from './api';
import { chunkLoadWatch as chunks } from './chunk-report';
import { PagePending } from './page-pending';
import { NotFoundPage, RouteError } from './route-error';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // A page that fails shows its error inside the layout, where the toasts are.
    defaultErrorComponent: RouteError,
    // A path no page answers is said in the page's language, inside the deepest layout it matched (the
    // /home shell when signed in), not TanStack's English "Not Found".
    defaultNotFoundComponent: NotFoundPage,
    // A page waiting for its data or code keeps the previous one for 300 ms, then shows grey lines in the
    // layout's content area (every route's Suspense boundary sits inside its parent's Outlet), so the
    // header and the menu never go away.
    defaultPendingComponent: PagePending,
    defaultPendingMs: 300,
    // No scroll restoration: it would keep its own entry in session storage, which spec §3 does not list.
  });

  // Spec §8: the API client sends the user to / through the router.
  registerApiNavigation((path) => {
    if (router.state.location.pathname !== path) void router.navigate({ to: path });
  });

  // Spec §2: the history rule runs on every resolved navigation.
  // Excluded routes and signed-out pages leave storage untouched (logout must stay cleared).
  router.subscribe('onResolved', ({ toLocation }) => {
    const match = router.state.matches.at(-1);
    const name = routeNameOf(match && match.routeId !== '__root__' ? match.routeId : toLocation.pathname);
    if (HISTORY_EXCLUDED_NAMES.has(name) || !hasSchoolToken()) return;
    appStore.set(historyAtom, (history) =>
      nextHistory(history, {
        name,
        fullPath: toLocation.href,
        path: toLocation.pathname,
        query: { ...(toLocation.search as Record<string, unknown>) },
      }),
    );
  });

  // Spec §8: a script or style chunk failing to load, or taking 120 s, is reported.
  router.subscribe('onBeforeLoad', ({ toLocation }) => chunks.start(toLocation.pathname));
  router.subscribe('onResolved', () => chunks.finish());
  window.addEventListener('vite:preloadError', (event) => {
    // Not prevented: the import still rejects, and the route's error page offers a reload.
    chunks.fail((event as Event & { payload?: Error }).payload?.message ?? 'preload error');
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
