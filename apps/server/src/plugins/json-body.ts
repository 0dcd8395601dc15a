import type { FastifyInstance } from 'fastify';

/**
 * A POST or DELETE with `content-type: application/json` and no body (what many HTTP clients send on
 * logout) is a request without a body, not malformed JSON: routes without a body schema accept it, and
 * routes that need a body refuse it as a missing body. Anything else goes through Fastify's own parser
 * (prototype-poisoning checks included).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
