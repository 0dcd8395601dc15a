import type { Socket } from 'node:net';
import { ERROR_CODES } from '@harbour/api-client/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from '../envelope';
import { AppError } from '../errors';
import { localeFromHeader, translate } from '../i18n/messages';
import { API_SECURITY_HEADERS } from '../security-headers';

/** Name of the first failing field of a validation error, as "body.password" or "query.page". */
function failingField(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    return path ? `${context}.${path}` : context;
  }
  return context;
}

/** Every failure leaves as an envelope: rules with 200, validation 400, scope 403/404, never a raw 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? 'hk';
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(fail(translate(error.messageKey, locale, error.params), error.errorCode));
    }
    if (error.validation) {
      const field = failingField(error);
      return reply.code(400).send(fail(translate('invalidField', locale, { field }), ERROR_CODES.VALIDATION));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send(fail(translate('payloadTooLarge', locale), ERROR_CODES.PAYLOAD_TOO_LARGE));
    }
    if (status === 429) {
      return reply.code(429).send(fail(translate('tooManyAttempts', locale), ERROR_CODES.RATE_LIMITED));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      return reply
        .code(status === 404 ? 404 : 400)
        .send(fail(translate('invalidField', locale, { field: 'body' }), ERROR_CODES.VALIDATION));
    }
    request.log.error({ err: error, errorCode: ERROR_CODES.INTERNAL }, 'unhandled error');
    return reply.code(500).send(fail(translate('serverError', locale), ERROR_CODES.INTERNAL));
  });
});

/**
 * Fastify's answer to a request it cannot route (a URL with bad percent-encoding): the envelope with the
 * API's security headers, never a message echoing the URL.
 */
export function refuseUnroutableRequest(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const locale = localeFromHeader(request.headers['accept-language']) ?? 'hk';
  reply
    .code(400)
    .headers(API_SECURITY_HEADERS)
    .send(fail(translate('invalidField', locale, { field: 'url' }), ERROR_CODES.VALIDATION));
}

/** HTTP status and envelope of a request Node's parser refused before Fastify saw it. */
function connectionRefusal(code: string | undefined): { status: number; reason: string; body: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    const body = fail(translate('payloadTooLarge', 'hk'), ERROR_CODES.PAYLOAD_TOO_LARGE);
    return { status: 431, reason: 'Request Header Fields Too Large', body: JSON.stringify(body) };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    const body = fail(translate('serverError', 'hk'), ERROR_CODES.VALIDATION);
    return { status: 408, reason: 'Request Timeout', body: JSON.stringify(body) };
  }
  const body = fail(translate('invalidField', 'hk', { field: 'request' }), ERROR_CODES.VALIDATION);
  return { status: 400, reason: 'Bad Request', body: JSON.stringify(body) };
}

/**
 * Node's answer to a request it cannot parse (a URL or headers over its size limit, broken HTTP): the
 * envelope with the API's security headers, like every other refusal, instead of Fastify's bare JSON.
 */
export function refuseUnparsableRequest(error: { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, reason, body } = connectionRefusal(error.code);
    const headers = Object.entries({
      ...API_SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n${body}`);
  } else {
    socket.destroy();
  }
}
