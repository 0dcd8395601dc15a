import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/auth';
import { scopedRoute } from '../../route';
import { dashboardLayout, saveDashboardLayout } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  scopedRoute(app, 'getDashboardLayout', ({ db, scope, request }) =>
    dashboardLayout(db, staffOf(request), scope, request.params.dashboard),
  );
  scopedRoute(app, 'saveDashboardLayout', ({ db, scope, request }) =>
    saveDashboardLayout(db, staffOf(request), scope, request.params.dashboard, request.body),
  );
};
