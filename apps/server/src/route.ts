import {
  type CallAccess,
  type CallName,
  type CallSchemas,
  type CallSchemaTable,
  callSchemas,
  calls,
  envelope,
  pathParamNames,
} from '@harbour/api-client/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifySerializerCompiler,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from './db/client';
import { ok } from './envelope';
import { requestScope, type Scope } from './plugins/tenancy';

/**
 * Registers the server's routes from the contract (`calls` and `callSchemas` of @harbour/api-client): the
 * call's method, path, access, summary and tag, its request schemas for validation and its response in
 * the envelope. The handler's request and reply are typed by the call's schemas, so a handler that reads
 * a field the call does not have, or answers data the call does not promise, does not compile.
 */

type Schemas<K extends CallName> = CallSchemaTable[K];
type Part<T, P extends string> = T extends { [key in P]: infer S } ? S : undefined;

/** The Fastify schema of a call, with the types of its parts. */
export type RouteSchemaOf<K extends CallName> = {
  params: Part<Schemas<K>, 'params'>;
  querystring: Part<Schemas<K>, 'query'>;
  body: Part<Schemas<K>, 'body'>;
  response: {
    200: Schemas<K>['response'] extends infer R extends z.ZodType ? ReturnType<typeof envelope<R>> : never;
  };
};

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler of one call: request and reply typed by the call's schemas. */
export type CallHandler<K extends CallName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  // biome-ignore lint/complexity/noBannedTypes: Fastify's route generic, empty: the types come from the schema.
  {},
  { access?: CallAccess },
  RouteSchemaOf<K> & FastifySchema,
  ZodTypeProvider
>;

/** What a route may add to its call's description: hooks of its own, and a serializer of its own. */
export interface RouteExtras {
  preHandler?: preHandlerAsyncHookHandler;
  serializerCompiler?: FastifySerializerCompiler<FastifySchema>;
}

/** Fastify's path of a contract path: `{name}` becomes `:name`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Registers the route of one call of the contract with its handler. */
export function route<K extends CallName>(
  app: FastifyInstance,
  name: K,
  handler: CallHandler<K>,
  extras: RouteExtras = {},
): void {
  registerCall(app, name, handler as RouteHandlerMethod, extras);
}

/** Registers a call's route; the handler's types are the caller's to check. */
function registerCall(
  app: FastifyInstance,
  name: CallName,
  handler: RouteHandlerMethod,
  extras: RouteExtras,
): void {
  const description = calls[name];
  const schemas: CallSchemas = callSchemas[name];
  if (pathParamNames(description.path).length > 0 && !schemas.params) {
    throw new Error(`${name}: the path has parameters but the call has no params schema`);
  }
  (app as ZodApp).route({
    method: description.method,
    url: fastifyPath(description.path),
    config: {
      access: schemas.access,
      call: name,
      ...(schemas.idempotent ? { idempotent: true } : {}),
    },
    schema: {
      operationId: name,
      tags: [schemas.tag],
      summary: schemas.summary,
      ...(schemas.access === 'public' ? { security: [] } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(schemas.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(schemas.binary ? { consumes: [schemas.binary.contentType] } : {}),
      response: { 200: envelope(callSchemas[name].response) },
    } as FastifySchema,
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.serializerCompiler ? { serializerCompiler: extras.serializerCompiler } : {}),
    handler,
  });
}

/** What a scoped handler answers from: the request, the caller's scope, the database, the time and language. */
export interface ScopedCall<K extends CallName> {
  request: Parameters<CallHandler<K>>[0];
  /** Classes and subjects the caller reaches. */
  scope: Scope;
  db: Db;
  /** When the request is answered (reports and lists measure deadlines against it). */
  now: Date;
  /** Whether the caller reads English (the request's locale is en). */
  en: boolean;
}

/** The data a call answers in its envelope. */
type ResultOf<K extends CallName> = Schemas<K>['response'] extends infer R extends z.ZodType
  ? z.input<R>
  : never;

/**
 * Registers a call whose handler reads within the caller's scope and answers its data in the envelope:
 * the shape most back-office reads share.
 */
export function scopedRoute<K extends CallName>(
  app: FastifyInstance,
  name: K,
  answer: (call: ScopedCall<K>) => ResultOf<K> | Promise<ResultOf<K>>,
): void {
  registerCall(
    app,
    name,
    async (fastifyRequest) => {
      // The route validates the request by the call's schemas, so it has the call's parts.
      const request = fastifyRequest as ScopedCall<K>['request'];
      const scope = await requestScope(request);
      return ok(
        await answer({ request, scope, db: app.database.db, now: new Date(), en: request.locale === 'en' }),
      );
    },
    {},
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call the route answers (every /ael route has one). */
    call?: CallName;
  }
}
