import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the mistakes centre (contract/error-center.ts). */
export const errorCenterRoutes: FastifyPluginAsyncZod = async () => {};
