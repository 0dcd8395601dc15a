import { ToastHost } from '@harbour/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { loadCatalog } from '../../shared/i18n';
import { sessionHomePage } from '../../shared/session';
import { hasSchoolToken } from '../../shared/state/storage';
import { SHELL_PENDING_MS } from '../page-pending';
import { RouteError } from '../route-error';
import { navigationGuard } from '../shell/logic/navigation-guard';
import { ShellEffects } from '../shell-effects';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Spec §2: the navigation guard runs before every page; then the texts every page may show.
  beforeLoad: async ({ location }) => {
    const to = navigationGuard(location.pathname, hasSchoolToken(), sessionHomePage());
    if (to) throw redirect({ to, replace: true });
    await loadCatalog('app');
  },
  component: RootLayout,
  errorComponent: RouteError,
  // The shell's own code and texts load first; see SHELL_PENDING_MS.
  pendingMs: SHELL_PENDING_MS,
});

function RootLayout() {
  return (
    <>
      <ShellEffects />
      <Outlet />
      <ToastHost />
    </>
  );
}
