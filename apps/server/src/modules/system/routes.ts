import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';
import { route } from '../../route';

/** Version of this server and the back-office version it serves (spec back-office §9). */
export const SERVER_VERSION = '0.1.0';
export const APP_VERSION = '3.11.1';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'getSystemVersion', async () => ok({ version: SERVER_VERSION, appVersion: APP_VERSION }));
};
