import type { Dashboard } from '@harbour/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callMutationOptions, callQueryOptions } from '../calls';
import { getDashboardLayoutCall, saveDashboardLayoutCall } from '../contract/calls/dashboard';
import type { SaveDashboardLayoutBody } from '../contract/dashboard';

/* The user's arrangement of a dashboard's cards (spec §2 /home/dashboard/dashboardSort). */

/** GET the dashboard's cards as the signed-in user arranged them. */
export const dashboardLayoutQueryOptions = (dashboard: Dashboard) =>
  callQueryOptions(getDashboardLayoutCall, { params: { dashboard } });

/** PUT the user's order of the dashboard's cards and which they hide. */
export const saveDashboardLayoutMutationOptions = (queryClient: QueryClient) =>
  callMutationOptions(
    queryClient,
    saveDashboardLayoutCall,
    ({ dashboard, ...body }: SaveDashboardLayoutBody & { dashboard: Dashboard }) => ({
      params: { dashboard },
      body,
    }),
  );
