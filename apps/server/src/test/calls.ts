import {
  type CallBody,
  type CallName,
  type CallParams,
  type CallQuery,
  type CallResult,
  callSchemas,
  calls,
  type Envelope,
  envelope,
  fillPath,
} from '@harbour/api-client/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { multipartBody } from '../storage/sample-files';

/** What a test sends to one call of the contract. */
export interface CallRequest<K extends CallName> {
  params?: CallParams<K>;
  query?: CallQuery<K>;
  body?: CallBody<K>;
  /** The accessToken header. */
  token?: string;
  headers?: Record<string, string>;
}

/** A call's answer: its status and its envelope, parsed with the call's response schema (typed, not any). */
export interface CallAnswer<K extends CallName> {
  status: number;
  body: Envelope<CallResult<K>>;
  response: LightMyRequestResponse;
}

/** The URL of a call with its path parameters and query string. */
export function callUrl<K extends CallName>(name: K, request: Pick<CallRequest<K>, 'params' | 'query'> = {}) {
  const path = fillPath(calls[name].path, (request.params ?? {}) as Record<string, string | number>);
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * Sends one call of the contract through `app.inject` and parses its envelope with the call's schema, so
 * a test reads typed fields and an answer that breaks the contract fails the test where it happens.
 */
export async function injectCall<K extends CallName>(
  app: FastifyInstance,
  name: K,
  request: CallRequest<K> = {},
): Promise<CallAnswer<K>> {
  const response = await app.inject({
    method: calls[name].method,
    url: callUrl(name, request),
    headers: { ...(request.token ? { accesstoken: request.token } : {}), ...request.headers },
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
  });
  return answerOf(name, response);
}

/**
 * Reads the answer of a call that was sent some other way (a multipart upload, a request a test builds
 * itself) exactly as injectCall does: parsed with the call's schema, typed, and failing on fields the
 * contract does not describe. A refusal parses too: its envelope carries resultData null.
 */
export function answerOf<K extends CallName>(name: K, response: LightMyRequestResponse): CallAnswer<K> {
  const sent: unknown = response.json();
  const body = envelope(callSchemas[name].response).parse(sent) as Envelope<CallResult<K>>;
  const undescribed = fieldsDropped(sent, body);
  if (undescribed.length > 0)
    throw new Error(`${name} answered fields its contract does not describe: ${undescribed.join(', ')}`);
  return { status: response.statusCode, body, response };
}

/** A refusal that no call of the contract describes (a signed file URL, a route that does not exist), typed. */
export function refusalOf(response: LightMyRequestResponse): Envelope<null> {
  return envelope(z.null()).parse(response.json());
}

/**
 * The paths of the fields of `sent` that the schema's parse dropped (zod objects strip unknown keys): an
 * answer with a field the contract does not describe (a leaked hash or answer key) fails the test instead
 * of being hidden by the parse.
 */
export function fieldsDropped(sent: unknown, parsed: unknown, path = '$'): string[] {
  if (Array.isArray(sent))
    return Array.isArray(parsed)
      ? sent.flatMap((item, i) => fieldsDropped(item, parsed[i], `${path}[${i}]`))
      : [];
  if (sent === null || typeof sent !== 'object' || parsed === null || typeof parsed !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed
      ? fieldsDropped(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
  );
}

/** The envelope of a refusal: its message and code, no data. */
export function refusal(errorMessage: string, errorCode: number): Envelope<null> {
  return { resultStatus: false, resultData: null, errorMessage, errorCode };
}

/**
 * A file uploaded as the browser does: a grant of the kind (getOssAuth), then the bytes posted as a
 * multipart form to the grant's URL. Answers the upload's envelope: the stored key, or the refusal.
 */
export async function uploadByGrant(
  app: FastifyInstance,
  token: string,
  file: { kind: CallQuery<'getOssAuth'>['kind']; bytes: Buffer; name: string; type: string },
): Promise<Envelope<CallResult<'uploadFile'>>> {
  const auth = (await injectCall(app, 'getOssAuth', { query: { kind: file.kind }, token })).body.resultData;
  if (!auth) throw new Error(`no upload grant of kind ${file.kind}`);
  const form = multipartBody(file.bytes, file.name, file.type);
  const response = await app.inject({
    method: 'POST',
    url: auth.uploadUrl,
    headers: { ...form.headers, accesstoken: token, 'accept-language': 'en' },
    payload: form.payload,
  });
  return answerOf('uploadFile', response).body;
}
