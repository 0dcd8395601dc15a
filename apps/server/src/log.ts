import type { FastifyError } from 'fastify';

/**
 * What the log records of a request: method, path without its query (search words and names stay out)
 * and the request id; never headers (the accessToken) nor bodies.
 */
function requestForLog(request: { method?: string | undefined; url?: string | undefined }) {
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  return { method: request.method, url: queryAt === -1 ? url : url.slice(0, queryAt) };
}

function replyForLog(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * What the log records of an error: its kind, codes and where it was thrown, never its message. A
 * database error's message holds the failing SQL with its parameters (names, e-mails, phone numbers).
 */
export function errorForLog(error: FastifyError | Error) {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.name,
    message: `${error.name} (message withheld: it may hold personal data)`,
    code: (error as FastifyError).code,
    sqlState: typeof cause?.code === 'string' ? cause.code : undefined,
    stack: frames.join('\n'),
  };
}

/** pino serializers of the server's logger: no personal data in the log. */
export const LOG_SERIALIZERS = { req: requestForLog, res: replyForLog, err: errorForLog };
