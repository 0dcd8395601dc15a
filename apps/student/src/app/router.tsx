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
import { readOnEntry } from './read-on-entry';
import { PagePending, RouteError } from './route-states';
import { hasStudentToken } from './session';
import { unsentAnswers } from './unsent-answers';

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
  // Answers kept on the device (of any homework) go first; the list is fetched again when an answer made it stale
  // (the answered counts), so it says what the server holds.
  loader: async ({ context: { queryClient } }) => {
    const session = await queryClient.ensureQueryData(studentSessionQueryOptions());
    // Offline the list comes from the cache at once (the online event sends what is kept, later).
    if (navigator.onLine) await unsentAnswers(queryClient).drain(session.student.studentId);
    return readOnEntry(queryClient, studentHomeworksQueryOptions(), false);
  },
  component: lazyRouteComponent(() => import('../pages/home-page'), 'HomePage'),
});

const homeworkRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/homework/$eHomeworkId',
  params: {
    parse: ({ eHomeworkId }) => ({ eHomeworkId: /^\d{1,9}$/.test(eHomeworkId) ? Number(eHomeworkId) : 0 }),
    stringify: ({ eHomeworkId }) => ({ eHomeworkId: String(eHomeworkId) }),
  },
  // Answers kept on the device go first, then the homework is read from the server on every entry: what the
  // page shows is what the server stored, whatever this session cached before. The match is not kept once
  // left (gcTime 0): a cached one would show the page at once from the old answers and reload behind it.
  gcTime: 0,
  loader: async ({ context: { queryClient }, params }) => {
    if (params.eHomeworkId <= 0) return undefined;
    const session = await queryClient.ensureQueryData(studentSessionQueryOptions());
    await unsentAnswers(queryClient).drain(session.student.studentId, params.eHomeworkId);
    return readOnEntry(queryClient, studentHomeworkQueryOptions(params.eHomeworkId), true);
  },
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
