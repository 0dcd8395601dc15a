import {
  studentHomeworkQueryOptions,
  studentHomeworksQueryOptions,
  studentSessionQueryOptions,
} from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { LoginPage } from '../pages/login-page';
import { registerApiNavigation } from './api';
import { PagePending, RouteError } from './route-states';
import { hasStudentToken } from './session';

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  errorComponent: RouteError,
});

/** The login page: a signed-in student goes to their homework. */
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    if (hasStudentToken()) throw redirect({ to: '/home', replace: true });
  },
  component: LoginPage,
});

/** Every page behind the login: the header, the simulation banner and the session. */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: () => {
    if (!hasStudentToken()) throw redirect({ to: '/', replace: true });
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(studentSessionQueryOptions()),
  component: lazyRouteComponent(() => import('../pages/signed-in-layout'), 'SignedInLayout'),
});

const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/home',
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(studentHomeworksQueryOptions()),
  component: lazyRouteComponent(() => import('../pages/home-page'), 'HomePage'),
});

const homeworkRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/homework/$eHomeworkId',
  params: {
    parse: ({ eHomeworkId }) => ({ eHomeworkId: /^\d{1,9}$/.test(eHomeworkId) ? Number(eHomeworkId) : 0 }),
    stringify: ({ eHomeworkId }) => ({ eHomeworkId: String(eHomeworkId) }),
  },
  loader: ({ context: { queryClient }, params }) =>
    params.eHomeworkId > 0
      ? queryClient.ensureQueryData(studentHomeworkQueryOptions(params.eHomeworkId))
      : undefined,
  component: lazyRouteComponent(() => import('../pages/homework-route'), 'HomeworkRoute'),
});

const routeTree = rootRoute.addChildren([loginRoute, signedInRoute.addChildren([homeRoute, homeworkRoute])]);

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    basepath: '/student',
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PagePending,
    defaultPendingMs: 300,
  });
  // The client only ever goes back to the login page (spec §8).
  registerApiNavigation(() => {
    if (router.state.location.pathname !== '/') void router.navigate({ to: '/' });
  });
  return router;
}

export { homeworkRoute };

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
