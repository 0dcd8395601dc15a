import type { SwaggerOptions } from '@fastify/swagger';
import {
  type CallName,
  type CallSchemas,
  callSchemas,
  envelope,
  errorStatusesOf,
} from '@harbour/api-client/contract';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_VERSION } from './modules/system';

/**
 * The OpenAPI document at /docs, generated from the contract: each call's operationId is its name in
 * `calls`, every error status it may answer is listed with the envelope (errorStatusesOf), bodies and
 * results are named component schemas, public calls need no token, and multipart bodies name their parts.
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
      const schema: Record<string, unknown> = { ...input.schema };
      const response: Record<string, unknown> = { ...(input.schema.response as object) };
      for (const status of errorStatusesOf(name)) response[status] = errorEnvelopeSchema;
      schema.response = response;
      const multipart = (callSchemas[name] as CallSchemas).multipart;
      if (multipart) schema.body = multipartBody(multipart);
      if ((callSchemas[name] as CallSchemas).binary) schema.body = z.file().describe('The bytes');
      return transformRoute({ ...input, schema });
    },
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  };
}
