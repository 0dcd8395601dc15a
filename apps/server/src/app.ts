import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { fail } from './envelope';
import { systemRoutes } from './modules/system/routes';

export interface AppOptions {
  database: Database;
  /** Built back-office to serve at /, with the SPA fallback. */
  webDir?: string;
  logLevel?: string;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent' },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', options.database);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
  });

  await app.register(systemRoutes);

  const webDir = options.webDir ? resolve(options.webDir) : undefined;
  if (webDir && existsSync(webDir)) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/ael/')) return reply.sendFile('index.html');
      return reply.code(404).send(fail('Not found', 404));
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(fail('Not found', 404)));
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}
