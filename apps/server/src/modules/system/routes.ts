import { envelope, systemVersionSchema } from '@harbour/api-client/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope';

/** Version of this server and the back-office version it serves (spec back-office §9). */
export const SERVER_VERSION = '0.1.0';
export const APP_VERSION = '3.11.1';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ael/school/common/version/system',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Server and app versions',
        response: { 200: envelope(systemVersionSchema) },
      },
    },
    async () => ok({ version: SERVER_VERSION, appVersion: APP_VERSION }),
  );
};
