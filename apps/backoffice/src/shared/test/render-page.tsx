import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { activateLocale, i18n, type Locale } from '../i18n';
import { appStore } from '../state/store';

/** Renders a page at `path` inside the app's providers and a real router (memory history). */
export async function renderPage(Page: () => ReactNode, { locale = 'en' as Locale, path = '/' } = {}) {
  activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: Page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <JotaiProvider store={appStore}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {/* The test router has other routes than the app's. */}
          <RouterProvider router={router as never} />
        </QueryClientProvider>
      </I18nProvider>
    </JotaiProvider>,
  );
  return { ...view, router, queryClient };
}
