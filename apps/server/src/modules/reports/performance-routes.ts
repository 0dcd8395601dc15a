import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the unit and student reports (contract/report-performance.ts). */
export const reportPerformanceRoutes: FastifyPluginAsyncZod = async () => {};
