import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type CallName, ERROR_CODES } from '@harbour/api-client/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { assetsFolder } from './assets';
import type { Database } from './db/client';
import { fail } from './envelope';
import { translate } from './i18n/messages';
import { LOG_SERIALIZERS } from './log';
import { type AuthRoutesOptions, authRoutes } from './modules/auth';
import { calendarSetupRoutes } from './modules/calendar-setup';
import { classesRoutes } from './modules/classes';
import { coursesRoutes } from './modules/courses';
import { dashboardRoutes } from './modules/dashboard';
import { distributionRoutes } from './modules/distribution';
import { errorCenterRoutes } from './modules/error-center';
import { filesRoutes } from './modules/files';
import { markingRoutes } from './modules/marking';
import { practiceRoutes } from './modules/practice';
import { publishRoutes } from './modules/publish';
import { questionsRoutes } from './modules/questions';
import { reportPerformanceRoutes, reportsRoutes, reportTestRoutes } from './modules/reports';
import { scheduleRoutes } from './modules/schedule';
import { studentRoutes } from './modules/student';
import { systemRoutes } from './modules/system';
import { openApiOptions } from './openapi';
import { type Access, authPlugin } from './plugins/auth';
import { errorsPlugin, refuseUnparsableRequest, refuseUnroutableRequest } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { acceptEmptyJsonBodies } from './plugins/json-body';
import { documentSecurityHeaders, securityHeadersFor } from './security-headers';
import { type Storage, storagePlugin, temporaryStorage } from './storage';
import { builtStorybook, registerWeb } from './web';

/** Largest accepted request body (answers, profiles): 1 MiB. */
export const BODY_LIMIT_BYTES = 1_048_576;
/** Answers of the API and the OpenAPI document larger than this are compressed (brotli or gzip). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Default lifetime of a session. */
export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60_000;

export interface AppOptions {
  database: Database;
  /** Built back-office to serve at /, with the SPA fallback (web.ts). */
  webDir?: string;
  /** Built Storybook to serve at /storybook/ (web.ts); a 404 saying how to build it when absent. */
  storybookDir?: string;
  /** Built student app to serve at /student/ (web.ts); not served when absent. */
  studentDir?: string;
  logLevel?: string;
  /** Lifetime of new sessions. */
  sessionTtlMs?: number;
  /** Login limits, simulated sessions per teacher and the clock of both (tests change them). */
  auth?: Omit<AuthRoutesOptions, 'sessionTtlMs' | 'thirdPartyProviders'>;
  /** Where uploads are stored (storageFromConfig); local files in a temporary folder when absent. */
  storage?: Storage;
  /** Where the parts of uploads in parts wait (DATA_DIR/upload-parts); a fresh temporary folder when absent. */
  uploadPartsDir?: string;
  /** Third-party sign-in providers (POST /login/unify/third); none by default. */
  thirdPartyProviders?: AuthRoutesOptions['thirdPartyProviders'];
}

/** A registered API route, for the route-enumerating permission test and the docs. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** The contract call the route answers (route.ts registers every /ael route from one). */
  call: CallName | undefined;
  /** The route's request schemas (zod), for the hostile-input walk and the docs. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown; consumes?: readonly string[] };
}

/** Whether the answers of a route are compressed: the API's and the OpenAPI document's (/docs). */
function isCompressedPath(url: string): boolean {
  return url.startsWith('/ael/') || url === '/docs' || url.startsWith('/docs/');
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent', serializers: LOG_SERIALIZERS },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    // Starting walks the built apps' files (@fastify/static lists them once); on a loaded machine that
    // outlasts avvio's 10 s default for a plugin. A plugin that never finishes still fails the start.
    pluginTimeout: 120_000,
    frameworkErrors: refuseUnroutableRequest,
    clientErrorHandler: refuseUnparsableRequest,
  }).withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', options.database);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/ael/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      apiRoutes.push({
        method,
        url: route.url,
        access: route.config?.access ?? 'staff',
        call: route.config?.call,
        schema: route.schema ?? {},
      });
    }
  });

  const storage = options.storage ?? temporaryStorage();
  // Uploaded pictures, recordings and task-sheet PDFs may load from another origin (OSS bucket, CDN).
  const fileOrigins = storage.filesOrigin ? [storage.filesOrigin] : [];
  // Security headers, computed once: the API set under /ael/, helmet's set with our policy elsewhere.
  const documentHeaders = documentSecurityHeaders(fileOrigins);
  // A built Storybook's pages run a few inline scripts of its own: allowed by their hashes, there only.
  const storybook = builtStorybook(options.storybookDir);
  const storybookHeaders = storybook
    ? documentSecurityHeaders(fileOrigins, storybook.inlineScriptHashes)
    : undefined;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url, documentHeaders, storybookHeaders));
    done();
  });
  // The API's answers and the OpenAPI document are compressed as Accept-Encoding asks. The built sites'
  // files are left as they are: web.ts serves their precompressed copies with their own headers, and
  // media files are compressed formats already.
  app.addHook('onRoute', (route) => {
    if (!isCompressedPath(route.url)) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(storagePlugin, { storage });

  await app.register(swagger, openApiOptions());
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(systemRoutes);
  await app.register(authRoutes, {
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    ...options.auth,
    ...(options.thirdPartyProviders ? { thirdPartyProviders: options.thirdPartyProviders } : {}),
  });
  // The modules' routes that take no options, in this order.
  for (const routes of [
    classesRoutes,
    questionsRoutes,
    scheduleRoutes,
    practiceRoutes,
    markingRoutes,
    reportsRoutes,
    reportPerformanceRoutes,
    reportTestRoutes,
    errorCenterRoutes,
    publishRoutes,
    coursesRoutes,
    distributionRoutes,
    calendarSetupRoutes,
    dashboardRoutes,
  ]) {
    await app.register(routes);
  }
  const uploadPartsDir =
    options.uploadPartsDir ??
    join(tmpdir(), `harbour-parts-${process.pid}-${randomBytes(6).toString('hex')}`);
  // A temporary folder of parts goes with the app.
  if (!options.uploadPartsDir)
    app.addHook('onClose', async () => rm(uploadPartsDir, { recursive: true, force: true }));
  await app.register(filesRoutes, { uploadPartsDir });
  await app.register(studentRoutes);

  // Pictures and audio of the question bank, public so <img> and <audio> can load them.
  await app.register(fastifyStatic, {
    root: assetsFolder('media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  await registerWeb(app, {
    webDir: options.webDir,
    studentDir: options.studentDir,
    storybookDir: storybook?.dir,
    notFound: (request, reply) =>
      reply.code(404).send(fail(translate('notFound', request.locale ?? 'hk'), ERROR_CODES.NOT_FOUND)),
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    apiRoutes: ApiRoute[];
  }
}
