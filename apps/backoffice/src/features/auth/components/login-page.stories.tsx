import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { LoginPage } from './login-page';
import '@harbour/ui/styles.css';
import '../../../shared/app.css';

/** The page inside a router (its links) and a query client (its login call), as in the app. */
function WithRouter() {
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: LoginPage }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return (
    <QueryClientProvider client={new QueryClient()}>
      {/* The story's router has other routes than the app's. */}
      <RouterProvider router={router as never} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Back-office/Login page',
  component: WithRouter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WithRouter>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
