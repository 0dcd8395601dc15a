import type { SwaggerOptions } from '@fastify/swagger';
import {
  type CallName,
  type CallSchemas,
  type CodeStatus,
  callSchemas,
  envelope,
  errorCodesOf,
} from '@harbour/api-client/contract';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALL_MESSAGES, ERROR_MESSAGES } from './i18n/error-messages';
import { MESSAGES } from './i18n/messages';
import { SERVER_VERSION } from './modules/system';

/**
 * The OpenAPI document at /docs, generated from the contract: each call's operationId is its name in
 * `calls`, every errorCode it may answer is listed under its HTTP status with its messages in both
 * languages (errorCodesOf; also as the operation's x-error-codes), bodies and results are named component
 * schemas (those no operation uses are left out), public calls need no token, multipart bodies name their
 * parts, and a call answering a file declares the file.
 */

/** The envelope of a failure: resultStatus false, no data, a message and a code. */
export const errorEnvelopeSchema = envelope(z.null()).describe(
  'A failure: resultStatus false, resultData null, a localised errorMessage and an errorCode',
);

function pascal(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** The multipart body of a call for the document: its text fields and its file part. */
function multipartBody(multipart: NonNullable<CallSchemas['multipart']>): z.ZodType {
  const file = { [multipart.file]: z.file().describe('The file') };
  return multipart.fields instanceof z.ZodObject ? multipart.fields.extend(file) : z.object(file);
}

/** What an answer of each HTTP status is, before the list of the errorCodes the call answers with it. */
const STATUS_DESCRIPTIONS: Record<CodeStatus, string> = {
  200: 'Success: resultStatus true with resultData',
  400: 'A body, query or path parameter the contract or the call refuses; the message names the field',
  401: 'No token, or a token the server does not know',
  403: 'Outside the caller’s school or scope, or a call this kind of user may not make',
  404: 'Not found, or not in the caller’s school',
  409: 'A conflict with the state of the server (an Idempotency-Key reused or still running, or the call’s own)',
  413: 'The request is larger than the call accepts',
  429: 'Too many attempts or uploads: try again later',
};

/** One errorCode with one of its messages, in both languages: the operation's x-error-codes. */
interface ErrorCodeEntry {
  status: CodeStatus;
  code: number;
  en: string;
  hk: string;
}

/** Each errorCode a call may answer with each of its messages ({name} marks what the message fills in). */
export function errorCodeEntries(name: CallName): ErrorCodeEntry[] {
  return errorCodesOf(name).flatMap(({ status, code }) => {
    const keys = ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES];
    if (!keys) throw new Error(`errorCode ${code} of ${name} has no messages in ERROR_MESSAGES`);
    return [...keys, ...(CALL_MESSAGES[name]?.[code] ?? [])].map((key) => ({
      status,
      code,
      en: MESSAGES[key].en,
      hk: MESSAGES[key].hk,
    }));
  });
}

/** The description of a response: what the status is, and the errorCodes answered with it. */
function responseDescription(
  status: CodeStatus,
  entries: readonly ErrorCodeEntry[],
  success = STATUS_DESCRIPTIONS[200],
) {
  const own = entries.filter((entry) => entry.status === status);
  const head =
    status !== 200
      ? STATUS_DESCRIPTIONS[status]
      : own.length > 0
        ? `${success}; or, refused by a rule, resultStatus false with one of these errorCodes (in a batch, a failed item's errorCode)`
        : success;
  if (own.length === 0) return head;
  return [`${head}:`, '', ...own.map((entry) => `- \`${entry.code}\` ${entry.en} / ${entry.hk}`)].join('\n');
}

/** The JSON envelope answered with a status. */
const jsonOf = (schema: z.ZodType) => ({ 'application/json': { schema } });

/** Named component schemas: each call's body and result (under the first call that uses it) and the error envelope. */
function componentRegistry() {
  const registry = z.registry<{ id: string }>();
  registry.add(errorEnvelopeSchema, { id: 'ErrorEnvelope' });
  for (const [name, schemas] of Object.entries(callSchemas) as [CallName, CallSchemas][]) {
    if (schemas.body && !registry.has(schemas.body))
      registry.add(schemas.body, { id: `${pascal(name)}Body` });
    if (!registry.has(schemas.response)) registry.add(schemas.response, { id: `${pascal(name)}Result` });
  }
  return registry;
}

/** Options of @fastify/swagger for the API. */
export function openApiOptions(): SwaggerOptions {
  const schemaRegistry = componentRegistry();
  const transformRoute = createJsonSchemaTransform({ schemaRegistry });
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry });
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Harbour API',
        version: SERVER_VERSION,
        description:
          'Every /ael call answers { resultStatus, resultData, errorMessage, errorCode }. Send the token in the accessToken header.',
        license: { name: 'UNLICENSED', url: 'https://spdx.org/licenses/' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } } },
      security: [{ accessToken: [] }],
    },
    transform: (input) => {
      const name = input.route.config?.call;
      if (!name) return transformRoute(input);
      const schemas = callSchemas[name] as CallSchemas;
      const entries = errorCodeEntries(name);
      const success = (input.schema.response as Record<number, z.ZodType>)[200] as z.ZodType;
      const response: Record<number, unknown> = {
        200: schemas.file
          ? {
              description: responseDescription(
                200,
                entries,
                `Success: the file itself (${schemas.file.contentType}, a download with its name), not the envelope`,
              ),
              content: {
                [schemas.file.contentType]: { schema: z.file().describe('The file') },
                ...jsonOf(errorEnvelopeSchema),
              },
            }
          : { description: responseDescription(200, entries), content: jsonOf(success) },
      };
      for (const status of new Set(entries.map((entry) => entry.status))) {
        if (status === 200) continue;
        response[status] = {
          description: responseDescription(status, entries),
          content: jsonOf(errorEnvelopeSchema),
        };
      }
      const schema: Record<string, unknown> = { ...input.schema, response, 'x-error-codes': entries };
      if (schemas.multipart) schema.body = multipartBody(schemas.multipart);
      if (schemas.binary) schema.body = z.file().describe('The bytes');
      return transformRoute({ ...input, schema });
    },
    transformObject: (input) => {
      const document = transformObject(input);
      return withoutUnusedSchemas(
        withoutRepeatedAlternatives(document) as OpenApiDocument,
      ) as typeof document;
    },
  };
}

/** The parts of the generated document these passes read. */
interface OpenApiDocument {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * The document with every anyOf's repeated alternatives dropped (a union of two schemas that document
 * alike, such as an id as a number or as digits, read as a number); one alternative left stands alone.
 */
function withoutRepeatedAlternatives<T>(document: T): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const object = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)]));
    if (!Array.isArray(object.anyOf)) return object;
    const byText = new Map(
      (object.anyOf as unknown[]).map((alternative) => [JSON.stringify(alternative), alternative]),
    );
    const anyOf = [...byText.values()];
    const { anyOf: _all, ...rest } = object;
    const [only] = anyOf;
    if (anyOf.length === 1 && typeof only === 'object' && only !== null) {
      const keys = Object.keys(only);
      if (!keys.some((key) => key in rest)) return { ...rest, ...only };
    }
    return { ...rest, anyOf };
  };
  return visit(document) as T;
}

/**
 * The document without the component schemas no operation reaches: each named schema is generated as
 * read (input) and as written (output), and a body is only read, a result only written.
 */
function withoutUnusedSchemas<T extends OpenApiDocument>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const PREFIX = '#/components/schemas/';
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(PREFIX)) {
        const name = child.slice(PREFIX.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  return {
    ...document,
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
}
