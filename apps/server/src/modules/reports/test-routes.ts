import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the test reports (contract/report-tests.ts). */
export const reportTestRoutes: FastifyPluginAsyncZod = async () => {};
