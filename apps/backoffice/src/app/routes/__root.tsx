import { ToastHost } from '@harbour/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { hasSchoolToken } from '../../shared/state/storage';
import { Overlays } from '../overlays/overlays';
import { RouteError } from '../route-error';
import { navigationGuard } from '../shell/logic/navigation-guard';
import { ShellEffects } from '../shell-effects';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Spec §2: the navigation guard runs before every page.
  beforeLoad: ({ location }) => {
    const to = navigationGuard(location.pathname, hasSchoolToken());
    if (to) throw redirect({ to, replace: true });
  },
  component: RootLayout,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <>
      <ShellEffects />
      <Outlet />
      <Overlays />
      <ToastHost />
    </>
  );
}
