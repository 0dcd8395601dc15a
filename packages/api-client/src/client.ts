import ky, { type KyInstance } from 'ky';
import { type Envelope, SESSION_EXPIRED_CODE } from './contract';

/** Request timeout of every call (spec back-office §9). */
export const REQUEST_TIMEOUT_MS = 300_000;

/** An API call answered with resultStatus false: the message is the server's, for a warning. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: number | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientConfig {
  /** Base URL of the API host, e.g. '' for the same origin. */
  baseUrl: string;
  /** Returns the token for the accessToken header, or '' when there is none. */
  getToken: () => string;
}

export function createApiClient(config: ApiClientConfig): KyInstance {
  return ky.create({
    prefixUrl: config.baseUrl || undefined,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('accessToken', config.getToken());
        },
      ],
    },
  });
}

/** Unwraps an envelope: the data, or an ApiError carrying the server's message. */
export function unwrap<T>(body: Envelope<T>): T {
  if (!body.resultStatus) throw new ApiError(body.errorMessage ?? '', body.errorCode);
  return body.resultData as T;
}

export function isSessionExpired(body: Pick<Envelope<unknown>, 'errorCode'>): boolean {
  return body.errorCode === SESSION_EXPIRED_CODE;
}
